import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useAppDispatch } from '../store';
import { CartItem, lineName, MAX_LINE_QUANTITY } from './cartItem';
import { updateQuantity } from './cartSlice';
import { smallIconButtonSx } from '../../components/iconButtonSx';

/** A cart line's − quantity + stepper, named after the line; the drawer and the checkout's cart step share it. */
export function LineQuantity({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const name = lineName(item);
  const change = (quantity: number) =>
    dispatch(updateQuantity({ productId: item.productId, size: item.size, quantity }));
  return (
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
      <ButtonBase
        centerRipple
        sx={smallIconButtonSx}
        aria-label={`Decrease quantity of ${name}`}
        disabled={item.quantity <= 1}
        onClick={() => change(item.quantity - 1)}
      >
        <RemoveIcon fontSize="small" />
      </ButtonBase>
      <Typography
        component="span"
        aria-label={`Quantity of ${name}`}
        sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}
      >
        {item.quantity}
      </Typography>
      <ButtonBase
        centerRipple
        sx={smallIconButtonSx}
        aria-label={`Increase quantity of ${name}`}
        disabled={item.quantity >= MAX_LINE_QUANTITY}
        onClick={() => change(item.quantity + 1)}
      >
        <AddIcon fontSize="small" />
      </ButtonBase>
    </Box>
  );
}
