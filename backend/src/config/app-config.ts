import { dirname, resolve } from 'node:path';
import { readRateLimits, RATE_LIMIT_VARIABLES, RateLimitSettings } from '../rate-limits/rate-limit-definitions';
import { readDatabaseSocketPath } from './database-url';
import { Env, fail, readInt } from './env-readers';
import { readSigningKeys, SIGNING_KEY_VARIABLES } from './signing-keys';
import { readTrustProxy, TrustProxy } from './trust-proxy';
import { isTimeZone } from '../common/shop-time-zone';
import { MEDIA_CONFIG_VARIABLES, MediaConfig, readMediaConfig } from './media-config';

export type PaymentProviderName = 'demo' | 'paypal';

/** Everything the service reads from the environment, validated once at start. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** mysql://user:pass@host:port/db, or undefined for the embedded SQLite database. */
  databaseUrl?: string;
  /** The server's Unix socket, from DATABASE_URL's socketPath (same machine); undefined: TCP to the URL's host. */
  databaseSocketPath?: string;
  sqlitePath: string;
  adminPassword: string;
  /** True when ADMIN_PASSWORD was not set and the development default is in use. */
  adminPasswordIsDefault: boolean;
  /** HMAC key of the guest order status links; rotating it revokes every link already sent. */
  orderStatusSecret: string;
  /** The signing-key variables left unset outside production, whose keys were generated into `devSigningKeysFile`. */
  generatedSigningKeys: string[];
  devSigningKeysFile: string;
  /** Bearer token for GET /metrics; unset: 404 in production, open elsewhere (see metrics/metrics-access.ts). */
  metricsToken?: string;
  paymentProvider: PaymentProviderName;
  paypal: {
    clientId?: string;
    clientSecret?: string;
    apiBase: string;
    webhookId?: string;
    timeoutMs: number;
    /** The JS SDK script the browser loads; the CSP allows its origin. */
    sdkUrl: string;
  };
  publicBaseUrl: string;
  /** Folder with the built storefront (index.html and assets); optional so the API runs alone. */
  webDistDir: string;
  /** Folder served under /public-objects. */
  publicObjectsDir: string;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
  /** Seed the demo catalogue when the product table is empty. */
  seedOnStart: boolean;
  /** redis://host:port: state shared by several instances (limits, catalogue version); unset keeps it in memory. */
  redisUrl?: string;
  /** Which peers may set X-Forwarded-For (false: none, the TCP peer is the client). */
  trustProxy: TrustProxy;
  /** Per-address limits of the public calls (see rate-limits/). */
  rateLimits: RateLimitSettings;
  /** Per-address limits count an IPv6 client by its network of this many bits (common/address-key.ts). */
  ipv6LimitPrefixLength: number;
  /** A request's headers and body must arrive within this (Fastify requestTimeout); then 408 and the socket closes. */
  requestTimeoutMs: number;
  /** A socket with no traffic for this long is closed (Fastify connectionTimeout). */
  connectionTimeoutMs: number;
  /** Units one checkout line may hold (and the product page says so). */
  maxUnitsPerLine: number;
  /** Units one address may put on hold through checkouts within a hold's 15 minutes (checkout/held-units.guard.ts). */
  maxUnitsHeldPerAddress: number;
  /** Uncaptured pending checkouts older than this many hours are purged. */
  pendingCheckoutRetentionHours: number;
  /** IANA zone whose calendar days the back office's figures use (the dashboard's "per day"). */
  shopTimeZone: string;
  mail: MailConfig;
  media: MediaConfig;
}

/** Transactional e-mail: where it goes and how the outbox sender paces itself (see docs/mail.md). */
export interface MailConfig {
  /** False only when MAIL_DISABLED is set: nothing is queued and no sender runs. */
  enabled: boolean;
  /** smtp:// or smtps:// URL; undefined sends to the development mailbox at /dev/mailbox. */
  smtpUrl?: string;
  from: string;
  /** Staff address told about each new order; undefined queues no staff notification. */
  shopOrdersEmail?: string;
  /** The shop's public address, shown on /contact and in the footer (SHOP_CONTACT_EMAIL). */
  shopContactEmail: string;
  pollIntervalMs: number;
  maxAttempts: number;
  /** One backoff unit: retries wait 1, 5, 30, 120, then 60 units (a minute in production). */
  retryUnitMs: number;
  smtpTimeoutMs: number;
  /** Key of the HMAC that signs unsubscribe links (MAIL_LINK_SECRET). */
  linkSecret: string;
}

/**
 * The shop was founded in Indiana (docs/product.md, Who it is for); its days are Indianapolis days unless
 * SHOP_TIME_ZONE says otherwise.
 */
export const DEFAULT_SHOP_TIME_ZONE = 'America/Indiana/Indianapolis';

/** PayPal's own JS SDK address. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

export const DEV_ADMIN_PASSWORD = 'admin-dev-password';

/**
 * Passwords published in this project or on every list of defaults: production refuses them whatever their length
 * (an operator who copied an example runs with a password anyone can read).
 */
