import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useNavigationPending } from '../lib/navigationProgress';

/** Creeps towards the end without reaching it: the wait's length is unknown. */
const creep = keyframes`0% { transform: scaleX(0.05); } 40% { transform: scaleX(0.6); } 100% { transform: scaleX(0.9); }`;
const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * A thin bar across the top while a client-side navigation waits (lib/navigationProgress.ts). It fades in after a
 * moment, so a quick navigation shows nothing, and says 'Loading page' to screen readers.
 */
export function NavigationProgressBar() {
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      data-testid="navigation-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        pointerEvents: 'none',
        opacity: 0,
        animation: `${appear} 150ms linear 150ms forwards`,
        '&::after': {
          content: '""',
          display: 'block',
          height: '100%',
          bgcolor: 'primary.main',
          transformOrigin: 'left',
          animation: `${creep} 8s cubic-bezier(0.1, 0.6, 0.3, 1) forwards`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleX(0.6)' },
        },
      }}
    />
  );
}
