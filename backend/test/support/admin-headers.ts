import { TEST_ADMIN_PASSWORD } from './test-app';

/** Promo and product endpoints. */
export const PASSWORD_HEADER = { 'x-admin-password': TEST_ADMIN_PASSWORD };
/** Order endpoints. */
export const BEARER_HEADER = { authorization: `Bearer ${TEST_ADMIN_PASSWORD}` };

let addressCounter = 0;
/** A distinct client address per call (the test app trusts X-Forwarded-For from loopback), so throttle counts never leak between tests. */
export function freshAddress(): { 'x-forwarded-for': string } {
  addressCounter++;
  return {
    'x-forwarded-for': `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
  };
}
