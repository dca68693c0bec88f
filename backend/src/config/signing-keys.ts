import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Env, fail } from './env-readers';

/**
 * The HMAC keys of the links the shop sends, one setting each, so rotating one revokes only its own links. None is
 * derived from another secret (a link's token must not be a way to test guesses of the admin password offline).
 */
export const SIGNING_KEY_VARIABLES = {
  /** Guest order status links (`/orders/status?token=`). */
  orderStatus: 'ORDER_STATUS_SECRET',
  /** Unsubscribe links of the newsletter and of back-in-stock notices. */
  mailLinks: 'MAIL_LINK_SECRET',
} as const;

export type SigningKeyName = keyof typeof SIGNING_KEY_VARIABLES;
export type SigningKeys = Record<SigningKeyName, string>;

export const MIN_SIGNING_KEY_LENGTH = 32;

/**
 * Each key from its variable. Production requires every one (32+ characters); elsewhere an unset key is generated once
 * and kept in `devKeysFile` (git-ignored data/), so links stay valid across restarts and instances of one checkout.
 */
export function readSigningKeys(
  env: Env,
  isProduction: boolean,
  devKeysFile: string,
): { keys: SigningKeys; generated: string[] } {
  const generated: string[] = [];
  let stored: Partial<SigningKeys> | undefined;
  const keys = {} as SigningKeys;
  for (const [name, variable] of Object.entries(SIGNING_KEY_VARIABLES) as [SigningKeyName, string][]) {
    const value = env[variable];
    if (value) {
      if (isProduction && value.length < MIN_SIGNING_KEY_LENGTH)
        fail(variable, `must be at least ${MIN_SIGNING_KEY_LENGTH} characters in production`);
      keys[name] = value;
      continue;
    }
    if (isProduction)
      fail(variable, `is required in production (at least ${MIN_SIGNING_KEY_LENGTH} random characters)`);
    stored ??= developmentKeys(devKeysFile);
    keys[name] = stored[name] as string;
    generated.push(variable);
  }
  return { keys, generated };
}

/** The development keys file, created with fresh random keys on first use (atomically: parallel starts agree). */
function developmentKeys(file: string): SigningKeys {
  const existing = readKeys(file);
  if (existing) return existing;
  const fresh = Object.fromEntries(
    Object.keys(SIGNING_KEY_VARIABLES).map((name) => [name, randomBytes(32).toString('base64url')]),
  ) as SigningKeys;
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  try {
    // link() fails if another process created the file first; its keys then win.
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readKeys(file) ?? fresh;
}

function readKeys(file: string): SigningKeys | undefined {
  let parsed: Partial<SigningKeys>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SigningKeys>;
  } catch {
    return undefined;
  }
  const complete = Object.keys(SIGNING_KEY_VARIABLES).every(
    (name) => typeof parsed[name as SigningKeyName] === 'string',
  );
  if (complete) return parsed as SigningKeys;
  // A file from an older checkout lacking a key: add the missing ones, keep the others (and their links).
  const merged = Object.fromEntries(
    Object.keys(SIGNING_KEY_VARIABLES).map((name) => [
      name,
      parsed[name as SigningKeyName] ?? randomBytes(32).toString('base64url'),
    ]),
  ) as SigningKeys;
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`, { mode: 0o600 });
  return merged;
}
