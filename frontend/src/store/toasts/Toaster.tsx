import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { PointerEvent, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { palette } from '../../theme/theme';
import { dismissToast, Toast } from './toastSlice';
import { smallIconButtonSx } from '../../components/iconButtonSx';

/**
 * docs/product.md, Constants: a toast stays 5 s, a swipe of 50 px to the right dismisses it, F8 jumps to the
 * notification region.
 */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

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
      {toast && <ToastCard key={toast.id} toast={toast} />}
    </Box>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, paused, toast.id]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (distance >= SWIPE_THRESHOLD_PX) dispatch(dismissToast(toast.id));
    else {
      setOffset(0);
      setPaused(false);
    }
  };

  return (
    <Box
      component="li"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="toast"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pr: 1,
        borderRadius: 2,
        boxShadow: '0 12px 32px rgba(37,40,31,0.18)',
        bgcolor: destructive ? palette.error : palette.white,
        color: destructive ? palette.white : palette.ink,
        border: destructive ? 'none' : `1px solid ${palette.sand}`,
        transform: `translateX(${offset}px)`,
        transition: start.current === null ? 'transform 200ms ease' : 'none',
        touchAction: 'pan-y',
        userSelect: 'none',
      }}
    >
      {/* The live role sits inside the list item: on the <li> itself it would stop being a list item (axe: list). */}
      <Box
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
        sx={{ flex: 1, minWidth: 0 }}
      >
        <Typography sx={{ fontWeight: 600 }}>{toast.title}</Typography>
        {toast.description && (
          <Typography variant="body2" sx={{ color: destructive ? palette.white : palette.inkMuted }}>
            {toast.description}
          </Typography>
        )}
      </Box>
      <ButtonBase
        aria-label="Close notification"
        onClick={() => dispatch(dismissToast(toast.id))}
        centerRipple
        sx={{ ...smallIconButtonSx, color: 'inherit' }}
      >
        <CloseIcon fontSize="small" />
      </ButtonBase>
    </Box>
  );
}
