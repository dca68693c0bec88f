import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProductImage } from '../../components/ProductImage';
import { formatCents, toCents } from '../../lib/money';
import type { CartItem } from '../../store/cart/cartItem';
import { LineQuantity } from '../../store/cart/LineQuantity';
import { sizeLabel } from '../../lib/productPricing';
import { subscriptionLineText } from '../../store/cart/subscription';

/**
 * One cart line as the checkout shows it (docs/product.md, Screens: image, product name, size, price); `editable` on
 * the cart step.
 */
export function SummaryLine({
  item,
  imageSize = 64,
  priority = false,
  editable = false,
}: {
  item: CartItem;
  imageSize?: number;
  priority?: boolean;
  editable?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: `${imageSize}px 1fr auto`, gap: 2, alignItems: 'center', py: 1.5 }}
    >
      <ProductImage src={item.image} alt="" sizes={`${imageSize}px`} priority={priority} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{item.productName}</Typography>
        <Typography variant="body2" color="text.secondary">
          Size: {sizeLabel(item.size)}
        </Typography>
        {item.subscription && (
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }} data-testid="line-subscription">
            {subscriptionLineText(item.subscription)}
          </Typography>
        )}
        {editable ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {formatCents(toCents(item.price))} each
            </Typography>
            <LineQuantity item={item} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Qty: {item.quantity} × {formatCents(toCents(item.price))}
          </Typography>
        )}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{formatCents(toCents(item.price) * item.quantity)}</Typography>
    </Box>
  );
}
