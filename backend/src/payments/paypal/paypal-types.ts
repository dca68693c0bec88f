/** The parts of PayPal's REST shapes (Orders v2, OAuth, notifications) this shop reads or writes. */
export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
}

/** A refund (Payments v2), also the resource of PAYMENT.CAPTURE.REFUNDED and .REVERSED; its "up" link is the capture. */
export interface PayPalRefund {
  id: string;
  /** COMPLETED, PENDING, FAILED, CANCELLED */
  status: string;
  amount?: PayPalMoney;
  custom_id?: string;
  note_to_payer?: string;
  links?: Array<{ rel?: string; href?: string }>;
}

/** The PayPal wallet of an order (Orders v2 payment_source.paypal); its vault once the payment method is stored. */
export interface PayPalWalletSource {
  email_address?: string;
  account_id?: string;
  attributes?: { vault?: { id?: string; status?: string; customer?: { id?: string } } };
}

export interface PayPalOrder {
  id: string;
  status: string;
  intent?: string;
  payment_source?: { paypal?: PayPalWalletSource };
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    amount: PayPalMoney & { breakdown?: Record<string, PayPalMoney> };
    payments?: { captures?: PayPalCapture[] };
  }>;
}

export interface PayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: Array<{ issue?: string; description?: string; field?: string }>;
  /** OAuth errors use these instead. */
  error?: string;
  error_description?: string;
}

export interface PayPalToken {
  access_token: string;
  token_type: string;
  expires_in: number;
}

/** The transmission headers PayPal signs a webhook with (lower-cased, as Node receives them). */
export const PAYPAL_WEBHOOK_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

/** Our money ({ currency, value }) in PayPal's shape ({ currency_code, value }). */
export const toPayPal = (m: { currency: string; value: string }): PayPalMoney => ({
  currency_code: m.currency,
  value: m.value,
});
