/** Small botanical details: one signature sprig per scent, plus leaves and potted plants for scenes. Drawn around the origin. */
import { NEUTRAL, SCENTS } from './palette.mjs';

/** A leaf pointing up from the origin, rotated by angle degrees. */
export function leaf(x, y, length, width, angle, fill, vein = true) {
  const l = length;
  const w = width / 2;
  const veinLine = vein
    ? `<path d="M 0 0 L 0 ${-l * 0.9}" stroke="#FFFFFF" stroke-width="${Math.max(1, w * 0.12)}" opacity="0.35"/>`
    : '';
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M 0 0 C ${w} ${-l * 0.3} ${w} ${-l * 0.7} 0 ${-l} C ${-w} ${-l * 0.7} ${-w} ${-l * 0.3} 0 0 Z" fill="${fill}"/>${veinLine}</g>`;
}

/** A stem curving up with pairs of leaves, e.g. sage or basil. */
export function leafySprig({
  height = 220,
  leaves = 5,
  leafLength = 56,
  leafWidth = 26,
  fill = NEUTRAL.leaf,
  stem = NEUTRAL.leafDark,
  bend = 30,
}) {
  let out = `<path d="M 0 0 Q ${bend} ${-height * 0.5} ${bend * 0.4} ${-height}" stroke="${stem}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < leaves; i++) {
    const t = (i + 1) / (leaves + 1);
    const x = bend * 2 * t * (1 - t) + bend * 0.4 * t * t;
    const y = -height * t;
    const size = 1 - t * 0.35;
    out +=
      leaf(x, y, leafLength * size, leafWidth * size, -52, fill) +
      leaf(x, y, leafLength * size, leafWidth * size, 48, fill);
  }
  return out + leaf(bend * 0.4, -height, leafLength * 0.6, leafWidth * 0.6, 4, fill);
}

function lavenderSprig(height, colour) {
  let out = `<path d="M 0 0 Q 6 ${-height * 0.5} 2 ${-height}" stroke="${NEUTRAL.leafDark}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 9; i++) {
    const y = -height + i * 11;
    const spread = 5 + i * 0.6;
    out += `<ellipse cx="${2 - spread}" cy="${y}" rx="6" ry="8" fill="${colour}" transform="rotate(-20 ${2 - spread} ${y})"/>`;
    out += `<ellipse cx="${2 + spread}" cy="${y + 5}" rx="6" ry="8" fill="${colour}" transform="rotate(20 ${2 + spread} ${y + 5})"/>`;
  }
  return out + leaf(3, -height * 0.35, 50, 10, 30, NEUTRAL.leaf, false);
}

function lemonSlice(r, scent) {
  let segments = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    segments += `<line x1="0" y1="0" x2="${(Math.cos(a) * r * 0.78).toFixed(1)}" y2="${(Math.sin(a) * r * 0.78).toFixed(1)}" stroke="${NEUTRAL.cream}" stroke-width="${r * 0.07}"/>`;
  }
  return `<circle r="${r}" fill="${scent.accent}"/><circle r="${r * 0.86}" fill="${NEUTRAL.cream}"/><circle r="${r * 0.8}" fill="${scent.liquid}"/>${segments}<circle r="${r * 0.1}" fill="${NEUTRAL.cream}"/>`;
}

function cinnamonSticks() {
  const stick = (x, y, angle) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-12" y="-130" width="24" height="130" rx="10" fill="#9A5A32"/><rect x="-12" y="-130" width="10" height="130" rx="5" fill="#B8703F"/><ellipse cx="0" cy="-130" rx="12" ry="5" fill="#6E3C1F"/></g>`;
  return stick(-10, 0, -14) + stick(14, 0, 8);
}

function starAnise(r, colour) {
  let out = '';
  for (let i = 0; i < 8; i++) out += leaf(0, 0, r, r * 0.45, i * 45, colour, false);
  return out + `<circle r="${r * 0.16}" fill="#5A2E16"/>`;
}

/** The signature sprig for a scent, standing on the origin, about 240 units tall. */
export function scentMotif(scentNumber) {
  const scent = SCENTS[scentNumber];
  switch (scentNumber) {
    case '09':
      return `${cinnamonSticks()}<g transform="translate(64 -28)">${starAnise(34, '#8A4527')}</g>${leafySprig({ height: 170, leaves: 2, fill: '#C98A52', stem: '#8A4527', bend: -26 })}`;
    case '42':
      return `${leafySprig({ height: 240, leaves: 5, fill: scent.accent, stem: scent.deep, bend: 26 })}<g transform="translate(30 0) rotate(24)">${leafySprig({ height: 170, leaves: 4, leafLength: 40, leafWidth: 14, fill: '#93AD7E', stem: scent.deep, bend: -12 })}</g>`;
    case '62':
      return `${leafySprig({ height: 230, leaves: 4, leafLength: 70, leafWidth: 18, fill: '#8DAA62', stem: NEUTRAL.leafDark, bend: 20 })}<g transform="translate(40 -44)">${lemonSlice(46, scent)}</g>`;
    case '92':
      return `${lavenderSprig(240, scent.accent)}<g transform="translate(28 6) rotate(16)">${lavenderSprig(200, '#8472B0')}</g>`;
    default:
      throw new Error(`Unknown scent "${scentNumber}"`);
  }
}

/** A potted plant with a rounded pot (origin at the pot's base). */
export function pottedPlant({
  pot = NEUTRAL.linen,
  potShade = NEUTRAL.stone,
  fill = NEUTRAL.leaf,
  height = 200,
  width = 120,
  leaves = 9,
}) {
  let foliage = '';
  for (let i = 0; i < leaves; i++) {
    const angle = -70 + (140 * i) / (leaves - 1);
    const length = height * (0.75 + 0.25 * Math.cos((angle * Math.PI) / 180));
    foliage += leaf(0, -width * 0.6, length, length * 0.36, angle, i % 2 ? fill : NEUTRAL.leafDark);
  }
  return `${foliage}<path d="M ${-width / 2} ${-width * 0.75} L ${width / 2} ${-width * 0.75} L ${width * 0.38} 0 L ${-width * 0.38} 0 Z" fill="${pot}"/><rect x="${-width / 2 - 4}" y="${-width * 0.8}" width="${width + 8}" height="${width * 0.14}" rx="4" fill="${potShade}"/>`;
}
