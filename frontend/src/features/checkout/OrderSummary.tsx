import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ReactNode, useId } from 'react';
import { formatCents } from '../../lib/money';
import type { CartItem } from '../../app/cart/cartItem';
import { FreeShippingProgress } from '../cart';
import type { AppliedPromo, OrderSummaryFigures } from './orderSummary';
import { PromoCodeBox } from './PromoCodeBox';
import { SummaryLine } from './SummaryLine';

interface OrderSummaryProps {
  items: CartItem[];
  promo: AppliedPromo | null;
  figures: OrderSummaryFigures;
  onApplyPromo: (promo: AppliedPromo) => void;
  onRemovePromo: () => void;
  locked: boolean;
}

function Row({ label, value, testId, strong = false }: { label: ReactNode; value: string; testId: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, fontSize: strong ? '1.2rem' : undefined }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The side panel of every step (spec 2): promo code box, lines, subtotal, discount, total, free-shipping status. */
export function OrderSummary({ items, promo, figures, onApplyPromo, onRemovePromo, locked }: OrderSummaryProps) {
  const titleId = useId();
  return (
    <Paper component="aside" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, position: { md: 'sticky' }, top: { md: 96 } }}>
      <Typography id={titleId} variant="h4" component="h2" sx={{ mb: 2 }}>
        Order Summary
      </Typography>
      <PromoCodeBox promo={promo} subtotalCents={figures.subtotalCents} onApply={onApplyPromo} onRemove={onRemovePromo} disabled={locked} />
      <Box component="ul" aria-label="Items in your order" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
        {items.map((item) => (
          <SummaryLine key={`${item.productId}|${item.size}`} item={item} imageSize={48} />
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Row label="Subtotal" value={formatCents(figures.subtotalCents)} testId="summary-subtotal" />
      {promo && <Row label={`Discount (${promo.code})`} value={`-${formatCents(figures.discountCents)}`} testId="summary-discount" />}
      {/* The spec's total is subtotal minus discount: shipping costs nothing, which honours the drawer's 'Shipping calculated at checkout'. */}
      <Row label="Shipping" value="Free" testId="summary-shipping" />
      <Divider sx={{ my: 1.5 }} />
      <Row label="Total" value={formatCents(figures.totalCents)} testId="summary-total" strong />
      <Box sx={{ mt: 2 }}>
        <FreeShippingProgress subtotalCents={figures.subtotalCents} />
      </Box>
    </Paper>
  );
}
