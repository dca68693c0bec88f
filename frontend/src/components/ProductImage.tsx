import Box from '@mui/material/Box';
import SpaIcon from '@mui/icons-material/Spa';
import { useState } from 'react';
import { responsiveSrcSet } from '../lib/images';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Background of the fallback shown when the image is missing (the scent tint). */
  tint?: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string;
  eager?: boolean;
  /** CSS aspect ratio of the frame; product artwork is 4:5. */
  ratio?: string;
}

/**
 * A product picture in a fixed-ratio frame (nothing shifts while it loads). If the file is missing or broken, a
 * tinted panel with a leaf stands in for it, so a missing image never breaks a page.
 */
export function ProductImage({ src, alt, tint = '#DCE5DA', sizes = '(min-width: 900px) 25vw, 50vw', eager = false, ratio = '4 / 5' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: ratio,
        overflow: 'hidden',
        borderRadius: 2,
        background: `linear-gradient(160deg, ${tint}55 0%, ${tint}AA 100%)`,
      }}
    >
      {failed ? (
        <Box role="img" aria-label={alt} sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'rgba(37,40,31,0.45)' }}>
          <SpaIcon sx={{ fontSize: 56 }} />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          srcSet={responsiveSrcSet(src, 800, 400)}
          sizes={sizes}
          width={800}
          height={1000}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
