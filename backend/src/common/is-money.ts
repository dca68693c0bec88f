import { ValidateBy, ValidationOptions } from 'class-validator';
import { isMoneyString } from './money';

/** A non-negative amount as text with at most two decimals ("18", "18.5", "18.50"), checked by the money helper. */
export function IsMoney(options: ValidationOptions & { message: string }): PropertyDecorator {
  return ValidateBy(
    { name: 'isMoney', validator: { validate: (value: unknown) => typeof value === 'string' && isMoneyString(value) } },
    options,
  );
}
