import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { randomBytes } from 'node:crypto';
import { CONFIG_VARIABLES, loadConfig } from './app-config';
import { SIGNING_KEY_VARIABLES } from './signing-keys';

/** No Docker engine runs here, so the compose file is checked against the config schema instead. */
describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(resolve(__dirname, '..', '..', '..', 'docker-compose.yml'), 'utf8')) as {
    services: Record<
      string,
      {
        environment?: Record<string, string>;
        build?: { dockerfile: string; target?: string };
        depends_on?: Record<string, unknown> | string[];
        ports?: string[];
      }
    >;
  };
  const app = compose.services.app;
  // Compose substitutes ${VAR:-default}; the test sees what an unset shell would give. A required ${VAR:?message}
  // stops compose when unset; the test gives it the value an operator would (a random one).
  const required = new Set<string>();
  const env = Object.fromEntries(
    Object.entries(app.environment ?? {}).map(([k, v]) => [
      k,
      String(v)
        .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
        .replace(/\$\{([A-Z_]+):\?[^}]*\}/g, (_, name: string) => {
          required.add(name);
          return randomBytes(24).toString('base64url');
        }),
    ]),
  );

  it('starts MySQL 8 and the app built from infra/', () => {
    expect(compose.services.mysql).toBeDefined();
    expect(JSON.stringify(compose.services.mysql)).toMatch(/mysql:8/);
    expect(app.build?.dockerfile).toBe('infra/Dockerfile');
    expect(app.depends_on).toHaveProperty('mysql');
  });

  it('has no default for a secret: the password and every signing key must be set by the operator', () => {
    expect([...required].sort()).toEqual(['ADMIN_PASSWORD', ...Object.values(SIGNING_KEY_VARIABLES)].sort());
  });

  it('gives the app only variables the service knows', () => {
    const known = new Set<string>(CONFIG_VARIABLES);
    expect(Object.keys(env).filter((name) => !known.has(name))).toEqual([]);
  });

  it('is a configuration the service accepts in production, on MySQL', () => {
    const config = loadConfig(env);
    expect(config.isProduction).toBe(true);
    expect(config.databaseUrl).toMatch(/^mysql:\/\/.+@mysql:3306\/shop$/);
    expect(config.adminPassword.length).toBeGreaterThanOrEqual(12);
  });

  it('runs scalable app instances behind nginx, sharing state through Redis', () => {
    expect(app.build?.target).toBe('app');
    // A published host port would stop `--scale app=3` (the replicas would fight for it); nginx publishes instead.
    expect(app.ports).toBeUndefined();
    expect(compose.services.nginx.build?.target).toBe('nginx');
    expect(compose.services.nginx.depends_on).toContain('app');
    expect(app.depends_on).toHaveProperty('redis');
    expect(loadConfig(env).redisUrl).toBe('redis://redis:6379');
  });
});
