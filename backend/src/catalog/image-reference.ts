import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * A product picture: a path on this site (`/public-objects/...`, not `//host/...`, which browsers read as another
 * site) or an absolute http(s) URL that the WHATWG parser accepts. `http://[` or `http://a:99999/x` passed a
 * pattern check before and then broke the product page that parsed it.
 */
export function isImageReference(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 500 || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && canParse(value, 'http://localhost');
  if (!/^https?:\/\//i.test(value) || !canParse(value)) return false;
  return Boolean(new URL(value).hostname);
}

function canParse(value: string, base?: string): boolean {
  try {
    new URL(value, base);
    return true;
  } catch {
    return false;
  }
}

export const IsImageReference = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    { name: 'isImageReference', validator: { validate: (value: unknown) => isImageReference(value) } },
    options,
  );
