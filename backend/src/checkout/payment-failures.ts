import { NotFound, PaymentDeclined, PaymentNotCompleted, PaymentProviderFailed } from '../common/errors/domain-errors';
import { PaymentProviderError } from '../payments/payment-provider-error';

export type PaymentStep = 'create' | 'capture' | 'token';

/** docs/product.md, Messages's defaults, with the provider's name: "Failed to create PayPal order". */
export function stepFailureText(step: PaymentStep, providerName: string): string {
  if (step === 'create') return `Failed to create ${providerName} order`;
  if (step === 'capture') return `Failed to capture ${providerName} payment`;
  return `Failed to fetch ${providerName} client token`;
}

/** '{provider} payment status is {status}, not COMPLETED' (docs/product.md, Messages). */
export function notCompletedText(providerName: string, status: string): string {
  return `${providerName} payment status is ${status}, not COMPLETED`;
}

/**
 * What the shopper is told when the provider fails. A decline asks for another way to pay (402); an unreachable,
 * slow or confused provider is a 502 with the step's sentence, so the browser shows it and may retry.
 */
export function toDomainError(error: unknown, step: PaymentStep, providerName: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  const text = stepFailureText(step, providerName);
  switch (error.failure) {
    case 'declined':
      return new PaymentDeclined(
        'Your payment method was declined.',
        `Your payment method was declined by ${providerName}. Please choose another way to pay.`,
      );
    case 'not-found':
      return new NotFound(text, `${text}: ${providerName} does not know this payment.`);
    case 'not-approved':
      return new PaymentNotCompleted(text, `${text}: the payment has not been approved yet.`);
    default:
      return new PaymentProviderFailed(text);
  }
}
