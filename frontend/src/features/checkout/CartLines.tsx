import Box from '@mui/material/Box';
import type { CartItem } from '../../store/cart/cartItem';
import { SummaryLine } from './SummaryLine';

/**
 * The cart's lines in a box of fixed height that scrolls when they do not fit (the space is reserved before the
 * cart is known, see CartReviewStep). Focusable, so keyboard users can scroll it. `priority`: the first line's picture
 * is the page's largest paint (the cart step on /checkout, painted by the server from the cart cookie): fetched first.
 */
export function CartLines({
  items,
  label,
  imageSize,
  priority = false,
  editable = false,
}: {
  items: CartItem[];
  label: string;
  imageSize: number;
  priority?: boolean;
  /** Quantity steppers on each line (the cart step). */
  editable?: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      tabIndex={0}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        height: '100%',
        overflowY: 'auto',
        '& > li + li': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {items.map((item, index) => (
        <SummaryLine
          key={`${item.productId}|${item.size}`}
          item={item}
          imageSize={imageSize}
          priority={priority && index === 0}
          editable={editable}
        />
      ))}
    </Box>
  );
}
