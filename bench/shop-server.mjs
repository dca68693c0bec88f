// The benchmarks' shop: the built server on a fresh SQLite file, or on DATABASE_URL when the caller passes it.
import { freePort, REPO_ROOT, startBuiltShop } from '../infra/testing/built-shop.mjs';

export { freePort, REPO_ROOT };
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

export function startShop(env = {}) {
  return startBuiltShop({ ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, ...env });
}
