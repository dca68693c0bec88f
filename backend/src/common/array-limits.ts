import { getMetadataStorage, ValidationTypes } from 'class-validator';

type Constructor = new (...args: never[]) => unknown;

/**
 * Checks the DTO's own @ArrayMaxSize limits (inherited ones included) on the raw body before class-transformer builds
 * an instance per element and class-validator checks each one: a 30,000-line cart is refused at once instead of
 * after seconds of work. Lists inside nested DTOs are left to class-validator (no DTO has one today): their element
 * types are known only to class-transformer, which does not publish them. Returns the DTO's message for the first breach.
 */
export function findArrayLimitProblem(value: unknown, dto: Constructor): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  for (const metadata of metadatas) {
    if (metadata.type !== ValidationTypes.CUSTOM_VALIDATION || metadata.name !== 'arrayMaxSize') continue;
    const list = record[metadata.propertyName];
    const max = Number(metadata.constraints?.[0]);
    if (Array.isArray(list) && list.length > max) {
      const message =
        typeof metadata.message === 'string'
          ? metadata.message
          : `${metadata.propertyName} must have at most ${max} elements`;
      return message.replace(/\$(property|path)/g, metadata.propertyName);
    }
  }
  return undefined;
}
