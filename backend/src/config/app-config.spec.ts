import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDataSourceOptions } from '../database/data-source-options';
import { ConfigError, DEV_ADMIN_PASSWORD, loadConfig } from './app-config';

const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'a-long-enough-secret',
  PAYPAL_CLIENT_ID: 'a',
  PAYPAL_CLIENT_SECRET: 'b',
  ORDER_STATUS_SECRET: 'a-production-order-status-secret-0123456789',
  MAIL_LINK_SECRET: 'a-production-mail-link-secret-0123456789abc',
};

describe('loadConfig', () => {
  it('runs on the embedded database and the demo wallet by default', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqlitePath).toMatch(/data\/shop\.sqlite$/);
    expect(config.port).toBe(3000);
    expect(config.paymentProvider).toBe('demo');
    expect(config.adminPassword).toBe(DEV_ADMIN_PASSWORD);
    expect(config.adminPasswordIsDefault).toBe(true);
    expect(config.shopTimeZone).toBe('America/Indiana/Indianapolis');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'postgres://x@y/db' }, /DATABASE_URL must start with mysql/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ DATABASE_URL: 'mysql://root@127.0.0.1:3306' }, /DATABASE_URL must name a database/],
    [
      { DATABASE_URL: 'mysql://root@localhost/shop?socket=/run/mysqld/mysqld.sock' },
      /DATABASE_URL has an unknown parameter "socket" \(the only one read is socketPath/,
    ],
    [
      { DATABASE_URL: 'mysql://root@localhost/shop?socketPath=mysqld.sock' },
      /DATABASE_URL socketPath must be an absolute path/,
    ],
    [
      { DATABASE_URL: 'mysql://root@localhost/shop?socketPath=/a.sock&socketPath=/b.sock' },
      /DATABASE_URL names socketPath more than once/,
    ],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL must start with redis:\/\/ or rediss:\/\//],
    [
      { NODE_ENV: 'production', PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' },
      /ADMIN_PASSWORD is required in production/,
    ],
    [
      {
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'short',
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: 'a',
        PAYPAL_CLIENT_SECRET: 'b',
      },
      /ADMIN_PASSWORD must be at least 12/,
    ],
    [
      { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-enough-secret' },
      /PAYMENT_PROVIDER cannot be "demo" in production/,
    ],
    [
      {
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'a-long-enough-secret',
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: 'a',
        PAYPAL_CLIENT_SECRET: 'b',
      },
      /ORDER_STATUS_SECRET is required in production/,
    ],
    [
      {
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'a-long-enough-secret',
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: 'a',
        PAYPAL_CLIENT_SECRET: 'b',
        ORDER_STATUS_SECRET: 'short',
      },
      /ORDER_STATUS_SECRET must be at least 32/,
    ],
    [{ ...PRODUCTION, ORDER_STATUS_SECRET: undefined }, /ORDER_STATUS_SECRET is required in production/],
    [{ ...PRODUCTION, MAIL_LINK_SECRET: undefined }, /MAIL_LINK_SECRET is required in production/],
    [{ ...PRODUCTION, MAIL_LINK_SECRET: 'short' }, /MAIL_LINK_SECRET must be at least 32/],
    [{ ...PRODUCTION, ADMIN_PASSWORD: 'change-me-to-a-long-secret' }, /ADMIN_PASSWORD is a published example/],
    [{ ...PRODUCTION, ADMIN_PASSWORD: 'Admin-Dev-Password' }, /ADMIN_PASSWORD is a published example/],
    [
      { ...PRODUCTION, ORDER_STATUS_SECRET: 'change-me-to-32-or-more-random-characters' },
      /ORDER_STATUS_SECRET is a published example/,
    ],
    [{ PAYMENT_PROVIDER: 'stripe' }, /PAYMENT_PROVIDER must be "paypal" or "demo"/],
    [{ PAYMENT_PROVIDER: 'paypal' }, /PAYPAL_CLIENT_ID is required/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SEED_ON_START: 'maybe' }, /SEED_ON_START must be true or false/],
    [{ ...PRODUCTION }, /SMTP_URL is required in production \(or set MAIL_DISABLED=true/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ MAIL_FROM: 'Shop <a@b.c>\r\nBcc: x@y.z' }, /MAIL_FROM must be an e-mail address/],
    [{ SHOP_ORDERS_EMAIL: 'not-an-address' }, /SHOP_ORDERS_EMAIL must be an e-mail address/],
    [{ SHOP_CONTACT_EMAIL: 'Shop <hello@shop.example>' }, /SHOP_CONTACT_EMAIL must be a bare e-mail address/],
    [{ MAIL_POLL_INTERVAL_MS: '0' }, /MAIL_POLL_INTERVAL_MS must be between/],
    [{ SHOP_TIME_ZONE: 'Mars/Olympus_Mons' }, /SHOP_TIME_ZONE must be an IANA time zone/],
  ])('refuses %p with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps no signing key derived from the admin password; development keys are generated once into data/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'signing-keys-'));
    const first = loadConfig({ SQLITE_PATH: join(dir, 'shop.sqlite'), ADMIN_PASSWORD: 'one-admin-password' });
    const second = loadConfig({ SQLITE_PATH: join(dir, 'shop.sqlite'), ADMIN_PASSWORD: 'another-admin-password' });
    expect(first.mail.linkSecret).toBe(second.mail.linkSecret);
    expect(first.orderStatusSecret).toBe(second.orderStatusSecret);
    expect(first.mail.linkSecret).not.toBe(first.orderStatusSecret);
    expect(first.mail.linkSecret).not.toContain('one-admin-password');
    expect(first.generatedSigningKeys).toEqual(['ORDER_STATUS_SECRET', 'MAIL_LINK_SECRET']);
    const stored = JSON.parse(readFileSync(join(dir, 'signing-keys.json'), 'utf8')) as Record<string, string>;
    expect(stored).toEqual({ orderStatus: first.orderStatusSecret, mailLinks: first.mail.linkSecret });
    // Each key is its own setting: rotating one leaves the other (and its links) alone.
    const rotated = loadConfig({ SQLITE_PATH: join(dir, 'shop.sqlite'), MAIL_LINK_SECRET: 'x'.repeat(40) });
    expect(rotated.mail.linkSecret).toBe('x'.repeat(40));
    expect(rotated.orderStatusSecret).toBe(first.orderStatusSecret);
    rmSync(dir, { recursive: true });
  });

  it("connects over TCP unless DATABASE_URL names the server's Unix socket", () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/shop' }).databaseSocketPath).toBeUndefined();
    const config = loadConfig({ DATABASE_URL: 'mysql://root@localhost/shop?socketPath=/run/mysqld/mysqld.sock' });
    expect(config.databaseSocketPath).toBe('/run/mysqld/mysqld.sock');
    expect(buildDataSourceOptions(config)).toMatchObject({ type: 'mysql', socketPath: '/run/mysqld/mysqld.sock' });
  });

  it('picks PayPal when its credentials are configured', () => {
    const config = loadConfig({
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE: 'http://127.0.0.1:9999/',
    });
    expect(config.paymentProvider).toBe('paypal');
    expect(config.paypal.apiBase).toBe('http://127.0.0.1:9999');
  });

  it('keeps shared state in memory unless REDIS_URL is set', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('sends e-mail to the development mailbox unless SMTP_URL is set; production needs SMTP_URL or MAIL_DISABLED', () => {
    expect(loadConfig({}).mail).toMatchObject({
      enabled: true,
      smtpUrl: undefined,
      shopOrdersEmail: undefined,
      pollIntervalMs: 5000,
      retryUnitMs: 60000,
    });
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: 'smtps://user:pw@mail.example:465' }).mail).toMatchObject({
      enabled: true,
      smtpUrl: 'smtps://user:pw@mail.example:465',
    });
    expect(loadConfig({ ...PRODUCTION, MAIL_DISABLED: 'true' }).mail.enabled).toBe(false);
    expect(loadConfig({ SHOP_ORDERS_EMAIL: 'Orders <orders@shop.example>' }).mail.shopOrdersEmail).toBe(
      'Orders <orders@shop.example>',
    );
    expect(loadConfig({}).mail.shopContactEmail).toBe('hello@naturalhouse.example');
    expect(loadConfig({ SHOP_CONTACT_EMAIL: 'care@shop.example' }).mail.shopContactEmail).toBe('care@shop.example');
  });
});
