import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CartItem } from '../../app/cart/cartItem';
import { StepHeading } from './StepHeading';
import { SummaryLine } from './SummaryLine';

/** Step 1 (spec 2): the cart lines and 'Continue to Shipping Info'. */
export function CartReviewStep({ items, onContinue, focusHeading }: { items: CartItem[]; onContinue: () => void; focusHeading: boolean }) {
  return (
    <section aria-label="Cart">
      <StepHeading focus={focusHeading}>Your cart</StepHeading>
      <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {items.map((item) => (
          <SummaryLine key={`${item.productId}|${item.size}`} item={item} imageSize={80} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" size="large" onClick={onContinue} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Continue to Shipping Info
        </Button>
      </Box>
    </section>
  );
}
