import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { PaymentProviderFailure } from '../payments/payment-provider-error';

/** Label for requests that matched no route (404s): raw URLs would make one series per typo or probe. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Limit name of the admin password throttle (AdminAuthService), beside the public limits of rate-limits/. */
export const ADMIN_LOGIN_LIMIT = 'adminLogin';

const PAYMENT_FAILURE_KINDS: readonly PaymentProviderFailure[] = [
  'declined',
  'already-captured',
  'not-approved',
  'not-found',
  'unavailable',
  'rejected',
];

const REFUND_OUTCOMES = ['requested', 'pending', 'completed', 'failed', 'unanswered'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];

type RequestSeries = Histogram.Internal<'method' | 'route' | 'status'>;

/**
 * The shop's Prometheus series, in a registry of its own (not prom-client's global one, so several apps in one
 * process, as in the tests, do not collide). Recording costs one observe or increment; rendering happens per scrape.
 */
export class ShopMetrics {
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly requestSeriesByRoute = new Map<string, Map<string, Map<number, RequestSeries>>>();
  private readonly ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (committed), whichever path finished the checkout',
    registers: [this.registry],
  });
  private readonly paymentFailures = new Counter({
    name: 'shop_payment_failures_total',
    help: 'Payment provider failures by kind (declined, unavailable, ...)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly refunds = new Counter({
    name: 'shop_refunds_total',
    help: 'Refunds by outcome: requested, pending, completed, failed, or unanswered (the provider did not answer; retried with the same id)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly throttled = new Counter({
    name: 'shop_throttled_requests_total',
    help: 'Requests refused with 429, by the name of the limit that refused them',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  /** `limitNames`: every limit that can refuse, so each series exists from 0 and rate() works from the first scrape. */
  constructor(limitNames: readonly string[]) {
    // Event-loop lag (nodejs_eventloop_lag_*), heap, CPU and file descriptors, read at scrape time.
    collectDefaultMetrics({ register: this.registry });
    for (const kind of PAYMENT_FAILURE_KINDS) this.paymentFailures.labels(kind).inc(0);
    for (const limit of limitNames) this.throttled.labels(limit).inc(0);
    for (const outcome of REFUND_OUTCOMES) this.refunds.labels(outcome).inc(0);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  observeRequest(method: string, route: string | undefined, status: number, seconds: number): void {
    this.requestSeries(method, route ?? UNMATCHED_ROUTE, status).observe(seconds);
  }

  /**
   * The histogram's child for one route pattern, method and status, made once: the label set is bounded (route
   * patterns, not URLs), so later answers skip building and checking labels. Keyed by the strings as they come, without
   * joining them into a new key per answer.
   */
  private requestSeries(method: string, route: string, status: number): RequestSeries {
    let byMethod = this.requestSeriesByRoute.get(route);
    if (!byMethod) this.requestSeriesByRoute.set(route, (byMethod = new Map<string, Map<number, RequestSeries>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, RequestSeries>()));
    let series = byStatus.get(status);
    if (!series) {
      series = this.requestDuration.labels(method, route, String(status));
      byStatus.set(status, series);
    }
    return series;
  }

  orderPlaced(): void {
    this.ordersPlaced.inc();
  }

  paymentFailed(kind: PaymentProviderFailure): void {
    this.paymentFailures.labels(kind).inc();
  }

  refundOutcome(outcome: RefundOutcome): void {
    this.refunds.labels(outcome).inc();
  }

  throttledBy(limit: string): void {
    this.throttled.labels(limit).inc();
  }
}
