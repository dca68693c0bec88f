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
 * pino's `isoTime` (`,"time":"2026-…Z"`), formatted once per millisecond: under load, many lines share one, and the
 * access line of every request would otherwise format the date again.
 */
function isoTimeOncePerMillisecond(): () => string {
  let formattedAt = Number.NaN;
  let formatted = '';
  return () => {
    const now = Date.now();
    if (now !== formattedAt) {
      formattedAt = now;
      formatted = `,"time":"${new Date(now).toISOString()}"`;
    }
    return formatted;
  };
}

/**
 * The one logger of the process: JSON lines through pino, for Fastify (access lines), Nest and the app's own messages.
 * LOG_LEVEL keeps its meaning: `info` adds one line per request, `debug` more, `warn`/`error` only problems.
 */
export function createAppLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: isoTimeOncePerMillisecond(),
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
