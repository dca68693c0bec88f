import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { PointerEvent, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../store';
import { palette } from '../../theme/theme';
import { dismissToast, Toast } from './toastSlice';
import { smallIconButtonSx } from '../../components/iconButtonSx';
import { Toaster } from './Toaster';

/**
 * docs/product.md, Constants: a toast stays 5 s, a swipe of 50 px to the right dismisses it, F8 jumps to the
 * notification region.
 */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

/** One toast: it leaves after TOAST_DURATION_MS (paused while touched), on its close button or on a swipe right. */
export function ToastCard({ toast }: { toast: Toast }) {
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

/** The notification region with its cards loaded up front: the back office (itself a lazy screen) and component tests. */
export function EagerToaster() {
  return <Toaster renderToast={(toast) => <ToastCard key={toast.id} toast={toast} />} />;
}
