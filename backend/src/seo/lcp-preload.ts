/**
 * The home page's largest paint is the first hero picture, which the browser only meets once the storefront's
 * JavaScript has rendered the carousel. Announced in the HTML head, it downloads alongside the scripts instead of
 * after them. The srcset and sizes repeat the storefront's HeroCarousel so the browser picks the same file.
 */
const HERO = '/public-objects/hero/hero-1';

export function lcpPreloadTag(path: string): string | null {
  if (path !== '/') return null;
  return `<link rel="preload" as="image" href="${HERO}-800w.webp" imagesrcset="${HERO}-800w.webp 800w, ${HERO}.webp 1600w" imagesizes="100vw" fetchpriority="high">`;
}
