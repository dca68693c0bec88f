import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { ProductImage } from '../../components/ProductImage';
import { formatCents, toCents } from '../../lib/money';
import { sizeLabel } from '../../lib/productPricing';
import { sameLine } from '../../store/cart/cartItem';
import { dismissAdded, openCart } from '../../store/cart/cartSlice';
import { useCart } from '../../store/cart/useCart';

/**
 * Phones show the toast alone: the panel and the toast together covered most of the screen. Below MUI's `sm`, the
 * width from which the panel hangs under the cart button.
 */
const PHONE_QUERY = '(max-width: 599.95px)';

function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/** Scrolling this far from where the panel opened closes it. */
const SCROLL_TO_CLOSE_PX = 48;

/**
 * The confirmation after 'Add to Cart': the line added, the cart's subtotal, 'View cart' (the drawer) and 'Checkout'.
 * Non-modal, so the page stays usable; it hangs under the header (right-aligned under the cart button from tablet
 * width, full width on phones), so the header and the cart button are never covered. Closes on its button, Escape,
 * a tap outside it, a scroll, a new page or when the drawer opens. Loaded on the first add only (not part of the first-load JavaScript).
 */
export function MiniCart() {
  const justAdded = useAppSelector((state) => state.cart.justAdded);
  const { items, subtotalCents } = useCart();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const line = justAdded && !onPhone() ? items.find((item) => sameLine(item, justAdded)) : undefined;
  const close = () => dispatch(dismissAdded());

  // A new page ends the confirmation; the first render (the page the add happened on) does not.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      dispatch(dismissAdded());
    }
  }, [pathname, dispatch]);

  useEffect(() => {
    if (!line) return;
    panelRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(dismissAdded());
    };
    // A tap outside or scrolling on (more than a nudge) also ends it, as a popover would.
    const onPointerDown = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) dispatch(dismissAdded());
    };
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > SCROLL_TO_CLOSE_PX) dispatch(dismissAdded());
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [line, dispatch]);

  if (!line) return null;
  return (
    <Paper
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      elevation={8}
      data-testid="mini-cart"
      sx={{
        position: 'fixed',
        zIndex: 'modal',
        top: { xs: 72, md: 84 },
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 24 },
        width: { sm: 380 },
        p: 2,
        borderRadius: 3,
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <CheckCircleIcon color="primary" fontSize="small" aria-hidden />
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          Added to your cart
        </Typography>
        <IconButton size="small" aria-label="Close" onClick={close} edge="end">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: 1.5, alignItems: 'center' }}>
        <ProductImage src={line.image} alt="" sizes="56px" />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{line.productName}</Typography>
          <Typography variant="body2" color="text.secondary">
            Size: {sizeLabel(line.size)} · Qty: {line.quantity}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{formatCents(toCents(line.price) * line.quantity)}</Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          mt: 1.5,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>Subtotal</Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="mini-cart-subtotal">
          {formatCents(subtotalCents)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1.5 }}>
        <ShopButton variant="outlined" onClick={() => dispatch(openCart())}>
          View cart
        </ShopButton>
        <ShopButton
          variant="contained"
          onClick={() => {
            close();
            void navigate('/checkout');
          }}
        >
          Checkout
        </ShopButton>
      </Box>
    </Paper>
  );
}
