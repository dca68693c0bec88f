/** Brand marks: the leaf mark, the wordmark logo, the favicon, the touch icon and the default share picture. */
import { NEUTRAL, SCENTS, SERIF } from './palette.mjs';
import { PRODUCT_HEIGHT, product } from './products.mjs';
import { SvgCanvas, linear, place } from './svg-canvas.mjs';

const MARK_GREEN = SCENTS['42'].deep;

/** The leaf mark in a 40×40 box: a sage disc with a white leaf and a small second leaf, bold enough for 16 px. */
export function leafMark(disc = MARK_GREEN, leafColour = '#FFFFFF') {
  return `<circle cx="20" cy="20" r="20" fill="${disc}"/>
<path d="M 12 29 C 11 18 18 10 30 9 C 31 21 24 29 12 29 Z" fill="${leafColour}"/>
<path d="M 12 29 L 24 17" stroke="${disc}" stroke-width="1.8" stroke-linecap="round"/>
<path d="M 11 30 C 9 25 9 21 12 18 C 15 22 14 27 11 30 Z" fill="${leafColour}" opacity="0.75"/>`;
}

/** Logo: mark plus the serif wordmark. textLength keeps the width fixed whichever serif the browser picks. */
export function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="236" height="40" viewBox="0 0 236 40" role="img" aria-label="Natural House">
<title>Natural House</title>
${leafMark()}
<text x="50" y="28.5" font-family="${SERIF}" font-size="24" fill="${NEUTRAL.ink}" textLength="184" lengthAdjust="spacingAndGlyphs">Natural House</text>
</svg>
`;
}

export function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
${leafMark()}
</svg>
`;
}

/** 180×180 touch icon: full-bleed green (iOS rounds the corners itself) with a large white leaf. */
export function appleTouchIcon() {
  const c = new SvgCanvas(180, 180);
  return c.add(`<rect width="180" height="180" fill="${MARK_GREEN}"/>`, place(leafMark(MARK_GREEN), 18, 18, 3.6));
}

/** 1200×630 share picture: wordmark and headline on the left, a row of products on the right. */
export function ogDefault() {
  const c = new SvgCanvas(1200, 630);
  const sage = SCENTS['42'];
  const bg = linear(c, 'ogBg', [sage.bg, sage.bg2]);
  const items = [
    ['room-mist', '92', 640, 330],
    ['hand-soap', '42', 790, 370],
    ['soy-wax-candle', '09', 960, 210],
    ['dish-soap', '62', 1110, 340],
  ];
  return c.add(
    `<rect width="1200" height="630" fill="${bg}"/>`,
    `<rect x="0" y="520" width="1200" height="110" fill="${sage.accent}" opacity="0.35"/>`,
    `<rect x="0" y="520" width="1200" height="3" fill="#FFFFFF" opacity="0.6"/>`,
    place(leafMark(), 80, 150, 1.6),
    `<text x="158" y="196" font-family="${SERIF}" font-size="44" fill="${NEUTRAL.ink}">Natural House</text>`,
    `<text x="80" y="290" font-family="${SERIF}" font-size="38" fill="${NEUTRAL.ink}">Where Home Care</text>`,
    `<text x="80" y="340" font-family="${SERIF}" font-size="38" fill="${NEUTRAL.ink}">Meets Self-Care</text>`,
    ...items.map(([format, scent, x, height]) =>
      place(product(c, format, scent), x, 540, height / PRODUCT_HEIGHT[format]),
    ),
  );
}
