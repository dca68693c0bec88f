import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens nested class-validator errors into "field.path: sentence" lines. */
export function describeValidationErrors(errors: ValidationError[], parent = ''): string[] {
  const lines: string[] = [];
  for (const error of errors) {
    const path = parent ? (/^\d+$/.test(error.property) ? `${parent}[${error.property}]` : `${parent}.${error.property}`) : error.property;
    for (const [rule, text] of Object.entries(error.constraints ?? {})) {
      lines.push(rule === 'whitelistValidation' ? `Unknown field "${path}" is not allowed` : text.replace(/^\$path/, path));
    }
    if (error.children?.length) lines.push(...describeValidationErrors(error.children, path));
  }
  return lines;
}

/**
 * Whitelisting DTOs, rejecting unknown fields, validating nested objects. The error names the field:
 * `error` is the first problem (what the storefront shows), `message` lists them all.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const lines = describeValidationErrors(errors);
      return new BadRequestException({ statusCode: 400, error: lines[0] ?? 'The request is not valid.', message: lines.join('; ') });
    },
  });
}
