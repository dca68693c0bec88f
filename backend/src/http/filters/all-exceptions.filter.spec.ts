import { ArgumentsHost, BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { DomainError } from '../../common/errors/domain-error';
import {
  Conflict,
  NotAuthenticated,
  NotFound,
  OrderNotPaid,
  PaymentDeclined,
  PaymentNotCompleted,
  PaymentProviderFailed,
  PriceMismatch,
  TemporarilyUnavailable,
  Throttled,
  ValidationProblem,
} from '../../common/errors/domain-errors';

interface SentAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body exactly as serialised, so the order of the fields is checked too. */
  json: string;
}

/** Runs the filter on one exception with a recording reply, as Nest would for a failed request. */
async function answerTo(exception: unknown): Promise<SentAnswer> {
  const sent: SentAnswer = { status: 0, headers: {}, json: '' };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return reply;
    },
    send(body: unknown) {
      sent.json = JSON.stringify(body);
      return Promise.resolve(reply);
    },
  };
  const request = { method: 'GET', url: '/api/anything', headers: { accept: 'application/json' } };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  await new AllExceptionsFilter().catch(exception, host);
  return sent;
}

const figures = {
  subtotal: '36.00',
  discountAmount: null,
  total: '36.00',
  items: [{ productId: 1, size: '16 oz', price: '18.00' }],
};

describe('AllExceptionsFilter', () => {
  beforeAll(() => {
    // The 5xx cases log on purpose; the test output stays readable.
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());

  it.each<[string, DomainError, number]>([
    [
      'ValidationProblem',
      new ValidationProblem('Your cart is empty.', 'Your cart is empty: add at least one product before checking out.'),
      400,
    ],
    [
      'NotAuthenticated',
      new NotAuthenticated('Authentication failed', 'Invalid admin password. Please try again.'),
      401,
    ],
    [
      'PaymentDeclined',
      new PaymentDeclined(
        'Your payment method was declined.',
        'Your payment method was declined by PayPal. Please choose another way to pay.',
      ),
      402,
    ],
    [
      'OrderNotPaid',
      new OrderNotPaid(
        'This payment has not been completed.',
        'No payment has the id X: start the payment with POST /order first.',
      ),
      402,
    ],
    ['NotFound', new NotFound('Product not found', 'No product has the slug "soap-no-99".'), 404],
    ['Conflict', new Conflict('This e-mail address is already subscribed.'), 409],
    ['PaymentNotCompleted', new PaymentNotCompleted('PayPal payment status is PENDING, not COMPLETED'), 422],
    ['PaymentProviderFailed', new PaymentProviderFailed('Failed to create PayPal order'), 502],
    [
      'TemporarilyUnavailable',
      new TemporarilyUnavailable('The order could not be saved yet.', 'Please deliver the event again.'),
      503,
    ],
  ])('answers %s with %i and the {statusCode, error, message} body, no Retry-After', async (_name, error, status) => {
    const sent = await answerTo(error);
    expect(sent.status).toBe(status);
    expect(sent.json).toBe(JSON.stringify({ statusCode: status, error: error.summary, message: error.message }));
    expect(sent.headers).toEqual({ 'cache-control': 'no-store' });
  });

  it('uses the short sentence as the message when no fuller one is given', async () => {
    const sent = await answerTo(new ValidationProblem('The webhook signature is not valid.'));
    expect(sent.json).toBe(
      '{"statusCode":400,"error":"The webhook signature is not valid.","message":"The webhook signature is not valid."}',
    );
  });

  it('answers Throttled with 429 and Retry-After in seconds', async () => {
    const sent = await answerTo(
      new Throttled(
        'Too many failed password attempts.',
        'Too many failed password attempts. Please wait 42 seconds and try again.',
        42,
      ),
    );
    expect(sent.status).toBe(429);
    expect(sent.headers).toEqual({ 'retry-after': '42', 'cache-control': 'no-store' });
    expect(sent.json).toBe(
      '{"statusCode":429,"error":"Too many failed password attempts.","message":"Too many failed password attempts. Please wait 42 seconds and try again."}',
    );
  });

  it('answers a TemporarilyUnavailable that knows how long to wait with 503 and Retry-After', async () => {
    const busy = 'Two exports are already running. Please try again in a moment.';
    const sent = await answerTo(new TemporarilyUnavailable(busy, busy, 5));
    expect(sent.status).toBe(503);
    expect(sent.headers).toEqual({ 'retry-after': '5', 'cache-control': 'no-store' });
  });

  it('answers PriceMismatch with 409 and the server figures first, which cannot replace the three fields', async () => {
    const sent = await answerTo(
      new PriceMismatch(
        'The prices in your cart have changed.',
        'Your order total is $36.00, not $35.99. Please review your order.',
        figures,
      ),
    );
    expect(sent.status).toBe(409);
    expect(sent.json).toBe(
      JSON.stringify({
        expected: figures,
        statusCode: 409,
        error: 'The prices in your cart have changed.',
        message: 'Your order total is $36.00, not $35.99. Please review your order.',
      }),
    );
  });

  it("keeps Nest's own exceptions in the same shape, with a sentence instead of a reason phrase", async () => {
    expect((await answerTo(new NotFoundException('Cannot GET /api/nope'))).json).toBe(
      '{"statusCode":404,"error":"Cannot GET /api/nope","message":"Cannot GET /api/nope"}',
    );
    const pipe = await answerTo(
      new BadRequestException({
        statusCode: 400,
        error: 'items must be an array',
        message: 'items must be an array; total is required',
        extra: 1,
      }),
    );
    expect(pipe.json).toBe(
      '{"statusCode":400,"error":"items must be an array","message":"items must be an array; total is required"}',
    );
  });

  it('answers anything unexpected with 500 and a sentence that tells nothing of the cause', async () => {
    const sent = await answerTo(new Error('secret table name'));
    expect(sent.status).toBe(500);
    expect(sent.json).toBe(
      '{"statusCode":500,"error":"Something went wrong on our side. Please try again.","message":"Something went wrong on our side. Please try again."}',
    );
  });

  it('answers an unreachable database with 503', async () => {
    const sent = await answerTo(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(sent.status).toBe(503);
  });
});
