import type { Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
export function luminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrast(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

/** 'rgb(244, 241, 234)' → [244, 241, 234]. */
export function parseRgb(css: string): number[] {
  const match = /rgba?\(([^)]+)\)/.exec(css);
  if (!match) throw new Error(`not an rgb colour: ${css}`);
  return match[1]
    .split(',')
    .slice(0, 3)
    .map((part) => Number(part.trim()));
}

/**
 * The lightest and darkest luminance among the pixels of a PNG, decoded by Chromium itself on `decoder`, a blank page
 * of the test's own (no image library needed): the screenshot of the text's box with the text hidden, i.e. what lies
 * behind the text. One decoder serves all of a test's screenshots.
 */
export async function luminanceRange(decoder: Page, png: Buffer): Promise<{ lightest: number; darkest: number }> {
  // The RGBA bytes come back as base64: a JSON array of every channel is many times larger to send and parse.
  const rgba = await decoder.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  const channels = Buffer.from(rgba, 'base64');
  let lightest = 0;
  let darkest = 1;
  for (let i = 0; i < channels.length; i += 4) {
    const l = luminance([channels[i], channels[i + 1], channels[i + 2]]);
    if (l > lightest) lightest = l;
    if (l < darkest) darkest = l;
  }
  return { lightest, darkest };
}
