import Box from '@mui/material/Box';
import { SITE_NAME } from '../head/pageMeta';

/** The wordmark with a small leaf mark, drawn inline so it never waits for (or misses) an image file. */
export function Logo({ color = 'primary.main', size = 'md' }: { color?: string; size?: 'md' | 'lg' }) {
  const fontSize = size === 'lg' ? '1.6rem' : '1.35rem';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: size === 'lg' ? 34 : 28, height: size === 'lg' ? 34 : 28 }}
      >
        <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M16 25c0-7 2-12 8-16-7 0-12 4-12 10 0 2 1 4 4 6Z" fill="currentColor" />
        <path d="M16 25c-1-4-3-7-7-9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </Box>
      <Box
        component="span"
        sx={{
          fontFamily: '"Fraunces", Georgia, serif',
          fontWeight: 600,
          fontSize,
          letterSpacing: '0.01em',
          lineHeight: 1,
        }}
      >
        {SITE_NAME}
      </Box>
    </Box>
  );
}
