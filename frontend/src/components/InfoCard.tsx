import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMoney, toCents } from '../lib/money';
import { ProductImage } from './ProductImage';

/** A titled card that is also a named region (order detail in the back office, the guest order status page). */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A label and its amount on one line (subtotal, discount, total). */
export function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  );
}

/** What an order charged for shipping and tax, as the server stored it when it was placed. */
export interface OrderCharges {
  /** null: no shipping method */
  shippingMethodName: string | null;
  shippingAmount: string;
  taxAmount: string;
  /** null: no tax */
  taxState: string | null;
  /** Percent, as stored ('7.000') */
  taxRate: string | null;
}

/** 'Tax (IN 7%)', or 'Tax' without a state's rate. */
export function taxLabel(taxState: string | null, taxRate: string | null): string {
  return taxState !== null && taxRate !== null ? `Tax (${taxState} ${Number(taxRate)}%)` : 'Tax';
}

/**
 * Subtotal, the discount with its promo code (only when there is one), the shipping with its method and the tax with
 * its state and rate (when the order has them), and the total, from the server's figures.
 */
export function OrderTotals({
  subtotal,
  promoCode,
  discountAmount,
  charges,
  total,
}: {
  subtotal: string;
  promoCode: string | null;
  discountAmount: string | null;
  charges?: OrderCharges;
  total: string;
}) {
  const discount = discountAmount && toCents(discountAmount) > 0 ? discountAmount : null;
  const shipped = charges && (charges.shippingMethodName !== null || toCents(charges.shippingAmount) > 0);
  const taxed = charges && (charges.taxState !== null || toCents(charges.taxAmount) > 0);
  return (
    <Stack spacing={1}>
      <SummaryLine label="Subtotal" value={formatMoney(subtotal)} />
      {discount && (
        <SummaryLine label={`Discount${promoCode ? ` (${promoCode})` : ''}`} value={`-${formatMoney(discount)}`} />
      )}
      {charges && shipped && (
        <SummaryLine
          label={`Shipping${charges.shippingMethodName ? ` (${charges.shippingMethodName})` : ''}`}
          value={toCents(charges.shippingAmount) === 0 ? 'Free' : formatMoney(charges.shippingAmount)}
        />
      )}
      {charges && taxed && (
        <SummaryLine label={taxLabel(charges.taxState, charges.taxRate)} value={formatMoney(charges.taxAmount)} />
      )}
      <SummaryLine label="Total" value={formatMoney(total)} strong />
    </Stack>
  );
}

/** One order line as the order pages show it: its name, 'Scent · Size · Qty', and what the line costs. */
export function OrderLineRow({
  name,
  scent,
  size,
  quantity,
  amount,
  image,
}: {
  name: string;
  scent: string | null;
  size: string | null;
  quantity: number;
  /** The line's total, formatted. */
  amount: string;
  /** The product's picture, beside the line when given (null: the product is gone, a placeholder stands in). */
  image?: string | null;
}) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      {image !== undefined && (
        <Box sx={{ width: 56, flexShrink: 0 }}>
          <ProductImage src={image} alt="" sizes="56px" />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[scent ? `Scent: No. ${scent}` : null, size ? `Size: ${size}` : null, `Qty: ${quantity}`]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{amount}</Typography>
    </Stack>
  );
}
