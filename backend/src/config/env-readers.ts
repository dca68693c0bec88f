/** A wrong environment value: main prints its one line and exits. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function fail(name: string, problem: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${problem}`);
}

export function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}
