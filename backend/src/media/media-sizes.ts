/**
 * The fixed sizes every photo is stored in (docs/media.md). The storefront draws a product picture at most 600 CSS
 * pixels wide (the product page's column) and 150 at least (a cart line): 400 to 1600 cover 1× to 2.5× screens.
 */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;
/** Modern formats first; every browser the shop supports reads one of them. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
/** One JPEG for e-mail clients, feeds and og:image, which read neither AVIF nor WebP. */
export const FALLBACK_WIDTH = 800;

export type MediaFormat = (typeof MEDIA_FORMATS)[number] | 'jpg';

export const CONTENT_TYPES: Readonly<Record<MediaFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** A photo narrower than the smallest size would be drawn blurred everywhere. */
export const MIN_PHOTO_WIDTH = MEDIA_WIDTHS[0];

export interface MediaVariant {
  width: number;
  format: MediaFormat;
  /** The file's name under the photo's key: `800.webp`. */
  name: string;
}

/** The widths stored for a photo of this (oriented) width: the fixed ones it can fill without enlarging. */
export function widthsFor(photoWidth: number): number[] {
  return MEDIA_WIDTHS.filter((width) => width <= photoWidth);
}

/** The JPEG fallback's width: 800, or 400 for a photo narrower than 800. */
export function fallbackWidthFor(photoWidth: number): number {
  return Math.max(...widthsFor(Math.min(photoWidth, FALLBACK_WIDTH)));
}

/** Every file stored for a photo of this width. */
export function variantsFor(photoWidth: number): MediaVariant[] {
  const modern = widthsFor(photoWidth).flatMap((width) =>
    MEDIA_FORMATS.map((format) => ({ width, format, name: `${width}.${format}` })),
  );
  const fallback = fallbackWidthFor(photoWidth);
  return [...modern, { width: fallback, format: 'jpg', name: `${fallback}.jpg` }];
}

/** A stored file's name, as served under /media/{key}/: one of the fixed sizes and formats, nothing else. */
export const VARIANT_NAME = /^(400|800|1200|1600)\.(avif|webp|jpg)$/;
/** A photo's key: the SHA-256 of the bytes uploaded, in hex. */
export const MEDIA_KEY = /^[0-9a-f]{64}$/;

export function formatOfName(name: string): MediaFormat | undefined {
  const match = VARIANT_NAME.exec(name);
  return match ? (match[2] as MediaFormat) : undefined;
}

/** The address of one stored file. */
export function mediaUrl(key: string, name: string): string {
  return `/media/${key}/${name}`;
}

/** The picture reference a product stores for a photo: its JPEG fallback, which any reader can draw. */
export function mediaReference(key: string, photoWidth: number): string {
  return mediaUrl(key, `${fallbackWidthFor(photoWidth)}.jpg`);
}

/** The key of a product picture reference that points at an uploaded photo, or undefined. */
export function mediaKeyOf(reference: string): string | undefined {
  return /^\/media\/([0-9a-f]{64})\//.exec(reference)?.[1];
}
