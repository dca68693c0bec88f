import type { PaymentOrderRequest } from '../payment-provider';
import { toPayPal } from './paypal-types';

/**
 * The Orders v2 create body: the amount with its breakdown (item_total, shipping, tax_total, discount) and the items
 * at their unit prices without a per-unit tax, so PayPal's equations hold: value = item_total + tax_total + shipping −
 * discount and item_total = Σ unit_amount × quantity.
 */
export function payPalOrderBody(request: PaymentOrderRequest, vaultId?: string) {
  return {
    intent: 'CAPTURE',
    ...paymentSource(request, vaultId),
    purchase_units: [
      {
        reference_id: 'default',
        custom_id: request.checkoutId,
        amount: {
          ...toPayPal(request.total),
          breakdown: {
            item_total: toPayPal(request.itemTotal),
            shipping: toPayPal(request.shipping),
            tax_total: toPayPal(request.taxTotal),
            discount: toPayPal(request.discount),
          },
        },
        items: request.items.map((i) => ({
          name: i.name.slice(0, 127),
          sku: i.sku.slice(0, 127),
          quantity: String(i.quantity),
          unit_amount: toPayPal(i.unitAmount),
          category: 'PHYSICAL_GOODS',
        })),
      },
    ],
  };
}

/**
 * The vault parts of the body: a first payment asks PayPal to store the wallet for the merchant's later charges, and a
 * renewal names the stored wallet instead of sending the payer to approve.
 */
function paymentSource(request: PaymentOrderRequest, vaultId: string | undefined) {
  if (vaultId) return { payment_source: { paypal: { vault_id: vaultId } } };
  if (!request.vault) return {};
  return {
    payment_source: {
      paypal: {
        attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT', customer_type: 'CONSUMER' } },
      },
    },
  };
}
