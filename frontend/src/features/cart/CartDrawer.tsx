import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { formatCents } from '../../lib/money';
import { CartLine } from './CartLine';
import { itemCountText } from './cartLabels';
import { closeCart } from '../../store/cart/cartSlice';
import { FreeShippingProgress } from './FreeShippingProgress';
import { TextLink } from '../../components/TextLink';
import { useCart } from '../../store/cart/useCart';

/**
 * The cart sheet from the right (docs/product.md, Screens). MUI's modal Drawer traps focus, closes on Escape and
 * returns focus.
 */
export function CartDrawer() {
  const open = useAppSelector((state) => state.cart.drawerOpen);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, itemCount, subtotalCents } = useCart();
  const titleId = useId();
  const close = () => dispatch(closeCart());

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            width: { xs: '100%', sm: 420 },
            display: 'flex',
            flexDirection: 'column',
            bgcolor: 'background.default',
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          px: 3,
          pt: 3,
          pb: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box>
          <Typography id={titleId} variant="h3" component="h2">
            Shopping Cart
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {itemCountText(itemCount)}
          </Typography>
        </Box>
        <IconButton aria-label="Close cart" onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>

      {items.length === 0 ? (
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            px: 4,
            gap: 1.5,
          }}
        >
          <ShoppingBagOutlinedIcon sx={{ fontSize: 56, color: 'primary.main', opacity: 0.6 }} />
          <Typography variant="h4" component="h3">
            Your cart is empty
          </Typography>
          <Typography color="text.secondary">Add some products to get started</Typography>
          <ShopButton
            variant="contained"
            sx={{ mt: 1 }}
            onClick={() => {
              close();
              void navigate('/products');
            }}
          >
            Continue Shopping
          </ShopButton>
        </Box>
      ) : (
        <>
          <Box
            component="ul"
            aria-label="Cart items"
            sx={{ flex: 1, overflowY: 'auto', listStyle: 'none', m: 0, px: 3, py: 0 }}
          >
            {items.map((item) => (
              <CartLine key={`${item.productId}|${item.size}`} item={item} />
            ))}
          </Box>
          <Box sx={{ px: 3, pt: 2, pb: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <FreeShippingProgress subtotalCents={subtotalCents} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>Subtotal</Typography>
              <Typography sx={{ fontWeight: 600, fontSize: '1.15rem' }} data-testid="cart-subtotal">
                {formatCents(subtotalCents)}
              </Typography>
            </Box>
            <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                Shipping calculated at checkout
              </Typography>
              <Typography variant="body2" component="span">
                <TextLink to="/shipping-returns" onClick={close}>
                  Shipping &amp; Returns
                </TextLink>
              </Typography>
            </Box>
            <ShopButton
              fullWidth
              variant="contained"
              size="large"
              onClick={() => {
                close();
                void navigate('/checkout');
              }}
            >
              Proceed to Checkout
            </ShopButton>
            <ShopButton fullWidth variant="text" sx={{ mt: 1 }} onClick={close}>
              Continue Shopping
            </ShopButton>
          </Box>
        </>
      )}
    </Drawer>
  );
}