export const KNOWN_DEFAULT_PASSWORDS: readonly string[] = [
  DEV_ADMIN_PASSWORD,
  'change-me-to-a-long-secret',
  'change-me-to-32-or-more-random-characters',
  'administrator',
  'password1234',
  'password12345',
  'changemechangeme',
  'letmein12345',
  'admin1234567',
  'adminadminadmin',
];

export { ConfigError } from './env-readers';

/** The variables the service reads, for the README table and the docker-compose check. */
export const CONFIG_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATABASE_URL',
  'SQLITE_PATH',
  'ADMIN_PASSWORD',
  'PAYMENT_PROVIDER',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_API_BASE',
  'PAYPAL_WEBHOOK_ID',
  'PAYPAL_TIMEOUT_MS',
  'PAYPAL_SDK_URL',
  'PUBLIC_BASE_URL',
  'WEB_DIST_DIR',
  'PUBLIC_OBJECTS_DIR',
  'LOG_LEVEL',
  'SEED_ON_START',
  'TRUST_PROXY',
  'PENDING_CHECKOUT_RETENTION_HOURS',
  'MAX_UNITS_PER_LINE',
  'MAX_UNITS_HELD_PER_ADDRESS',
  'IPV6_LIMIT_PREFIX_LENGTH',
  'HTTP_REQUEST_TIMEOUT_MS',
  'HTTP_CONNECTION_TIMEOUT_MS',
  ...RATE_LIMIT_VARIABLES,
  'REDIS_URL',
  'ORDER_STATUS_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'SHOP_ORDERS_EMAIL',
  'SHOP_CONTACT_EMAIL',
  'MAIL_DISABLED',
  'MAIL_POLL_INTERVAL_MS',
  'MAIL_MAX_ATTEMPTS',
  'MAIL_RETRY_UNIT_MS',
  'MAIL_SMTP_TIMEOUT_MS',
  'MAIL_LINK_SECRET',
  'SHOP_TIME_ZONE',
  'METRICS_TOKEN',
  ...MEDIA_CONFIG_VARIABLES,
] as const;

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  return fail(name, `must be true or false, got "${raw}"`);
}

