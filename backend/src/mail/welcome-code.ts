import { randomInt } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { PromoCode } from '../promos/promo-code.entity';

export const WELCOME_PERCENT = 15;
/** No 0/O or 1/I, so a code read off a phone screen is typed right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomSuffix(length: number): string {
  let suffix = '';
  for (let i = 0; i < length; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return suffix;
}

/**
 * Creates the subscriber's personal 15% code in the caller's transaction (the one saving the subscriber).
 * TODO(promotions, issue 14): create it through the promos service's single-use method (usageLimit 1) once that
 * lands; today's promo_codes table has no usage limit, so the code is personal and unguessable but reusable.
 */
export async function createWelcomeCode(manager: EntityManager, _email: string): Promise<string> {
  // 10 characters from 32: a collision is practically impossible, and the unique index would roll the subscription
  // back rather than hand out someone else's code.
  const code = `WELCOME-${randomSuffix(10)}`;
  await manager.insert(PromoCode, { code, discountType: 'percentage', discountValue: `${WELCOME_PERCENT}.00`, isActive: 1 });
  return code;
}
