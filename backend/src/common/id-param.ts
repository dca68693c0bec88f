import { Param, PipeTransform } from '@nestjs/common';
import { ValidationProblem } from './errors/domain-errors';

const MAX_INT_ID = 2_147_483_647;

/** Parses a numeric route id written canonically (no sign, leading zero, exponent or hex); anything else is a 400 that names the parameter. */
class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_INT_ID))
      throw new ValidationProblem(`${this.name} must be a whole number of 1 or more.`);
    return id;
  }
}

/** `@IdParam() id: number` for routes like /things/{id}. */
export const IdParam = (name = 'id'): ParameterDecorator => Param(name, new IdPipe(name));
