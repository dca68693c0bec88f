import sharp, { type Sharp } from 'sharp';
import { ValidationProblem } from '../common/errors/domain-errors';
import { unsupportedPhotoType } from './image-type';
import { MEDIA_WIDTHS, MIN_PHOTO_WIDTH, variantsFor, type MediaVariant } from './media-sizes';

// One libvips thread per image and no operation cache: the queue, not libvips, decides how much runs at once, and the
// process keeps its memory for requests.
sharp.concurrency(1);
sharp.cache(false);

export interface ProcessedPhoto {
  /** The photo's size once turned upright (EXIF orientation applied). */
  width: number;
  height: number;
  files: Array<{ variant: MediaVariant; bytes: Buffer }>;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** How hard each encoder works: quick enough to process a 12-megapixel photo in a few seconds on one core. */
const ENCODERS: Record<MediaVariant['format'], (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

function unreadable(): ValidationProblem {
  return new ValidationProblem('That photo could not be read.', 'The file is damaged or incomplete; export it again.');
}

/**
 * Turns an uploaded photo (a file on disk) into its fixed sizes. The header is read first: a picture of more than
 * `maxInputPixels` is refused before any pixel is decoded. Every size is drawn upright, in sRGB, with no metadata
 * (sharp writes none unless asked: EXIF, GPS, XMP and ICC blocks are all dropped).
 */
export async function processPhoto(path: string, maxInputPixels: number): Promise<ProcessedPhoto> {
  const input = () => sharp(path, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true });
  // The header alone (no pixel is decoded), so a picture over the bound is named as such.
  const meta = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw unsupportedPhotoType();
  if (meta.width * meta.height > maxInputPixels) {
    const megapixels = Math.floor(maxInputPixels / 1_000_000);
    throw new ValidationProblem('That photo has too many pixels.', `Photos may have at most ${megapixels} megapixels.`);
  }
  const { width, height } = meta.autoOrient;
  if (width < MIN_PHOTO_WIDTH)
    throw new ValidationProblem('That photo is too small.', `Photos must be at least ${MIN_PHOTO_WIDTH} pixels wide.`);

  // Decoded once, at the largest stored width; every size is made from these pixels.
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  const { data, info } = await input()
    .autoOrient()
    .resize({ width: largest })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable();
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files: ProcessedPhoto['files'] = [];
  for (const variant of variantsFor(width)) {
    const resized = sharp(data, raw).resize({ width: variant.width });
    files.push({ variant, bytes: await ENCODERS[variant.format](resized).toBuffer() });
  }
  return { width, height, files };
}
