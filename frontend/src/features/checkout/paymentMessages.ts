import type { ToastInput } from '../../store/toasts/toastSlice';

/** The checkout messages of docs/product.md, Messages, word for word. */
export const PAYMENT_SUCCESS: ToastInput = {
  title: 'Order placed successfully!',
  description: 'Thank you for your purchase. You will receive a confirmation email shortly.',
};
export const PAYMENT_CANCELLED: ToastInput = { title: 'Payment cancelled', description: 'You cancelled the payment.' };
export const WALLET_ERROR: ToastInput = {
  title: 'Payment error',
  description: 'There was an error processing your payment.',
  variant: 'destructive',
};
export const ORDER_FAILED: ToastInput = {
  title: 'Order failed',
  description: 'There was an error processing your order. Please try again.',
  variant: 'destructive',
};
export const PAYMENT_FAILED_DEFAULT = 'There was an error processing your payment. Please try again.';

export function paymentFailed(message?: string): ToastInput {
  return { title: 'Payment failed', description: message ?? PAYMENT_FAILED_DEFAULT, variant: 'destructive' };
}

export function paymentSystemUnavailable(providerName: string): ToastInput {
  return {
    title: 'Payment system unavailable',
    description: `${providerName} could not be loaded. Please check your connection and reload the page.`,
    variant: 'destructive',
  };
}

export function paymentSetupFailed(message?: string): ToastInput {
  return {
    title: 'Payment setup failed',
    description: message ?? 'Please reload the page to try again.',
    variant: 'destructive',
  };
}

export function paymentSystemError(): ToastInput {
  return {
    title: 'Payment system error',
    description: 'The payment buttons could not start. Please reload the page.',
    variant: 'destructive',
  };
}

/**
 * The wallet call itself could not be made (network): the start failure of docs/product.md, Messages, with the call's
 * default sentence.
 */
export function paymentInitializationFailed(providerName: string): ToastInput {
  return {
    title: 'Payment initialization failed',
    description: `Failed to create ${providerName} order`,
    variant: 'destructive',
  };
}

export function statusNotCompleted(providerName: string, status: string): string {
  return `${providerName} payment status is ${status}, not COMPLETED`;
}

/** The wallet's name in messages, as the server writes it (docs/payments.md). */
export function providerDisplayName(provider: 'paypal' | 'demo'): string {
  return provider === 'paypal' ? 'PayPal' : 'Demo wallet';
}
