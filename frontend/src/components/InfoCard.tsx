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

/** Subtotal, the discount with its promo code (only when there is one), and the total, from the server's figures. */
export function OrderTotals({
  subtotal,
  promoCode,
  discountAmount,
  total,
}: {
  subtotal: string;
  promoCode: string | null;
  discountAmount: string | null;
  total: string;
}) {
  const discount = discountAmount && toCents(discountAmount) > 0 ? discountAmount : null;
  return (
    <Stack spacing={1}>
      <SummaryLine label="Subtotal" value={formatMoney(subtotal)} />
      {discount && (
        <SummaryLine label={`Discount${promoCode ? ` (${promoCode})` : ''}`} value={`-${formatMoney(discount)}`} />
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
