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
import type { Toast } from '../../store/toasts/toastSlice';
import { Header } from './Header';
import { ScrollToTop } from '../../components/ScrollToTop';
import { SkipLink } from './SkipLink';
import { PageContainer } from '../../components/PageContainer';
import { SkeletonBox } from '../../components/SkeletonBox';
import { NavigationProgressBar } from '../../components/NavigationProgressBar';

/** The drawer's code (MUI Modal, transitions) loads on the first open, not with every page. */
const CartDrawer = lazy(() => import('../../features/cart/CartDrawer').then((m) => ({ default: m.CartDrawer })));

/** The confirmation after an add: loaded on the first add, never with the first page. */
const MiniCart = lazy(() => import('../../features/cart/MiniCart').then((m) => ({ default: m.MiniCart })));
// The toast's card loads with the first toast: no page needs it to paint.
const ToastCard = lazy(() => import('../../store/toasts/ToastCard').then((m) => ({ default: m.ToastCard })));
const renderToast = (toast: Toast) => (
  <Suspense fallback={null}>
    <ToastCard key={toast.id} toast={toast} />
  </Suspense>
);

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
      <NavigationProgressBar />
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
      <Toaster renderToast={renderToast} />
      <ScrollToTop />
    </Box>
  );
}

function ScreenLoading() {
  return (
    // A full screen's height, like the fallbacks inside screens: the footer never jumps up while a screen loads. A page's
    // outline (heading, cards) rather than a blank or a spinner; the bar at the top says it is on its way.
    <PageContainer
      maxWidth="lg"
      sx={{ minHeight: '100vh', py: { xs: 3, md: 5 } }}
      aria-busy="true"
      aria-label="Loading page"
    >
      <SkeletonBox width="40%" height={56} />
      <SkeletonBox width="70%" />
      <Box sx={{ mt: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((n) => (
          <SkeletonBox key={n} variant="rounded" sx={{ aspectRatio: '4 / 5', height: 'auto' }} />
        ))}
      </Box>
    </PageContainer>
  );
}
