import Box from '@mui/material/Box';
import { palette } from '../../theme/theme';

/** First tab stop: jumps past the header to the page content (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: palette.sageDark,
        color: palette.white,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
