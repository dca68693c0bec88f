import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { SkeletonBox } from '../../components/SkeletonBox';
import { TextLink } from '../../components/TextLink';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { memo, ReactNode, useId, useState } from 'react';
import { formatCents } from '../../lib/money';
import type { CartItem } from '../../store/cart/cartItem';
import type { AppliedPromo, OrderSummaryFigures } from './orderSummary';
import { CartLines } from './CartLines';
import { PromoCodeBox } from './PromoCodeBox';

/** Two and a half lines of 48 px pictures; reserved before the cart is known, like the cart step's lines. */
const LINES_BOX_HEIGHT = 180;

interface OrderSummaryProps {
  /** Null until the cart is restored from localStorage (server and hydration): placeholders of the same size. */
  items: CartItem[] | null;
  promo: AppliedPromo | null;
  figures: OrderSummaryFigures;
  onApplyPromo: (promo: AppliedPromo) => void;
  onRemovePromo: () => void;
  locked: boolean;
  /** The cart step lists the lines itself: on a phone, where both stack, the summary then leaves them out. */
  linesShownBeside: boolean;
  /** The server's sentence about free shipping (measured after the discount); null when no method is ever free. */
  freeShippingStatement: string | null;
}

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: ReactNode;
  value: string | null;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, fontSize: strong ? '1.2rem' : undefined }} data-testid={testId}>
        {value ?? <SkeletonBox width="4em" />}
      </Typography>
    </Box>
  );
}

/** Shown for shipping and tax until the server has priced them for the shopper's address. */
export const CALCULATED_AT_NEXT_STEP = 'Calculated at next step';

function shippingText(cents: number | null): string {
  if (cents === null) return CALCULATED_AT_NEXT_STEP;
  return cents === 0 ? 'Free' : formatCents(cents);
}

function taxText(cents: number | null): string {
  return cents === null ? CALCULATED_AT_NEXT_STEP : formatCents(cents);
}

/** 'Tax (IN 7%)' once a state's rate applies; the rate as the server states it, without trailing zeros. */
function taxLabel({ taxState, taxRate }: OrderSummaryFigures): string {
  if (taxState === null || taxRate === null) return 'Tax';
  return `Tax (${taxState} ${Number(taxRate)}%)`;
}

/** MUI's Divider: a thin rule in the theme's divider colour. */
function Rule() {
  return <Box component="hr" sx={{ my: 1.5, mx: 0, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />;
}

/**
 * The side panel of every step (docs/product.md, Screens): promo code box, lines, subtotal, discount, shipping, tax
 * and total as the server's quote prices them (docs/shipping-and-tax.md). No free-shipping bar: the drawer has the bar;
 * here the sentence under Shipping says where shipping becomes free. On a phone it is collapsed
 * under a 'Show order summary' bar with the total (as Shopify's phone checkout), drawn by CSS so the server's HTML fits.
 */
function OrderSummaryContent({
  items,
  promo,
  figures,
  onApplyPromo,
  onRemovePromo,
  locked,
  linesShownBeside,
  freeShippingStatement,
}: OrderSummaryProps) {
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const known = items !== null;
  const total = known ? formatCents(figures.totalCents) : null;
  return (
    <Box
      component="aside"
      aria-label="Order Summary"
      sx={{
        // An outlined Paper's look, without Paper's code on /checkout's first load.
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        position: { md: 'sticky' },
        top: { md: 96 },
      }}
    >
      <Typography variant="h4" component="h2" sx={{ mb: 2, display: { xs: 'none', md: 'block' } }}>
        Order Summary
      </Typography>
      <Typography component="h2" sx={{ display: { md: 'none' } }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
          sx={{ width: '100%', justifyContent: 'space-between', gap: 1, py: 1, borderRadius: 1, font: 'inherit' }}
        >
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
            {open ? 'Hide order summary' : 'Show order summary'}
            <ExpandMoreIcon
              aria-hidden
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          </Box>
          <Box component="span" sx={{ fontWeight: 700 }} data-testid="summary-toggle-total">
            {total ?? <SkeletonBox width="4em" />}
          </Box>
        </ButtonBase>
      </Typography>
      <Box id={bodyId} sx={{ display: { xs: open ? 'block' : 'none', md: 'block' }, mt: { xs: 1, md: 0 } }}>
        <PromoCodeBox
          promo={promo}
          subtotalCents={figures.subtotalCents}
          onApply={onApplyPromo}
          onRemove={onRemovePromo}
          disabled={locked || !known || items.length === 0}
        />
        <Box
          sx={{ height: LINES_BOX_HEIGHT, mt: 1, display: linesShownBeside ? { xs: 'none', md: 'block' } : undefined }}
        >
          {known ? (
            <CartLines items={items} label="Items in your order" imageSize={48} />
          ) : (
            <SkeletonBox variant="rounded" sx={{ height: '100%' }} />
          )}
        </Box>
        <Rule />
        <Row label="Subtotal" value={known ? formatCents(figures.subtotalCents) : null} testId="summary-subtotal" />
        {promo && (
          <Row
            label={`Discount (${promo.code})`}
            value={`-${formatCents(figures.discountCents)}`}
            testId="summary-discount"
          />
        )}
        {/* Priced by the server for the address and method (docs/shipping-and-tax.md); until then, the next step's. */}
        <Row label="Shipping" value={known ? shippingText(figures.shippingCents) : null} testId="summary-shipping" />
        <Typography variant="body2" color="text.secondary">
          {freeShippingStatement && (
            <>
              <span data-testid="summary-free-shipping">{freeShippingStatement}</span>{' '}
            </>
          )}
          <TextLink to="/shipping-returns">Shipping &amp; Returns</TextLink>
        </Typography>
        <Row label={taxLabel(figures)} value={known ? taxText(figures.taxCents) : null} testId="summary-tax" />
        <Rule />
        <Row label="Total" value={total} testId="summary-total" strong />
      </Box>
    </Box>
  );
}

/**
 * Memoised: restoring the cart and the saved checkout after hydration re-renders CheckoutPage; with the same props
 * this part is skipped, so that re-render stays a short task.
 */
export const OrderSummary = memo(OrderSummaryContent);
