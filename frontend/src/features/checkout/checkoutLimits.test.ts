import { describe, expect, it } from 'vitest';
import contract from '../../../../openapi/openapi.json';
import { FIELD_ORDER, MAX_LENGTH } from './checkoutForm';
import { PROMO_CODE_MAX_LENGTH } from './orderSummary';

/** The bodies that carry the checkout form (POST /order, POST /order/free, POST /api/orders). */
const CHECKOUT_BODIES = ['CreatePaymentOrderDto', 'FreeOrderDto', 'PlaceOrderDto'] as const;

/** Checked on both sides against site/us-states.json's codes and ZIP ranges, not by a length. */
const LISTED = new Set(['shippingState', 'shippingZip', 'billingState', 'billingZip']);

type PropertySchemas = Record<string, { maxLength?: number } | undefined>;

function maxLengthIn(schemaName: string, field: string): number | undefined {
  const schemas = contract.components.schemas as Record<string, { properties?: PropertySchemas } | undefined>;
  const schema = schemas[schemaName];
  if (!schema?.properties) throw new Error(`openapi.json has no schema ${schemaName} with properties`);
  return schema.properties[field]?.maxLength;
}

describe('checkout field limits follow the contract (openapi/openapi.json)', () => {
  describe.each(CHECKOUT_BODIES)('%s', (schemaName) => {
    it.each(FIELD_ORDER.filter((field) => !LISTED.has(field)).map((field) => [field, MAX_LENGTH[field]] as const))(
      '%s: the form allows at most %i characters, as the server does',
      (field, formLimit) => {
        expect(maxLengthIn(schemaName, field)).toBe(formLimit);
      },
    );

    it('promoCode: the promo box allows what the server does', () => {
      expect(maxLengthIn(schemaName, 'promoCode')).toBe(PROMO_CODE_MAX_LENGTH);
    });
  });
});
