import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { payPalAmountIssue } from './paypal-amount-rules';

/** How the fake ends a capture: PayPal's shapes for each. `amount` captures another value than the order's. */
export type FakeCaptureOutcome = 'COMPLETED' | 'DECLINED' | 'PENDING' | { amount: string };

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchase_units: Array<
    Record<string, unknown> & {
      amount: { currency_code: string; value: string };
      custom_id?: string;
      payments?: { captures: unknown[] };
    }
  >;
  captureOutcome: FakeCaptureOutcome;
  /** The create body asked to store the wallet (payment_source.paypal.attributes.vault.store_in_vault ON_SUCCESS). */
  storeInVault?: boolean;
  payment_source?: Record<string, unknown>;
}

/** A merchant-initiated charge of a stored wallet (an order created with payment_source.paypal.vault_id). */
export interface FakeVaultCharge {
  orderId: string;
  vaultId: string;
  requestId: string | undefined;
  value: string;
}

/** A refund the fake made, as PayPal's Payments v2 reports it. */
export interface FakeRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  amount: { currency_code: string; value: string };
  custom_id?: string;
  note_to_payer?: string;
  captureId: string;
  /** PayPal-Request-Id, absent for a refund made in the dashboard. */
  requestId?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

interface Scripted {
  pathPattern: RegExp;
  status?: number;
  body?: unknown;
  delayMs?: number;
}

const id = (prefix = '') => `${prefix}${randomBytes(8).toString('hex').toUpperCase().slice(0, 17)}`;

/**
 * A stateful stand-in for PayPal's REST API on 127.0.0.1: OAuth tokens, Orders v2 (create, get, capture) with
 * PayPal-Request-Id idempotency, PayPal's error shape, webhook signature verification, and scripted failures and delays.
 */
export class FakePayPalServer {
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';
  readonly orders = new Map<string, FakeOrder>();
  readonly requests: RecordedRequest[] = [];
  /** What verify-webhook-signature answers. */
  webhookVerification: 'SUCCESS' | 'FAILURE' = 'SUCCESS';
  /** The capture outcome given to orders created from now on. */
  defaultCaptureOutcome: FakeCaptureOutcome = 'COMPLETED';
  /** The status the next refunds get (PayPal answers PENDING when the money cannot move at once). */
  refundStatus: FakeRefund['status'] = 'COMPLETED';
  /** The next N refunds are made but answered with a 500, as when PayPal's answer is lost: the retry must not refund twice. */
  refundAnswersLost = 0;
  readonly refunds = new Map<string, FakeRefund>();
  /** How many refunds each PayPal-Request-Id made (a retry with the same id makes none). */
  readonly refundsPerRequestId = new Map<string, number>();
  /** Orders are approved at creation (as if the buyer clicked at once) unless this is false. */
  autoApprove = true;
  readonly webhookId = 'WH-FAKE-ID';
  /** Wallets stored in the vault by a capture, by vault id. */
  readonly vaults = new Map<string, { customerId: string }>();
  /** Every merchant-initiated charge made (a repeat with the same PayPal-Request-Id makes none). */
  readonly vaultCharges: FakeVaultCharge[] = [];
  /** How the next merchant-initiated charges end: captured, or the stored instrument declined. */
  vaultChargeOutcome: 'COMPLETED' | 'DECLINED' = 'COMPLETED';
  private readonly tokens = new Set<string>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly scripted: Scripted[] = [];
  private server?: Server;

  baseUrl = '';