function readUrl(env: Env, name: string, fallback: string, protocols: string[]): string;
function readUrl(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined;
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
  if (databaseUrl && !new URL(databaseUrl).pathname.replace('/', ''))
    fail('DATABASE_URL', 'must name a database, e.g. mysql://root@127.0.0.1:3306/shop');
  const databaseSocketPath = databaseUrl ? readDatabaseSocketPath(databaseUrl) : undefined;

  let adminPassword = env.ADMIN_PASSWORD ?? '';
  const adminPasswordIsDefault = adminPassword === '';
  if (isProduction && adminPassword.length < 12) {
    fail(
      'ADMIN_PASSWORD',
      adminPassword
        ? 'must be at least 12 characters in production'
        : 'is required in production (at least 12 characters)',
    );
  }
  if (isProduction && KNOWN_DEFAULT_PASSWORDS.includes(adminPassword.trim().toLowerCase()))
    fail('ADMIN_PASSWORD', 'is a published example or default password; choose your own');
  if (adminPasswordIsDefault) adminPassword = DEV_ADMIN_PASSWORD;

  const paypal = {
    clientId: env.PAYPAL_CLIENT_ID || undefined,
    clientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
    apiBase: readUrl(env, 'PAYPAL_API_BASE', 'https://api-m.sandbox.paypal.com', ['http:', 'https:']),
    webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
    timeoutMs: readInt(env, 'PAYPAL_TIMEOUT_MS', 8000, 100, 60000),
    sdkUrl: readUrl(env, 'PAYPAL_SDK_URL', PAYPAL_SDK_URL, ['http:', 'https:']),
  };
  const providerRaw = env.PAYMENT_PROVIDER || (paypal.clientId && paypal.clientSecret ? 'paypal' : 'demo');
  if (providerRaw !== 'demo' && providerRaw !== 'paypal')
    fail('PAYMENT_PROVIDER', `must be "paypal" or "demo", got "${providerRaw}"`);
  const paymentProvider: PaymentProviderName = providerRaw;
  if (paymentProvider === 'paypal' && !(paypal.clientId && paypal.clientSecret)) {
    fail(paypal.clientId ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID', 'is required when PAYMENT_PROVIDER is paypal');
  }
  if (paymentProvider === 'demo' && isProduction)
    fail('PAYMENT_PROVIDER', 'cannot be "demo" in production (the demo wallet takes no real money)');

  const repoRoot = resolve(__dirname, '..', '..', '..');
  const sqlitePath = env.SQLITE_PATH || resolve(repoRoot, 'data', 'shop.sqlite');
  // Beside the development database (data/, git-ignored): the keys of the links already sent survive restarts.
  const devSigningKeysFile = resolve(
    sqlitePath === ':memory:' ? resolve(repoRoot, 'data') : dirname(resolve(sqlitePath)),
    'signing-keys.json',
  );
  const signing = readSigningKeys(env, isProduction, devSigningKeysFile);
  for (const variable of Object.values(SIGNING_KEY_VARIABLES))
    if (isProduction && KNOWN_DEFAULT_PASSWORDS.includes(env[variable] ?? ''))
      fail(variable, 'is a published example value; generate a random one');

  const logLevel = (env.LOG_LEVEL || 'info') as AppConfig['logLevel'];
  if (!['error', 'warn', 'info', 'debug'].includes(logLevel))
    fail('LOG_LEVEL', 'must be one of error, warn, info, debug');

  const redisUrl = readUrl(env, 'REDIS_URL', undefined, ['redis:', 'rediss:']);
  const mail = readMailConfig(env, isProduction, signing.keys.mailLinks);
  const shopTimeZone = env.SHOP_TIME_ZONE || DEFAULT_SHOP_TIME_ZONE;
  if (!isTimeZone(shopTimeZone))
    fail('SHOP_TIME_ZONE', `must be an IANA time zone such as America/New_York, got "${shopTimeZone}"`);

  return {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    databaseSocketPath,
    sqlitePath,
    adminPassword,
    adminPasswordIsDefault,
    orderStatusSecret: signing.keys.orderStatus,
    generatedSigningKeys: signing.generated,
    devSigningKeysFile,
    metricsToken: env.METRICS_TOKEN || undefined,
    paymentProvider,
    paypal,
    publicBaseUrl: readUrl(env, 'PUBLIC_BASE_URL', `http://localhost:${port || 3000}`, ['http:', 'https:']),
    webDistDir: env.WEB_DIST_DIR || resolve(repoRoot, 'frontend', 'dist'),
    publicObjectsDir: env.PUBLIC_OBJECTS_DIR || resolve(repoRoot, 'backend', 'public-objects'),
    logLevel,
    seedOnStart: readBool(env, 'SEED_ON_START', true),
    redisUrl,
    trustProxy: readTrustProxy(env),
    rateLimits: readRateLimits(env),
    ipv6LimitPrefixLength: readInt(env, 'IPV6_LIMIT_PREFIX_LENGTH', 64, 16, 128),
    // A shopper's largest body is a few KB; 30 s covers a stalled mobile link, not a client feeding a byte at a time.
    requestTimeoutMs: readInt(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    connectionTimeoutMs: readInt(env, 'HTTP_CONNECTION_TIMEOUT_MS', 60_000, 100, 600_000),
    maxUnitsPerLine: readInt(env, 'MAX_UNITS_PER_LINE', 10, 1, 99),
    maxUnitsHeldPerAddress: readInt(env, 'MAX_UNITS_HELD_PER_ADDRESS', 30, 1, 1_000_000),
    pendingCheckoutRetentionHours: readInt(env, 'PENDING_CHECKOUT_RETENTION_HOURS', 24, 1, 24 * 365),
    mail,
    media: readMediaConfig(env, repoRoot),
    shopTimeZone,
  };
}

/** A bare address, or `Name <address>`; no line breaks (they would forge headers). */
const MAILBOX = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

function readMailbox(env: Env, name: string, fallback: string): string;
function readMailbox(env: Env, name: string, fallback: string | undefined): string | undefined;
function readMailbox(env: Env, name: string, fallback: string | undefined): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!MAILBOX.test(raw)) fail(name, `must be an e-mail address or "Name <address>", got "${raw}"`);
  return raw;
}

/** An address shoppers see and write to: a bare address, no display name. */
function readPlainAddress(env: Env, name: string, fallback: string): string {
  const address = readMailbox(env, name, fallback);
  if (address.includes('<')) fail(name, `must be a bare e-mail address, got "${address}"`);
  return address;
}

function readMailConfig(env: Env, isProduction: boolean, linkSecret: string): MailConfig {
  const enabled = !readBool(env, 'MAIL_DISABLED', false);
  const smtpUrl = readUrl(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']);
  if (isProduction && enabled && !smtpUrl)
    fail('SMTP_URL', 'is required in production (or set MAIL_DISABLED=true to send no e-mail)');
  return {
    enabled,
    smtpUrl,
    from: readMailbox(env, 'MAIL_FROM', 'Natural House <hello@naturalhouse.example>'),
    shopOrdersEmail: readMailbox(env, 'SHOP_ORDERS_EMAIL', undefined),
    shopContactEmail: readPlainAddress(env, 'SHOP_CONTACT_EMAIL', 'hello@naturalhouse.example'),
    pollIntervalMs: readInt(env, 'MAIL_POLL_INTERVAL_MS', 5000, 10, 3_600_000),
    maxAttempts: readInt(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    retryUnitMs: readInt(env, 'MAIL_RETRY_UNIT_MS', 60_000, 1, 3_600_000),
    smtpTimeoutMs: readInt(env, 'MAIL_SMTP_TIMEOUT_MS', 10_000, 100, 120_000),
    linkSecret,
  };
}
