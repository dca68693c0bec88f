import Box from '@mui/material/Box';
import { ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { AppReadyFlag } from '../../../components/AppReadyFlag';
import { RouteErrorBoundary } from '../../../components/RouteErrorBoundary';
import { ScrollToTop } from '../../../components/ScrollToTop';
import { useAppDispatch, useAppSelector } from '../../../store/store';
import { dismissToast } from '../../../store/toasts/toastSlice';
import { EagerToaster } from '../../../store/toasts/ToastCard';

/**
 * The back office's own frame (design: "in its own layout"): no storefront header, cart, footer or
 * newsletter; the admin shell bar (with its 'Back to Site') is the only navigation. A toast belongs to the
 * screen that raised it: moving to another admin screen dismisses it.
 */
export function AdminLayout({ bar, children }: { bar: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const toastId = useAppSelector((state) => state.toasts.current?.id);
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    if (toastId !== undefined) dispatch(dismissToast(toastId));
  }, [pathname, toastId, dispatch]);

  return (
    <Box
      data-layout="admin"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <RouteErrorBoundary key={pathname}>
          {/* Redrawn with each screen, as before this layout: a new screen starts the Tab order at the page top. */}
          {bar}
          <Suspense fallback={<Box sx={{ minHeight: '100vh' }} aria-busy="true" aria-label="Loading page" />}>
            {children}
            <AppReadyFlag />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <EagerToaster />
      <ScrollToTop />
    </Box>
  );
}
