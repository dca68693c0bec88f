import { lcpPreloadTag, PRODUCT_IMAGE_SIZES } from '@shop/site/page-head.js';
import { describe, expect, it } from 'vitest';
import { responsiveSrcSet, uploadedPhotoAvifSrcSet } from './images';

const KEY = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('product pictures from their stored sizes', () => {
  it('draws an uploaded photo from its stored WebP widths', () => {
    expect(responsiveSrcSet(`/media/${KEY}/800.jpg`, 800, 400)).toBe(
      `/media/${KEY}/400.webp 400w, /media/${KEY}/800.webp 800w`,
    );
    expect(responsiveSrcSet(`/media/${KEY}/400.jpg`, 800, 400)).toBe(`/media/${KEY}/400.webp 400w`);
    // With the photo's stored width, every size kept for it.
    expect(responsiveSrcSet(`/media/${KEY}/800.jpg`, 800, 400, 1500)).toBe(
      `/media/${KEY}/400.webp 400w, /media/${KEY}/800.webp 800w, /media/${KEY}/1200.webp 1200w`,
    );
  });

  it('keeps the artwork convention and gives other addresses no srcset', () => {
    expect(responsiveSrcSet('/public-objects/products/hand-soap-42.webp', 800, 400)).toBe(
      '/public-objects/products/hand-soap-42-400w.webp 400w, /public-objects/products/hand-soap-42.webp 800w',
    );
    expect(responsiveSrcSet(`/media/${KEY}/1600.avif`, 800, 400)).toBeUndefined();
    expect(responsiveSrcSet('https://cdn.example/x.jpg', 800, 400)).toBeUndefined();
  });

  it('offers the same stored widths in AVIF for the picture source, and none for other paths', () => {
    expect(uploadedPhotoAvifSrcSet(`/media/${KEY}/800.jpg`, 1300)).toBe(
      `/media/${KEY}/400.avif 400w, /media/${KEY}/800.avif 800w, /media/${KEY}/1200.avif 1200w`,
    );
    expect(uploadedPhotoAvifSrcSet('/public-objects/products/hand-soap-42.webp', 800)).toBeUndefined();
  });

  it("preloads a product page's uploaded photo in AVIF, the source the page draws first", () => {
    const page = {
      path: '/products/hand-soap-no-42',
      status: 200,
      title: 'Hand Soap No. 42',
      description: '',
      canonicalUrl: 'https://shop.example/products/hand-soap-no-42',
      imageUrl: `https://shop.example/media/${KEY}/800.jpg`,
      robots: 'index',
      ogType: 'product',
      jsonLd: [],
    };
    expect(lcpPreloadTag(page)).toBe(
      `<link rel="preload" as="image" href="/media/${KEY}/800.avif" imagesrcset="${uploadedPhotoAvifSrcSet(`/media/${KEY}/800.jpg`)}" imagesizes="${PRODUCT_IMAGE_SIZES}" type="image/avif" fetchpriority="high">`,
    );
    expect(lcpPreloadTag({ ...page, imageUrl: `https://elsewhere.example/media/${KEY}/800.jpg` })).toBeNull();
    expect(lcpPreloadTag({ ...page, imageWidth: 1600 })).toContain(
      `imagesrcset="${uploadedPhotoAvifSrcSet(`/media/${KEY}/800.jpg`, 1600)}"`,
    );
    expect(responsiveSrcSet(`/media/${KEY}/800.jpg`, 800, 400, 1600)).toContain('1600.webp 1600w');
  });
});
