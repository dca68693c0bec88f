import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
import { getMetadataStorage, ValidationTypes } from 'class-validator';

// class-transformer keeps its @Type registry in a module its package does not type; the declaration is its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };

type Constructor = new (...args: never[]) => unknown;

/**
 * Checks the DTO's @ArrayMaxSize limits on the raw body before class-transformer builds an instance per element and
 * class-validator checks each one: a 30,000-line cart is refused at once instead of after seconds of work.
 * Follows nested DTOs (@Type) so limits of inner lists count too. Returns the DTO's own message for the first breach.
 */
export function findArrayLimitProblem(value: unknown, dto: Constructor, depth = 0): string | undefined {
  if (depth > 8 || value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  for (const metadata of metadatas) {
    if (metadata.type !== ValidationTypes.CUSTOM_VALIDATION || metadata.name !== 'arrayMaxSize') continue;
    const list = record[metadata.propertyName];
    const max = Number(metadata.constraints?.[0]);
    if (Array.isArray(list) && list.length > max) {
      const message = typeof metadata.message === 'string' ? metadata.message : `${metadata.propertyName} must have at most ${max} elements`;
      return message.replace(/\$(property|path)/g, metadata.propertyName);
    }
  }
  for (const key of Object.keys(record)) {
    const nested = defaultMetadataStorage.findTypeMetadata(dto, key)?.typeFunction();
    if (typeof nested !== 'function' || nested === Object) continue;
    const child = record[key];
    for (const element of Array.isArray(child) ? child : [child]) {
      const problem = findArrayLimitProblem(element, nested as Constructor, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}
