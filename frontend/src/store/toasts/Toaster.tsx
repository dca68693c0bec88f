import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAppSelector } from '../store';
import type { Toast } from './toastSlice';

/**
 * The notification region (docs/product.md, Constants: F8 jumps to it), bottom left, with the current toast drawn by
 * `renderToast`: the storefront loads the card (ToastCard.tsx) when its first toast shows, as no page needs it to paint.
 */
export function Toaster({ renderToast }: { renderToast: (toast: Toast) => ReactNode }) {
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
      {toast && renderToast(toast)}
    </Box>
  );
}
