import { ConfigError, DEV_ADMIN_PASSWORD, loadConfig } from './app-config';

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
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' }, /ADMIN_PASSWORD is required in production/],
    [{ NODE_ENV: 'production', ADMIN_PASSWORD: 'short', PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' }, /ADMIN_PASSWORD must be at least 12/],
    [{ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-enough-secret' }, /PAYMENT_PROVIDER cannot be "demo" in production/],
    [{ PAYMENT_PROVIDER: 'stripe' }, /PAYMENT_PROVIDER must be "paypal" or "demo"/],
    [{ PAYMENT_PROVIDER: 'paypal' }, /PAYPAL_CLIENT_ID is required/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SEED_ON_START: 'maybe' }, /SEED_ON_START must be true or false/],
    [{ SHOP_TIME_ZONE: 'Mars/Olympus_Mons' }, /SHOP_TIME_ZONE must be an IANA time zone/],
  ])('refuses %p with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('picks PayPal when its credentials are configured', () => {
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'http://127.0.0.1:9999/' });
    expect(config.paymentProvider).toBe('paypal');
    expect(config.paypal.apiBase).toBe('http://127.0.0.1:9999');
  });
});
