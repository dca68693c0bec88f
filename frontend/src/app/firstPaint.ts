/** Longest the app waits for the server's first-paint pictures (a stalled download must not hold the page back). */
const MAX_WAIT_MS = 2000;

function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the static first paint the server wrote into `container` (backend seo/first-paint.ts) is on screen:
 * its pictures loaded and a frame drawn. React's first render empties the container; mounting earlier (the scripts
 * often arrive before the picture) would throw the static picture away unseen and leave the page's largest paint
 * to the JavaScript-rendered copy.
 */
export async function afterFirstPaint(container: HTMLElement): Promise<void> {
  const images = [...container.querySelectorAll('img')];
  if (images.length === 0) return;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  await Promise.race([Promise.all(images.map(settled)), timeout]);
  await nextFrame();
}
