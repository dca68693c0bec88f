import { resolve } from 'node:path';
import { isTimeZone } from '../common/shop-time-zone';

export type PaymentProviderName = 'demo' | 'paypal';

/** Everything the service reads from the environment, validated once at start. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** mysql://user:pass@host:port/db, or undefined for the embedded SQLite database. */
  databaseUrl?: string;
  sqlitePath: string;
  adminPassword: string;
  /** True when ADMIN_PASSWORD was not set and the development default is in use. */
  adminPasswordIsDefault: boolean;
  paymentProvider: PaymentProviderName;
  paypal: { clientId?: string; clientSecret?: string; apiBase: string; webhookId?: string; timeoutMs: number };
  publicBaseUrl: string;
  /** Folder with the built storefront (index.html and assets); optional so the API runs alone. */
  webDistDir: string;
  /** Folder served under /public-objects. */
  publicObjectsDir: string;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
  /** Seed the demo catalogue when the product table is empty. */
  seedOnStart: boolean;
  /** IANA zone whose calendar days the back office's figures use (the dashboard's "per day"). */
  shopTimeZone: string;
}

/** The shop was founded in Indiana (spec 1); its days are Indianapolis days unless SHOP_TIME_ZONE says otherwise. */
export const DEFAULT_SHOP_TIME_ZONE = 'America/Indiana/Indianapolis';

export const DEV_ADMIN_PASSWORD = 'admin-dev-password';

export class ConfigError extends Error {}

/** The variables the service reads, for the README table and the docker-compose check. */
export const CONFIG_VARIABLES = [
  'NODE_ENV', 'PORT', 'HOST', 'DATABASE_URL', 'SQLITE_PATH', 'ADMIN_PASSWORD', 'PAYMENT_PROVIDER',
  'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_API_BASE', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_TIMEOUT_MS',
  'PUBLIC_BASE_URL', 'WEB_DIST_DIR', 'PUBLIC_OBJECTS_DIR', 'LOG_LEVEL', 'SEED_ON_START',
  'SHOP_TIME_ZONE',
] as const;

type Env = Record<string, string | undefined>;

function fail(name: string, problem: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${problem}`);
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  return fail(name, `must be true or false, got "${raw}"`);
}

function readUrl(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(name, 'must be a URL');
  }
  if (!protocols.includes(url.protocol)) fail(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return raw.replace(/\/+$/, '');
}

/** Validates the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const port = readInt(env, 'PORT', 3000, 0, 65535);

  const databaseUrl = readUrl(env, 'DATABASE_URL', undefined, ['mysql:', 'mariadb:']);
  if (databaseUrl && !new URL(databaseUrl).pathname.replace('/', '')) fail('DATABASE_URL', 'must name a database, e.g. mysql://root@127.0.0.1:3306/shop');

  let adminPassword = env.ADMIN_PASSWORD ?? '';
  const adminPasswordIsDefault = adminPassword === '';
  if (isProduction && adminPassword.length < 12) {
    fail('ADMIN_PASSWORD', adminPassword ? 'must be at least 12 characters in production' : 'is required in production (at least 12 characters)');
  }
  if (adminPasswordIsDefault) adminPassword = DEV_ADMIN_PASSWORD;

  const paypal = {
    clientId: env.PAYPAL_CLIENT_ID || undefined,
    clientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
    apiBase: readUrl(env, 'PAYPAL_API_BASE', 'https://api-m.sandbox.paypal.com', ['http:', 'https:'])!,
    webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
    timeoutMs: readInt(env, 'PAYPAL_TIMEOUT_MS', 8000, 100, 60000),
  };
  const providerRaw = env.PAYMENT_PROVIDER || (paypal.clientId && paypal.clientSecret ? 'paypal' : 'demo');
  if (providerRaw !== 'demo' && providerRaw !== 'paypal') fail('PAYMENT_PROVIDER', `must be "paypal" or "demo", got "${providerRaw}"`);
  const paymentProvider: PaymentProviderName = providerRaw;
  if (paymentProvider === 'paypal' && !(paypal.clientId && paypal.clientSecret)) {
    fail(paypal.clientId ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID', 'is required when PAYMENT_PROVIDER is paypal');
  }
  if (paymentProvider === 'demo' && isProduction) fail('PAYMENT_PROVIDER', 'cannot be "demo" in production (the demo wallet takes no real money)');

  const logLevel = (env.LOG_LEVEL || 'info') as AppConfig['logLevel'];
  if (!['error', 'warn', 'info', 'debug'].includes(logLevel)) fail('LOG_LEVEL', 'must be one of error, warn, info, debug');

  const shopTimeZone = env.SHOP_TIME_ZONE || DEFAULT_SHOP_TIME_ZONE;
  if (!isTimeZone(shopTimeZone)) fail('SHOP_TIME_ZONE', `must be an IANA time zone such as America/New_York, got "${shopTimeZone}"`);

  const repoRoot = resolve(__dirname, '..', '..', '..');
  return {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    sqlitePath: env.SQLITE_PATH || resolve(repoRoot, 'data', 'shop.sqlite'),
    adminPassword,
    adminPasswordIsDefault,
    paymentProvider,
    paypal,
    publicBaseUrl: readUrl(env, 'PUBLIC_BASE_URL', `http://localhost:${port || 3000}`, ['http:', 'https:'])!,
    webDistDir: env.WEB_DIST_DIR || resolve(repoRoot, 'frontend', 'dist'),
    publicObjectsDir: env.PUBLIC_OBJECTS_DIR || resolve(repoRoot, 'backend', 'public-objects'),
    logLevel,
    seedOnStart: readBool(env, 'SEED_ON_START', true),
    shopTimeZone,
  };
}
