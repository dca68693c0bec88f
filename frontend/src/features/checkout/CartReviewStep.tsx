import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import { SkeletonBox } from '../../components/SkeletonBox';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CartItem } from '../../store/cart/cartItem';
import { CartLines } from './CartLines';
import { StepHeading } from './StepHeading';
import { memo } from 'react';

/**
 * The lines' box is as tall as two and a half lines (a line with its stepper is 140 px) whatever the cart holds; it
 * scrolls beyond, and the half line shows there is more. The server cannot know the cart (localStorage), so this
 * space is reserved in its HTML and the lines, or the empty cart, fill it after hydration without moving the button
 * below or, on a phone, the order summary; two whole lines fit, so no quantity stepper is cut.
 */
const LINES_BOX_HEIGHT = 352;

/**
 * Step 1 (docs/product.md, Screens): the cart lines, each with its quantity stepper, and 'Continue to Shipping Info'.
 * `items` is null until the cart is restored
 * (server and hydration); an empty cart says so in the same place (spec: 'Your cart is empty', 'Browse Products').
 */
function CartReviewStepContent({
  items,
  onContinue,
  focusHeading,
}: {
  items: CartItem[] | null;
  onContinue: () => void;
  focusHeading: boolean;
}) {
  const empty = items !== null && items.length === 0;
  return (
    <section aria-label="Cart">
      <StepHeading focus={focusHeading}>{empty ? 'Your cart is empty' : 'Your cart'}</StepHeading>
      <Box sx={{ height: LINES_BOX_HEIGHT }}>
        {items === null && <SkeletonBox variant="rounded" sx={{ height: '100%' }} />}
        {empty && (
          <Box
            sx={{
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              textAlign: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Typography color="text.secondary">Add some products to get started</Typography>
            <ShopButton component={RouterLink} to="/products" variant="contained" size="large">
              Browse Products
            </ShopButton>
          </Box>
        )}
        {items !== null && !empty && <CartLines items={items} label="Cart items" imageSize={80} priority editable />}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <ShopButton
          variant="contained"
          size="large"
          onClick={items === null ? undefined : onContinue}
          // Enabled while the cart is still unknown: a disabled button drops a tap before the early-actions script
          // can hold it, and the held tap is replayed once the cart is restored (components/AppReadyFlag.tsx).
          disabled={empty}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Continue to Shipping Info
        </ShopButton>
      </Box>
    </section>
  );
}

/**
 * Memoised: restoring the cart and the saved checkout after hydration re-renders CheckoutPage; with the same props
 * this part is skipped, so that re-render stays a short task.
 */
export const CartReviewStep = memo(CartReviewStepContent);
