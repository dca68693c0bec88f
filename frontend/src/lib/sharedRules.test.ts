import { ADMIN_CATEGORIES, MAX_LINE_QUANTITY, normalizePromoCode } from '@shop/site/rules.js';
import { utcOffsetMinutes, wallClockToInstant } from '@shop/site/shop-time.js';
import { describe, expect, it } from 'vitest';
import contract from '../../../openapi/openapi.json';

// The backend imports these same modules (@shop/site); here they are held to the contract it publishes.
type PropertySchema = { maximum?: unknown; enum?: unknown; default?: unknown } | undefined;

function property(schemaName: string, field: string): PropertySchema {
  const schemas = contract.components.schemas as Record<
    string,
    { properties?: Record<string, PropertySchema> } | undefined
  >;
  const found = schemas[schemaName]?.properties?.[field];
  if (!found) throw new Error(`openapi.json has no ${schemaName}.${field}`);
  return found;
}

describe('the rules both workspaces read from @shop/site match the contract', () => {
  it('a cart line holds at most MAX_LINE_QUANTITY units, as the API accepts', () => {
    expect(property('CartLineDto', 'quantity')?.maximum).toBe(MAX_LINE_QUANTITY);
  });

  it('the back office offers the categories the API accepts, the default first', () => {
    expect(property('CreateProductDto', 'category')?.enum).toEqual(ADMIN_CATEGORIES);
    expect(property('CreateProductDto', 'category')?.default).toBe(ADMIN_CATEGORIES[0]);
  });

  it('a typed promo code is trimmed and upper-cased', () => {
    expect(normalizePromoCode('  welcome15 ')).toBe('WELCOME15');
    expect(normalizePromoCode('   ')).toBe('');
  });
});

describe("the shop's clock (@shop/site shop-time) in any zone", () => {
  it('reads the offset on either side of a daylight-saving change', () => {
    expect(utcOffsetMinutes(Date.UTC(2026, 0, 15), 'Europe/Berlin')).toBe(60);
    expect(utcOffsetMinutes(Date.UTC(2026, 6, 15), 'Europe/Berlin')).toBe(120);
    expect(utcOffsetMinutes(Date.UTC(2026, 6, 15), 'America/Indiana/Indianapolis')).toBe(-240);
  });

  it("turns the shop's wall clock into the instant, also on the day the clocks change", () => {
    // Berlin moves from +01:00 to +02:00 at 01:00 UTC on 29 March 2026.
    expect(new Date(wallClockToInstant(Date.UTC(2026, 2, 29, 0, 0), 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    // 01:30 is still winter time, though read as UTC it would be after the change.
    expect(new Date(wallClockToInstant(Date.UTC(2026, 2, 29, 1, 30), 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(new Date(wallClockToInstant(Date.UTC(2026, 2, 29, 12, 0), 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
    expect(new Date(wallClockToInstant(Date.UTC(2026, 11, 1), 'Asia/Tokyo')).toISOString()).toBe(
      '2026-11-30T15:00:00.000Z',
    );
  });
});
