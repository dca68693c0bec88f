import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import SpaIcon from '@mui/icons-material/Spa';
import { useState, type ReactNode } from 'react';
import { responsiveSrcSet, uploadedPhotoAvifSrcSet } from '../lib/images';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Background of the fallback shown when the image is missing (the scent tint). */
  tint?: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string;
  eager?: boolean;
  /** The page's largest paint: fetched first (`fetchpriority="high"`, and eager). */
  priority?: boolean;
  /** CSS aspect ratio of the frame; product artwork is 4:5. */
  ratio?: string;
  /** Pixel size of the full artwork and width of its small variant (see lib/images.ts). */
  artwork?: ArtworkSize;
  /** An uploaded photo's stored size (the product's imageSizes): every stored width, and its own ratio. */
  stored?: { width: number; height: number };
}

export interface ArtworkSize {
  width: number;
  height: number;
  smallWidth: number;
}

// A styled <img>, not <Box component="img">: Box reads width/height as CSS props, so the attributes that reserve the
// picture's space (and tell the browser its ratio) would never reach the element.
const FramedImg = styled('img')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

/**
 * An uploaded photo is drawn in a `<picture>` whose AVIF source the browser takes when it reads AVIF (the smallest
 * files), else the img's WebP srcset, else its JPEG src; the shop's own artwork has WebP only and is drawn bare.
 */
function Picture({ avifSrcSet, sizes, children }: { avifSrcSet?: string; sizes: string; children: ReactNode }) {
  if (!avifSrcSet) return children;
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {children}
    </picture>
  );
}

const PRODUCT_ARTWORK: ArtworkSize = { width: 800, height: 1000, smallWidth: 400 };

/**
 * A product picture (or other artwork) in a fixed-ratio frame (nothing shifts while it loads). If the file is missing
 * or broken, a tinted panel with a leaf stands in for it, so a missing image never breaks a page.
 */
export function ProductImage({
  src,
  alt,
  tint = '#DCE5DA',
  sizes = '(min-width: 900px) 25vw, 50vw',
  eager = false,
  priority = false,
  ratio = '4 / 5',
  artwork = PRODUCT_ARTWORK,
  stored,
}: ProductImageProps) {
  const size = stored && stored.width > 0 ? stored : artwork;
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
        <Box
          role="img"
          aria-label={alt}
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'rgba(37,40,31,0.45)' }}
        >
          <SpaIcon sx={{ fontSize: 56 }} />
        </Box>
      ) : (
        <Picture avifSrcSet={uploadedPhotoAvifSrcSet(src, stored?.width)} sizes={sizes}>
          <FramedImg
            src={src}
            srcSet={responsiveSrcSet(src, artwork.width, artwork.smallWidth, stored?.width)}
            sizes={sizes}
            width={size.width}
            height={size.height}
            alt={alt}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            onError={() => setFailedSrc(src)}
          />
        </Picture>
      )}
    </Box>
  );
}
