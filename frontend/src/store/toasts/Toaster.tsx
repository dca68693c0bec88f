import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAppSelector } from '../store';

/** A toast follows a shopper's action, never the first paint: the card loads with the first one. */
const ToastCard = lazy(() => import('./ToastCard').then((m) => ({ default: m.ToastCard })));

export function Toaster() {
  const toast = useAppSelector((state) => state.toasts.current);
  const regionRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="ol"
      ref={regionRef}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      sx={{
        position: 'fixed',
        zIndex: 1500,
        listStyle: 'none',
        m: 0,
        p: 2,
        // Bottom left, kept clear of the cart drawer (right side) and, on phones, of the header and its cart button
        // (the mini-cart hangs under the header after an add).
        bottom: 0,
        left: 0,
        width: '100%',
        maxWidth: { xs: '100%', md: 420 },
        pointerEvents: toast ? 'auto' : 'none',
        outline: 'none',
      }}
    >
      {toast && (
        <Suspense fallback={null}>
          <ToastCard key={toast.id} toast={toast} />
        </Suspense>
      )}
    </Box>
  );
}
