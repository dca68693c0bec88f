import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md, Constants: 5.5 s between images; rotation resumes 10 s after the last dot click. */
export const ROTATE_INTERVAL_MS = 5500;
export const DOT_PAUSE_MS = 10_000;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The hero carousel's state (docs/product.md, States): starts on the first image; rotates only once every image has
 * loaded or failed;
 * a dot click jumps and pauses until 10 s after the last click; the visitor's pause button and a reduced-motion
 * preference stop rotation until they press play.
 */
export function useHeroCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  // Playing on the server and in the hydrating render (they must match); a reduced-motion preference stops it at mount.
  const [playing, setPlaying] = useState(true);
  const [dotPaused, setDotPaused] = useState(false);
  const resumeTimer = useRef<number | undefined>(undefined);
  const ready = settled.size >= count;
  const rotating = ready && playing && !dotPaused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
    return () => window.clearTimeout(resumeTimer.current);
  }, []);

  /** Call from each image's load and error events. */
  const settle = useCallback((image: number) => {
    setSettled((current) => (current.has(image) ? current : new Set(current).add(image)));
  }, []);

  const goTo = useCallback((image: number) => {
    setIndex(image);
    setDotPaused(true);
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => setDotPaused(false), DOT_PAUSE_MS);
  }, []);

  const togglePlaying = useCallback(() => setPlaying((current) => !current), []);

  return { index, ready, firstSettled: settled.has(0), playing, rotating, settle, goTo, togglePlaying };
}
