import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';

export type MetricsAccess = 'allowed' | 'hidden' | 'refused';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Who may read /metrics. With METRICS_TOKEN set: only `Authorization: Bearer <token>`. Unset: hidden (404) in
 * production, where an open page would show traffic and failures to anyone, and open elsewhere for local scraping.
 */
export function metricsAccess(
  config: Pick<AppConfig, 'isProduction' | 'metricsToken'>,
  authorization: string | undefined,
): MetricsAccess {
  if (!config.metricsToken) return config.isProduction ? 'hidden' : 'allowed';
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  // Hashes first: equal lengths for timingSafeEqual, and the comparison time says nothing about the token.
  return match && timingSafeEqual(digest(match[1]), digest(config.metricsToken)) ? 'allowed' : 'refused';
}
