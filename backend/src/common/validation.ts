import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { findArrayLimitProblem } from './array-limits';
import { defaultSentence } from './error-body';
import { ValidationProblem } from './errors/domain-errors';

/** A rejected body names its first few problems, not thousands (one per element of a hostile list). */
export const MAX_LISTED_PROBLEMS = 5;

/** Flattens nested class-validator errors into "field.path: sentence" lines. */
export function describeValidationErrors(errors: ValidationError[], parent = ''): string[] {
  const lines: string[] = [];
  for (const error of errors) {
    const path = parent
      ? /^\d+$/.test(error.property)
        ? `${parent}[${error.property}]`
        : `${parent}.${error.property}`
      : error.property;
    for (const [rule, text] of Object.entries(error.constraints ?? {})) {
      lines.push(
        rule === 'whitelistValidation' ? `Unknown field "${path}" is not allowed` : text.replace(/^\$path/, path),
      );
    }
    if (error.children?.length) lines.push(...describeValidationErrors(error.children, path));
  }
  return lines;
}

/** The `message` of a rejected body: its first few problems, and how many more there were. */
export function summarizeProblems(lines: string[]): string {
  const shown = lines.slice(0, MAX_LISTED_PROBLEMS).join('; ');
  const more = lines.length - MAX_LISTED_PROBLEMS;
  return more > 0 ? `${shown}; and ${more} more problem${more === 1 ? '' : 's'}` : shown;
}

type Constructor = new (...args: never[]) => unknown;

/** Nest's pipe, with the DTO's list limits checked on the raw value before any element is transformed or validated. */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A path id is parsed by its own pipe (IdParam), which must see the raw text: converting it here first would
    // read '0x10', '1e0' or '+1' as numbers. A text one (a slug, a code) is already what it is.
    if (metadata.type === 'param' && (metadata.metatype === Number || metadata.metatype === String)) return value;
    const dto = metadata.metatype;
    if (typeof dto === 'function' && metadata.type === 'body') {
      const problem = findArrayLimitProblem(value, dto as Constructor);
      if (problem) throw new ValidationProblem(problem);
    }
    return super.transform(value, metadata);
  }
}

/**
 * Whitelisting DTOs, rejecting unknown fields, validating nested objects. The error names the field:
 * `error` is the first problem (what the storefront shows), `message` lists the first few.
 */
export function createValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const lines = describeValidationErrors(errors);
      return new ValidationProblem(lines[0] ?? defaultSentence(400), summarizeProblems(lines) || defaultSentence(400));
    },
  });
}
