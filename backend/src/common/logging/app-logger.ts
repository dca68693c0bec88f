import pino, { DestinationStream, Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';

/**
 * Keys never written in clear, wherever they sit in a log object (up to three levels deep): secrets and the
 * customer's personal data. Access lines carry none of them today; this guards what a later log call might pass.
 */
const REDACTED_KEYS = [
  'password',
  'authorization',
  'cookie',
  '"x-admin-password"',
  'customerEmail',
  'customerName',
  'customerPhone',
  'email',
  'phone',
  'firstName',
  'lastName',
  'shippingAddress',
  'billingAddress',
  'address',
];

export const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => {
  const member = key.startsWith('"') ? `[${key}]` : `.${key}`;
  return [member.startsWith('.') ? key : member, `*${member}`, `*.*${member}`];
});

/**
 * The one logger of the process: JSON lines through pino, for Fastify (access lines), Nest and the app's own messages.
 * LOG_LEVEL keeps its meaning: `info` adds one line per request, `debug` more, `warn`/`error` only problems.
 */
export function createAppLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
