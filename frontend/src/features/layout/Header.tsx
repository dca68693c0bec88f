import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/store';
import { palette } from '../../app/theme';
import { Logo } from '../../components/Logo';
import { openCart } from '../cart/cartSlice';
import { useCart } from '../cart/useCart';
import { NAV_LINKS } from './siteLinks';
import { useLatch } from '../../components/useLatch';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));
/** Warms the cart drawer's chunk when the pointer or focus reaches the cart button. */
const preloadCart = () => void import('../cart/CartDrawer');

export function Header() {
  const dispatch = useAppDispatch();
  const { itemCount } = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuLoaded = useLatch(menuOpen);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ bgcolor: 'rgba(246,242,234,0.92)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <Box component={RouterLink} to="/" aria-label="Natural House home" sx={{ textDecoration: 'none', display: 'inline-flex', py: 1 }}>
            <Logo />
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}>
            {NAV_LINKS.map((link) => (
              <Box
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                sx={{
                  px: 2,
                  py: 1,
                  borderRadius: 999,
                  color: 'text.primary',
                  textDecoration: 'none',
                  fontWeight: 500,
                  '&:hover': { bgcolor: 'rgba(62,91,71,0.08)' },
                  '&.active': { color: palette.sageDark, bgcolor: palette.sageLight, fontWeight: 600 },
                }}
              >
                {link.label}
              </Box>
            ))}
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 0 }, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconButton aria-label={itemCount > 0 ? `Open cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}` : 'Open cart'} onClick={() => dispatch(openCart())} onPointerEnter={preloadCart} onFocus={preloadCart}>
              <Badge badgeContent={itemCount} color="secondary" invisible={itemCount === 0} max={99}>
                <ShoppingBagOutlinedIcon />
              </Badge>
            </IconButton>
            <IconButton aria-label="Open menu" onClick={() => setMenuOpen(true)} sx={{ display: { md: 'none' } }}>
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
