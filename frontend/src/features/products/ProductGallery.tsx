import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { ProductImage } from '../../components/ProductImage';

export interface GalleryImage {
  src: string;
  alt: string;
  /** An uploaded photo's stored size. */
  stored?: { width: number; height: number };
}

interface ProductGalleryProps {
  images: GalleryImage[];
  selected: number;
  onSelect: (index: number) => void;
  tint?: string;
}

/**
 * The main picture and a row of thumbnails that switch it (docs/product.md, States: the selected index starts at 0).
 */
export function ProductGallery({ images, selected, onSelect, tint }: ProductGalleryProps) {
  const current = images[selected] ?? images[0];
  return (
    <Box>
      <ProductImage
        key={current?.src}
        src={current?.src}
        alt={current?.alt ?? ''}
        stored={current?.stored}
        tint={tint}
        eager
        sizes="(min-width: 900px) 50vw, 100vw"
      />
      {images.length > 1 && (
        <Box role="group" aria-label="Product images" sx={{ display: 'flex', gap: 1.5, mt: 1.5 }}>
          {images.map((image, index) => (
            <ButtonBase
              key={image.src}
              onClick={() => onSelect(index)}
              aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
              aria-pressed={index === selected}
              sx={{
                width: 76,
                borderRadius: 2,
                p: '3px',
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'transparent',
                display: 'block',
              }}
            >
              <Box sx={{ width: '100%' }}>
                <ProductImage src={image.src} alt="" tint={tint} sizes="76px" stored={image.stored} />
              </Box>
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
