import Box from '@mui/material/Box';
import type { CartItem } from '../../app/cart/cartItem';
import { SummaryLine } from './SummaryLine';

/**
 * The cart's lines in a box of fixed height that scrolls when they do not fit (the space is reserved before the
 * cart is known, see CartReviewStep). Focusable, so keyboard users can scroll it.
 */
export function CartLines({ items, label, imageSize }: { items: CartItem[]; label: string; imageSize: number }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      tabIndex={0}
      sx={{ listStyle: 'none', m: 0, p: 0, height: '100%', overflowY: 'auto', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {items.map((item) => (
        <SummaryLine key={`${item.productId}|${item.size}`} item={item} imageSize={imageSize} />
      ))}
    </Box>
  );
}
