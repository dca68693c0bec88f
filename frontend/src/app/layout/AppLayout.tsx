import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { Outlet, useLocation } from 'react-router-dom';
import { AppReadyFlag } from '../../components/AppReadyFlag';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { useAppSelector } from '../../store/store';
import { palette } from '../../theme/theme';
import { useLatch } from '../../components/useLatch';
import { CartAnnouncer } from '../../features/cart';
import { Toaster } from '../../store/toasts/Toaster';
import { Header } from './Header';
import { ScrollToTop } from '../../components/ScrollToTop';
import { SkipLink } from './SkipLink';

/** The drawer's code (MUI Modal, transitions) loads on the first open, not with every page. */
const CartDrawer = lazy(() => import('../../features/cart/CartDrawer').then((m) => ({ default: m.CartDrawer })));

/** The confirmation after an add: loaded on the first add, never with the first page. */
const MiniCart = lazy(() => import('../../features/cart/MiniCart').then((m) => ({ default: m.MiniCart })));

/** Only drawn while a screen's chunk downloads (never on the first page, whose screen loads before the app mounts). */
const CircularProgress = lazy(() => import('@mui/material/CircularProgress'));

/** Below the fold on every page: the footer (links, social icons, newsletter form) loads after the first paint. */
const Footer = lazyPart('src/app/layout/Footer.tsx', () => import('./Footer').then((m) => m.Footer));

/** Header and footer around every page (docs/product.md, Screens); screens load lazily into the outlet. */
export function AppLayout() {
  const { pathname } = useLocation();
  const cartOpened = useAppSelector((state) => state.cart.drawerOpen);
  const cartLoaded = useLatch(cartOpened);
  const miniCartLoaded = useLatch(useAppSelector((state) => state.cart.justAdded !== null));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
            <AppReadyFlag />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Suspense fallback={<Box sx={{ bgcolor: palette.sageDark, minHeight: 320 }} />}>
        <Footer />
      </Suspense>
      {cartLoaded && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
      {miniCartLoaded && (
        <Suspense fallback={null}>
          <MiniCart />
        </Suspense>
      )}
      <CartAnnouncer />
      <Toaster />
      <ScrollToTop />
    </Box>
  );
}

function ScreenLoading() {
  return (
    // A full screen's height, like the fallbacks inside screens: the footer never jumps up while a screen loads.
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Suspense fallback={null}>
        <CircularProgress aria-label="Loading page" />
      </Suspense>
    </Box>
  );
}
