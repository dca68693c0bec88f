import { startBuiltShop, type BuiltShop } from '../../../infra/testing/built-shop.mjs';

export { REPO_ROOT } from '../../../infra/testing/built-shop.mjs';
export const E2E_ADMIN_PASSWORD = 'browser-test-admin-pass';

export type RunningShop = BuiltShop;

/**
 * Starts the built shop exactly as `npm start` does, on a fresh SQLite file (seeded at start) and a free port.
 * Requires `npm run build` first. `env` overrides configuration (e.g. DATABASE_URL for a MySQL run).
 */
export function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  return startBuiltShop({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, ...env });
}
