import { toCents } from '../../src/common/money';

/** A purchase unit as PayPal's Orders v2 create call receives it (the parts the amount rules read). */
export interface PayPalPurchaseUnit {
  reference_id?: string;
  amount: {
    currency_code: string;
    value: string;
    breakdown?: Partial<
      Record<
        'item_total' | 'shipping' | 'handling' | 'tax_total' | 'insurance' | 'shipping_discount' | 'discount',
        { currency_code: string; value: string }
      >
    >;
  };
  items?: Array<{
    quantity: string;
    unit_amount: { currency_code: string; value: string };
    tax?: { currency_code: string; value: string };
  }>;
}

/** One entry of PayPal's 422 `details`. */
export interface PayPalIssue {
  field: string;
  value: string;
  issue: string;
  description: string;
}

/**
 * PayPal's amount rules for a purchase unit, in the order it checks them, as its Orders v2 reference states them:
 * item_total must be given with items and equal Σ unit_amount × quantity (ITEM_TOTAL_REQUIRED / ITEM_TOTAL_MISMATCH);
 * when items carry tax, tax_total must be given and equal Σ tax × quantity (TAX_TOTAL_REQUIRED / TAX_TOTAL_MISMATCH);
 * and value must equal item_total + tax_total + shipping + handling + insurance − shipping_discount − discount
 * (AMOUNT_MISMATCH). Null when the unit satisfies them.
 */
export function payPalAmountIssue(unit: PayPalPurchaseUnit): PayPalIssue | null {
  const path = `/purchase_units/@reference_id=='${unit.reference_id ?? 'default'}'`;
  const breakdown = unit.amount.breakdown;
  const part = (name: keyof NonNullable<PayPalPurchaseUnit['amount']['breakdown']>) => {
    const money = breakdown?.[name];
    return money ? toCents(money.value) : 0;
  };
  const items = unit.items ?? [];
  if (items.length && !breakdown?.item_total)
    return {
      field: `${path}/amount/breakdown/item_total`,
      value: '',
      issue: 'ITEM_TOTAL_REQUIRED',
      description:
        'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
    };
  if (items.length) {
    const sum = items.reduce((total, item) => total + toCents(item.unit_amount.value) * Number(item.quantity), 0);
    if (sum !== part('item_total'))
      return {
        field: `${path}/amount/breakdown/item_total`,
        value: breakdown?.item_total?.value ?? '',
        issue: 'ITEM_TOTAL_MISMATCH',
        description: 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      };
  }
  if (items.some((item) => item.tax)) {
    if (!breakdown?.tax_total)
      return {
        field: `${path}/amount/breakdown/tax_total`,
        value: '',
        issue: 'TAX_TOTAL_REQUIRED',
        description:
          'If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.',
      };
    const sum = items.reduce((total, item) => total + toCents(item.tax?.value ?? '0') * Number(item.quantity), 0);
    if (sum !== part('tax_total'))
      return {
        field: `${path}/amount/breakdown/tax_total`,
        value: breakdown.tax_total.value,
        issue: 'TAX_TOTAL_MISMATCH',
        description: 'Should equal sum of (tax * quantity) across all items for a given purchase_unit.',
      };
  }
  if (breakdown) {
    const expected =
      part('item_total') +
      part('tax_total') +
      part('shipping') +
      part('handling') +
      part('insurance') -
      part('shipping_discount') -
      part('discount');
    if (toCents(unit.amount.value) !== expected)
      return {
        field: `${path}/amount/value`,
        value: unit.amount.value,
        issue: 'AMOUNT_MISMATCH',
        description:
          'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      };
  }
  return null;
}