  /** The settings that point the app's PayPal adapter (and its webhook check) at this server. */
  appEnv(): Record<string, string> {
    return {
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: this.clientId,
      PAYPAL_CLIENT_SECRET: this.clientSecret,
      PAYPAL_API_BASE: this.baseUrl,
      PAYPAL_WEBHOOK_ID: this.webhookId,
    };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.route(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next request whose path matches answers `status`/`body` (or is delayed), once per call. */
  script(pathPattern: RegExp, answer: Omit<Scripted, 'pathPattern'>): void {
    this.scripted.push({ pathPattern, ...answer });
  }

  /** Every issued access token stops working (PayPal answers 401 until a new one is fetched). */
  expireTokens(): void {
    this.tokens.clear();
  }

  /** The buyer approved in PayPal's window; `captureOutcome` is how its capture ends (a declined card: 'DECLINED'). */
  approve(orderId: string, captureOutcome?: FakeCaptureOutcome): void {
    const order = this.orders.get(orderId);
    if (!order || order.status !== 'CREATED') return;
    order.status = 'APPROVED';
    if (captureOutcome) order.captureOutcome = captureOutcome;
  }

  requestsTo(pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => pathPattern.test(r.path));
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0];
    let body: unknown = raw;
    if ((req.headers['content-type'] ?? '').includes('application/json') && raw) body = JSON.parse(raw);
    this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    const send = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    const index = this.scripted.findIndex((s) => s.pathPattern.test(path));
    if (index >= 0) {
      const [scripted] = this.scripted.splice(index, 1);
      if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs).unref());
      if (scripted.status)
        return send(
          scripted.status,
          scripted.body ?? {
            name: 'INTERNAL_SERVER_ERROR',
            message: 'An internal server error occurred.',
            debug_id: id('dbg'),
          },
        );
    }

    if (req.method === 'POST' && path === '/v1/oauth2/token') return this.token(req, raw, send);
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokens.has(bearer))
      return send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

    const requestId = req.headers['paypal-request-id'];
    const cacheKey = typeof requestId === 'string' ? `${req.method} ${path} ${requestId}` : undefined;
    if (cacheKey && this.idempotent.has(cacheKey)) {
      const cached = this.idempotent.get(cacheKey)!;
      return send(cached.status, cached.body);
    }
    const remember = (status: number, payload: unknown) => {
      if (cacheKey && status < 500) this.idempotent.set(cacheKey, { status, body: payload });
      send(status, payload);
    };

    if (req.method === 'POST' && path === '/v1/identity/generate-token')
      return send(200, { client_token: id('ct-'), expires_in: 3600 });
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return send(200, { verification_status: this.webhookVerification });
    if (req.method === 'POST' && path === '/v2/checkout/orders')
      return remember(...this.create(body, typeof requestId === 'string' ? requestId : undefined));
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (match) {
      const order = this.orders.get(decodeURIComponent(match[1]));
      if (!order)
        return send(
          404,
          this.error('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'The specified resource does not exist.'),
        );
      if (req.method === 'GET' && !match[2]) return send(200, this.view(order));
      if (req.method === 'POST' && match[2]) return remember(...this.capture(order));
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      const [status, payload] = this.refund(
        decodeURIComponent(refund[1]),
        body,
        typeof requestId === 'string' ? requestId : undefined,
      );
      if (status < 300 && this.refundAnswersLost > 0) {
        this.refundAnswersLost--;
        if (cacheKey) this.idempotent.set(cacheKey, { status, body: payload });
        return send(500, {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'An internal server error occurred.',
          debug_id: id('dbg'),
        });
      }
      return remember(status, payload);
    }
    send(404, this.error('NOT_FOUND', 'NOT_FOUND', `No route ${req.method} ${path}`));
  }

  /** The capture with this id, and what has been refunded of it. */
  captureById(
    captureId: string,
  ): { capture: { id: string; amount: { currency_code: string; value: string } }; refunded: number } | undefined {
    for (const order of this.orders.values()) {
      const capture = order.purchase_units[0].payments?.captures.find((c) => (c as { id: string }).id === captureId) as
        { id: string; amount: { currency_code: string; value: string } } | undefined;
      if (!capture) continue;
      const refunded = [...this.refunds.values()]
        .filter((r) => r.captureId === captureId && r.status !== 'FAILED')
        .reduce((sum, r) => sum + Math.round(Number(r.amount.value) * 100), 0);
      return { capture, refunded };
    }
    return undefined;
  }

  /** A refund made in PayPal's own dashboard (no request id, no custom_id): the shop hears of it by webhook only. */
  dashboardRefund(captureId: string, value: string): FakeRefund {
    const found = this.captureById(captureId);
    if (!found) throw new Error(`Fake capture ${captureId} does not exist`);
    const made: FakeRefund = {
      id: id(),
      status: 'COMPLETED',
      amount: { currency_code: found.capture.amount.currency_code, value },
      captureId,
    };
    this.refunds.set(made.id, made);
    return made;
  }

  private refund(captureId: string, body: unknown, requestId: string | undefined): [number, unknown] {
    const found = this.captureById(captureId);
    if (!found)
      return [404, this.error('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')];
    const request = (body ?? {}) as {
      amount?: { currency_code?: string; value?: string };
      custom_id?: string;
      note_to_payer?: string;
    };
    const amount = request.amount?.value
      ? { currency_code: request.amount.currency_code ?? 'USD', value: request.amount.value }
      : found.capture.amount;
    const left = Math.round(Number(found.capture.amount.value) * 100) - found.refunded;
    if (Math.round(Number(amount.value) * 100) > left)
      return [
        422,
        this.error(
          'UNPROCESSABLE_ENTITY',
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        ),
      ];
    const made: FakeRefund = {
      id: id(),
      status: this.refundStatus,
      amount,
      captureId,
      requestId,
      custom_id: request.custom_id,
      note_to_payer: request.note_to_payer,
    };
    this.refunds.set(made.id, made);
    if (requestId) this.refundsPerRequestId.set(requestId, (this.refundsPerRequestId.get(requestId) ?? 0) + 1);
    return [201, this.refundView(made)];
  }

  refundView(refund: FakeRefund): Record<string, unknown> {
    return {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      ...(refund.custom_id ? { custom_id: refund.custom_id } : {}),
      ...(refund.note_to_payer ? { note_to_payer: refund.note_to_payer } : {}),
      links: [
        { href: `${this.baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  private token(req: IncomingMessage, raw: string, send: (status: number, payload: unknown) => void): void {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
      return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    const token = id('A21AA');
    this.tokens.add(token);
    send(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-FAKE',
      expires_in: 32400,
      nonce: id(),
    });
  }

  private create(body: unknown, requestId?: string): [number, unknown] {
    const request = body as {
      intent?: string;
      purchase_units?: FakeOrder['purchase_units'];
      payment_source?: {
        paypal?: { vault_id?: string; attributes?: { vault?: { store_in_vault?: string; usage_type?: string } } };
      };
    };
    const unit = request.purchase_units?.[0];
    if (request.intent !== 'CAPTURE' || !unit?.amount?.value || !unit.amount.currency_code) {
      return [
        400,
        this.error(
          'INVALID_REQUEST',
          'MISSING_REQUIRED_PARAMETER',
          'Request is not well-formed, syntactically incorrect, or violates schema.',
        ),
      ];
    }
    // PayPal refuses a unit whose parts do not add up, before any order exists.
    const issue = payPalAmountIssue(unit);
    if (issue) {
      return [
        422,
        {
          name: 'UNPROCESSABLE_ENTITY',
          message:
            'The requested action could not be performed, semantically incorrect, or failed business validation.',
          debug_id: id('dbg').toLowerCase(),
          details: [issue],
          links: [],
        },
      ];
    }
    const vaultId = request.payment_source?.paypal?.vault_id;
    if (vaultId) return this.chargeVault(unit, vaultId, requestId);
    const vault = request.payment_source?.paypal?.attributes?.vault;
    const order: FakeOrder = {
      id: id(),
      status: this.autoApprove ? 'APPROVED' : 'CREATED',
      intent: 'CAPTURE',
      purchase_units: [unit],
      captureOutcome: this.defaultCaptureOutcome,
      storeInVault: vault?.store_in_vault === 'ON_SUCCESS' && vault.usage_type === 'MERCHANT',
    };
    this.orders.set(order.id, order);
    return [
      201,
      {
        id: order.id,
        status: 'CREATED',
        links: [{ href: `${this.baseUrl}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }],
      },
    ];
  }

  /**
   * PayPal's merchant-initiated order: with payment_source.paypal.vault_id and intent CAPTURE, the order is created
   * and captured in the one call (status COMPLETED), or refused with the instrument's decline.
   */
  private chargeVault(unit: FakeOrder['purchase_units'][0], vaultId: string, requestId?: string): [number, unknown] {
    const stored = this.vaults.get(vaultId);
    if (!stored)
      return [422, this.error('UNPROCESSABLE_ENTITY', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')];
    if (this.vaultChargeOutcome === 'DECLINED')
      return [
        422,
        this.error(
          'UNPROCESSABLE_ENTITY',
          'INSTRUMENT_DECLINED',
          'The instrument presented was either declined by the processor or bank, or it can not be used for this payment.',
        ),
      ];
    const capture = {
      id: id(),
      status: 'COMPLETED',
      amount: unit.amount,
      custom_id: unit.custom_id,
      final_capture: true,
    };
    const order: FakeOrder = {
      id: id(),
      status: 'COMPLETED',
      intent: 'CAPTURE',
      purchase_units: [{ ...unit, payments: { captures: [capture] } }],
      captureOutcome: 'COMPLETED',
      payment_source: { paypal: { attributes: { vault: { id: vaultId, customer: { id: stored.customerId } } } } },
    };
    this.orders.set(order.id, order);
    this.vaultCharges.push({ orderId: order.id, vaultId, requestId, value: unit.amount.value });
    return [201, this.view(order)];
  }

  private capture(order: FakeOrder): [number, unknown] {
    if (order.status === 'COMPLETED')
      return [422, this.error('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.')];
    if (order.status !== 'APPROVED')
      return [
        422,
        this.error('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.'),
      ];
    const outcome = order.captureOutcome;
    if (outcome === 'DECLINED')
      return [
        422,
        this.error(
          'UNPROCESSABLE_ENTITY',
          'INSTRUMENT_DECLINED',
          'The instrument presented was either declined by the processor or bank, or it can not be used for this payment.',
        ),
      ];
    const unit = order.purchase_units[0];
    const amount =
      typeof outcome === 'object'
        ? { currency_code: unit.amount.currency_code, value: outcome.amount }
        : { currency_code: unit.amount.currency_code, value: unit.amount.value };
    const capture = {
      id: id(),
      status: outcome === 'PENDING' ? 'PENDING' : 'COMPLETED',
      amount,
      custom_id: unit.custom_id,
      final_capture: true,
    };
    unit.payments = { captures: [capture] };
    order.status = 'COMPLETED';
    if (order.storeInVault && capture.status === 'COMPLETED') {
      const vault = { id: id('VAULT-'), status: 'VAULTED', customer: { id: id('CUST-') } };
      this.vaults.set(vault.id, { customerId: vault.customer.id });
      order.payment_source = {
        paypal: { email_address: 'buyer@example.com', account_id: id(), attributes: { vault } },
      };
    }
    return [201, this.view(order)];
  }

  private view(order: FakeOrder): unknown {
    return {
      id: order.id,
      status: order.status,
      intent: order.intent,
      ...(order.payment_source ? { payment_source: order.payment_source } : {}),
      purchase_units: order.purchase_units,
      links: [],
    };
  }

  private error(name: string, issue: string, description: string): unknown {
    return {
      name,
      message: description,
      debug_id: id('dbg').toLowerCase(),
      details: [{ issue, description }],
      links: [],
    };
  }
}

/** A PAYMENT.CAPTURE.COMPLETED event as PayPal sends it, for the capture recorded on `order`. */
export function captureCompletedEvent(
  server: FakePayPalServer,
  orderId: string,
  eventId = `WH-${id()}`,
): Record<string, unknown> {
  const order = server.orders.get(orderId);
  const capture = order?.purchase_units[0].payments?.captures[0] as Record<string, unknown> | undefined;
  if (!capture) throw new Error(`Fake order ${orderId} has no capture`);
  return {
    id: eventId,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    summary: 'Payment completed',
    resource: { ...capture, supplementary_data: { related_ids: { order_id: orderId } } },
  };
}

/** A PAYMENT.CAPTURE.REFUNDED (or .REVERSED) event for a refund the fake made, with its current (or the given) status. */
export function refundEvent(
  server: FakePayPalServer,
  refundId: string,
  eventType = 'PAYMENT.CAPTURE.REFUNDED',
  eventId = `WH-${id()}`,
): Record<string, unknown> {
  const refund = server.refunds.get(refundId);
  if (!refund) throw new Error(`Fake refund ${refundId} does not exist`);
  return {
    id: eventId,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    event_type: eventType,
    summary: 'A refund',
    resource: server.refundView(refund),
  };
}

/** The transmission headers PayPal signs with (the fake's verify endpoint decides whether they are valid). */
export function webhookHeaders(): Record<string, string> {
  return {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
    'paypal-transmission-id': `tx-${id()}`,
    'paypal-transmission-sig': 'c2lnbmF0dXJl',
    'paypal-transmission-time': new Date().toISOString(),
  };
}
