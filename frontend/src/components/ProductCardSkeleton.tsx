import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { cardSx } from './cardSx';

/** MUI Skeleton's pulse and colour (text.primary at 11%), drawn with Box: MUI's Skeleton would sit in the home page's first load. */
const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;
const bone = {
  display: 'block',
  bgcolor: 'rgba(37, 40, 31, 0.11)',
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
} as const;
/** Skeleton's text variant: one line high (a no-break space), squeezed to 60% around the text's middle. */
const textBone = {
  ...bone,
  transformOrigin: '0 55%',
  transform: 'scale(1, 0.60)',
  borderRadius: '10px/16.7px',
  '&:empty:before': { content: '"\\00a0"' },
} as const;

/** A loading placeholder shaped like a product card. */
export function ProductCardSkeleton() {
  return (
    <Box data-testid="product-placeholder" aria-hidden="true" sx={{ ...cardSx, p: 1.5 }}>
      <Box component="span" sx={{ ...bone, aspectRatio: '4 / 5', borderRadius: 2 }} />
      <Box sx={{ px: 1, pt: 2 }}>
        <Box component="span" sx={{ ...textBone, width: '40%' }} />
        <Box component="span" sx={{ ...textBone, width: '80%', height: 32 }} />
        <Box component="span" sx={{ ...textBone, width: '30%' }} />
      </Box>
    </Box>
  );
}
