import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useAppDispatch } from '../../app/store';
import { ProductImage } from '../../components/ProductImage';
import { formatCents, toCents } from '../../lib/money';
import type { CartItem } from '../../app/cart/cartItem';
import { lineName } from './cartLabels';
import { removeItem, updateQuantity } from '../../app/cart/cartSlice';
import { sizeLabel } from '../../lib/productPricing';

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
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            mt: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 999,
          }}
        >
          <IconButton
            size="small"
            aria-label={`Decrease quantity of ${name}`}
            disabled={item.quantity <= 1}
            onClick={() => dispatch(updateQuantity({ ...key, quantity: item.quantity - 1 }))}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography
            component="span"
            aria-label={`Quantity of ${name}`}
            sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}
          >
            {item.quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Increase quantity of ${name}`}
            onClick={() => dispatch(updateQuantity({ ...key, quantity: item.quantity + 1 }))}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
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
