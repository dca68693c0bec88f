import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { palette } from './theme';

describe('theme palette', () => {
  it('computes the contrast ratio of black on white as 21', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });

  it.each([
    ['ink on linen', palette.ink, palette.linen],
    ['muted ink on linen', palette.inkMuted, palette.linen],
    ['muted ink on sand', palette.inkMuted, palette.sand],
    ['white on sage', palette.white, palette.sage],
    ['white on clay', palette.white, palette.clay],
    ['sage on white', palette.sage, palette.white],
    ['sage on linen', palette.sage, palette.linen],
    ['error on white', palette.error, palette.white],
    ...(['warning', 'info', 'success', 'error'] as const).flatMap((status) => [
      [`${status} on linen`, palette[status], palette.linen],
      [`${status} on white`, palette[status], palette.white],
      [`white on ${status}`, palette.white, palette[status]],
    ]),
    ['ink on light sage', palette.ink, palette.sageLight],
  ])('%s meets WCAG AA for body text (4.5:1)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
