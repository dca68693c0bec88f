import createCache from '@emotion/cache';

/**
 * MUI's styles come from emotion. The server renders with a fresh cache per request and writes the styles the page
 * used into its head as <style data-emotion="css ..."> tags; the browser's cache has the same key, so it adopts those
 * tags at start instead of inserting the same rules again (and the first paint already has the final look).
 */
export const EMOTION_KEY = 'css';

export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY });
}
