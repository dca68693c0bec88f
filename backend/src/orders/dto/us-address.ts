import { ValidateBy, ValidationOptions } from 'class-validator';
import { zipInRanges } from '@shop/site/rules.js';
import { usState } from '../../common/site';

const STATE_MESSAGE = '$property must be the code of a US state or DC, such as IN';

/** One of the 50 states or DC by USPS code (site/us-states.json). */
export function IsUsState(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUsState',
      validator: { validate: (value: unknown) => typeof value === 'string' && usState(value) !== undefined },
    },
    { message: STATE_MESSAGE, ...options },
  );
}

/**
 * A ZIP code of the state in `stateField`: five digits (or ZIP+4) within one of its ranges. When the state itself is
 * not a US state, only the format is checked here (the state's own rule names that problem).
 */
export function IsZipOfState(stateField: string, options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isZipOfState',
      validator: {
        validate: (value: unknown, args) => {
          if (typeof value !== 'string' || !/^\d{5}(-\d{4})?$/.test(value)) return false;
          const code = (args?.object as Record<string, unknown>)[stateField];
          const state = typeof code === 'string' ? usState(code) : undefined;
          return state === undefined || zipInRanges(value, state.zipRanges);
        },
        defaultMessage: (args) => {
          const value = args?.value as unknown;
          if (typeof value !== 'string' || !/^\d{5}(-\d{4})?$/.test(value))
            return '$property must be a US ZIP code such as 46204 or 46204-1234';
          const code = (args?.object as Record<string, unknown>)[stateField];
          return `$property ${value} is not a ZIP code of ${String(code)}`;
        },
      },
    },
    options,
  );
}
