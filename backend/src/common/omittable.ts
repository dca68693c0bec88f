import { ValidateIf } from 'class-validator';

/**
 * Like @IsOptional, except that only an absent field skips validation: `null` is checked like any other value and
 * refused by the field's own rules. For fields the services never expect to be null (IsOptional let null through,
 * and it then failed as a 500 in the database or the money code).
 */
export const IsOmittable = (): PropertyDecorator =>
  ValidateIf((_object: object, value: unknown) => value !== undefined);
