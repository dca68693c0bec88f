import { DataSource } from 'typeorm';
import { ShippingMethod } from '../../shipping/shipping-method.entity';
import { TaxRate } from '../../tax/tax-rate.entity';

/** The demo shop's shipping and tax (docs/shipping-and-tax.md): Standard free from $100, Express, Indiana 7 %. */
export const DEMO_SHIPPING_METHODS: ReadonlyArray<Partial<ShippingMethod>> = [
  {
    name: 'Standard',
    price: '7.95',
    freeFrom: '100.00',
    estimateDaysMin: 3,
    estimateDaysMax: 5,
    taxable: true,
    position: 0,
    isActive: true,
  },
  {
    name: 'Express',
    price: '19.95',
    freeFrom: null,
    estimateDaysMin: 1,
    estimateDaysMax: 2,
    taxable: true,
    position: 1,
    isActive: true,
  },
];

export const DEMO_TAX_RATES: ReadonlyArray<Partial<TaxRate>> = [{ state: 'IN', rate: '7.000', shippingTaxable: true }];

/**
 * Fills the shipping methods and the tax rates when both tables are empty (a fresh database), so a shop whose staff
 * later delete a rate keeps it deleted as long as any method is left.
 */
export async function seedShippingAndTax(dataSource: DataSource): Promise<{ methods: number; rates: number }> {
  const methods = dataSource.getRepository(ShippingMethod);
  const rates = dataSource.getRepository(TaxRate);
  if ((await methods.count()) > 0 || (await rates.count()) > 0) return { methods: 0, rates: 0 };
  await methods.insert(DEMO_SHIPPING_METHODS.map((m) => methods.create(m)));
  await rates.insert(DEMO_TAX_RATES.map((r) => rates.create(r)));
  return { methods: DEMO_SHIPPING_METHODS.length, rates: DEMO_TAX_RATES.length };
}
