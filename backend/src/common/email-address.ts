import { Matches, ValidationOptions } from 'class-validator';

/**
 * Characters that show as nothing: controls, format characters (zero-width space and joiners, BOM, bidi marks),
 * separators, and Unicode's default-ignorable ones (Hangul fillers, variation selectors, soft hyphen). No real
 * mailbox has them, and MariaDB's collation ignores some where SQLite does not, so one address could pass for two.
 */
const VISIBLE_ONLY = /^[^\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]*$/u;

/** Refuses an e-mail address holding an invisible character, with the field's own sentence. */
export function HasNoInvisibleCharacters(options: ValidationOptions): PropertyDecorator {
  return Matches(VISIBLE_ONLY, options);
}

/**
 * One spelling per mailbox, for what is counted per customer (a promo code's uses per e-mail): trimmed, NFC,
 * lower-cased, and a quoted local part unquoted ("pc-x"@example.com is pc-x@example.com).
 */
export function canonicalEmail(email: string): string {
  const address = email.trim().normalize('NFC').toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"'))
    local = local.slice(1, -1).replace(/\\(.)/gu, '$1');
  return `${local}@${address.slice(at + 1)}`;
}
