/** The simple pattern: text, @, text, dot, text (docs/product.md, Input rules). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; title: string; description: string };

/** Trims and lower-cases the address, then names what is wrong with it, if anything. */
export function checkNewsletterEmail(input: string): EmailCheck {
  const email = input.trim().toLowerCase();
  if (!email) return { ok: false, title: 'Email required', description: 'Please enter your email address' };
  if (!EMAIL_PATTERN.test(email))
    return { ok: false, title: 'Invalid email', description: 'Please enter a valid email address' };
  return { ok: true, email };
}
