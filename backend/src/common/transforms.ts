import { Transform } from 'class-transformer';

/** Trims strings (and leaves other types alone so the type check can name them). */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases strings, e.g. e-mail addresses. */
export const TrimLower = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** Trims and upper-cases strings, e.g. promo codes. */
export const TrimUpper = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** Trims strings and turns a blank one into null, for optional text fields a form sends as ''. */
export const TrimToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });
