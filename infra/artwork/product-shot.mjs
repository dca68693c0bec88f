/** The 800×1000 catalogue picture: one product on a soft arch, tinted by its scent, with the scent's sprig beside it. */
import { scentMotif } from './botanicals.mjs';
import { SCENTS } from './palette.mjs';
import { PRODUCT_HEIGHT, product } from './products.mjs';
import { SvgCanvas, linear, place } from './svg-canvas.mjs';

/** On-picture height per format, so a squat candle and a tall bottle look equally substantial. */
const SHOT_HEIGHT = {
  'hand-soap': 640,
  'dish-soap': 630,
  'surface-spray': 620,
  'room-mist': 600,
  'soy-wax-candle': 430,
  'refill-box': 560,
};

const SHOT_HALF_WIDTH = {
  'hand-soap': 120,
  'dish-soap': 100,
  'surface-spray': 110,
  'room-mist': 70,
  'soy-wax-candle': 140,
  'refill-box': 170,
};

export function productShot(format, scentNumber) {
  const scent = SCENTS[scentNumber];
  const c = new SvgCanvas(800, 1000);
  const bg = linear(c, `bg${scentNumber}`, [scent.bg, scent.bg2]);
  const floor = linear(c, `floor${scentNumber}`, [
    [scent.bg2, 1],
    [scent.accent, 0.35],
  ]);
  const scale = SHOT_HEIGHT[format] / PRODUCT_HEIGHT[format];
  const baseY = 850;
  const motifX = 400 + SHOT_HALF_WIDTH[format] * scale + 40;
  c.add(
    `<rect width="800" height="1000" fill="${bg}"/>`,
    `<path d="M 130 ${baseY} L 130 430 A 270 270 0 0 1 670 430 L 670 ${baseY} Z" fill="#FFFFFF" opacity="0.38"/>`,
    `<rect x="0" y="${baseY}" width="800" height="${1000 - baseY}" fill="${floor}"/>`,
    `<rect x="0" y="${baseY}" width="800" height="3" fill="#FFFFFF" opacity="0.6"/>`,
    place(scentMotif(scentNumber), motifX, baseY + 4, 1.05, 12),
    place(scentMotif(scentNumber), 400 - (motifX - 400), baseY + 4, 0.8, -18),
    place(product(c, format, scentNumber), 400, baseY, scale),
  );
  return c;
}
