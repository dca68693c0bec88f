import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import ButtonBase from '@mui/material/ButtonBase';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../store/store';
import { palette } from '../../theme/theme';
import { Logo } from '../../components/Logo';
import { openCart } from '../../store/cart/cartSlice';
import { useCart } from '../../store/cart/useCart';
import { NAV_LINKS } from './siteLinks';
import { useLatch } from '../../components/useLatch';
import { iconButtonSx } from '../../components/iconButtonSx';
import { HeaderSearch, preloadHeaderSearch } from '../../features/search';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));
/** Warms the cart drawer's chunk when the pointer or focus reaches the cart button. */
const preloadCart = () => void import('../../features/cart/CartDrawer');

export function Header() {
  const dispatch = useAppDispatch();
  const { itemCount } = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuLoaded = useLatch(menuOpen);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLAnchorElement>(null);
  const { pathname, search } = useLocation();
  // A suggestion or the results page was opened: the panel has done its work.
  useEffect(() => setSearchOpen(false), [pathname, search]);
  const closeSearch = () => {
    setSearchOpen(false);
    searchButton.current?.focus();
  };

  return (
    // A sticky <header> and a flex row rather than MUI's AppBar and Toolbar: same look, less code on every first load.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        color: 'text.primary',
        bgcolor: 'rgba(246,242,234,0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <PageContainer maxWidth="lg">
        <Box
          sx={{ position: 'relative', display: 'flex', alignItems: 'center', minHeight: { xs: 64, md: 72 }, gap: 2 }}
        >
          <Box
            component={RouterLink}
            to="/"
            aria-label="Natural House home"
            sx={{ textDecoration: 'none', display: 'inline-flex', py: 1 }}
          >
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
                  fontWeight: 600,
                  '&:hover': { bgcolor: 'rgba(62,91,71,0.08)' },
                  '&.active': { color: palette.sageDark, bgcolor: palette.sageLight, fontWeight: 600 },
                }}
              >
                {link.label}
              </Box>
            ))}
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 0 }, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {/* A link to the results page, so search works before hydration and without JavaScript. */}
            <ButtonBase
              component="a"
              href="/search"
              ref={searchButton}
              centerRipple
              sx={iconButtonSx}
              aria-label="Search"
              aria-expanded={searchOpen}
              onClick={(event) => {
                event.preventDefault();
                setSearchOpen((open) => !open);
              }}
              onPointerEnter={preloadHeaderSearch}
              onFocus={preloadHeaderSearch}
            >
              <SearchIcon />
            </ButtonBase>
            <ButtonBase
              centerRipple
              sx={iconButtonSx}
              aria-label={itemCount > 0 ? `Open cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}` : 'Open cart'}
              onClick={() => dispatch(openCart())}
              onPointerEnter={preloadCart}
              onFocus={preloadCart}
            >
              <ShoppingBagOutlinedIcon />
              {itemCount > 0 && <CartCountBadge count={itemCount} />}
            </ButtonBase>
            <ButtonBase
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              centerRipple
              sx={{ ...iconButtonSx, display: { md: 'none' } }}
            >
              <MenuIcon />
            </ButtonBase>
          </Box>
        </Box>
      </PageContainer>
      {searchOpen && (
        <Suspense fallback={null}>
          <HeaderSearch onClose={closeSearch} />
        </Suspense>
      )}
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

/** The item count on the cart icon (capped at 99+); a span of our own, as MUI's Badge is heavier than this needs. */
function CartCountBadge({ count }: { count: number }) {
  return (
    <Box
      component="span"
      data-testid="cart-count"
      sx={{
        position: 'absolute',
        top: 2,
        right: 0,
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: '20px',
        textAlign: 'center',
        boxSizing: 'border-box',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
