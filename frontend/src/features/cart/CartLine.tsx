import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useAppDispatch } from '../../store/store';
import { ProductImage } from '../../components/ProductImage';
import { formatCents, toCents } from '../../lib/money';
import { CartItem, lineName } from '../../store/cart/cartItem';
import { LineQuantity } from '../../store/cart/LineQuantity';
import { removeItem } from '../../store/cart/cartSlice';
import { sizeLabel } from '../../lib/productPricing';
import { subscriptionLineText } from '../../store/cart/subscription';

export function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const name = lineName(item);
  const key = { productId: item.productId, size: item.size };
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '72px 1fr auto',
        gap: 2,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ProductImage src={item.image} alt="" sizes="72px" />
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
        <LineQuantity item={item} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{formatCents(toCents(item.price) * item.quantity)}</Typography>
        <IconButton size="small" aria-label={`Remove ${name}`} onClick={() => dispatch(removeItem(key))}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
