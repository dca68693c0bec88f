/** Room pieces for scenes, in absolute picture coordinates: walls, tiles, windows, counters, shelves and props. */
import { NEUTRAL } from './palette.mjs';
import { linear, radial } from './svg-canvas.mjs';

export function wall(c, w, h, top, bottom) {
  return `<rect width="${w}" height="${h}" fill="${linear(c, `wall-${top}-${bottom}`.replace(/#/g, ''), [top, bottom])}"/>`;
}

/** Square or subway tiles filling a rectangle. */
export function tiles(c, x, y, w, h, { size = 64, fill = '#F3F1EA', grout = '#DAD5CA', subway = false } = {}) {
  const id = `tiles-${size}-${subway ? 's' : 'q'}-${fill}-${grout}`.replace(/#/g, '');
  const g = 2;
  const body = subway
    ? `<rect width="${size * 2}" height="${size}" fill="${grout}"/><rect x="${g}" y="${g}" width="${size * 2 - g * 2}" height="${size / 2 - g * 2}" rx="3" fill="${fill}"/><rect x="${-size + g}" y="${size / 2 + g}" width="${size * 2 - g * 2}" height="${size / 2 - g * 2}" rx="3" fill="${fill}"/><rect x="${size + g}" y="${size / 2 + g}" width="${size * 2 - g * 2}" height="${size / 2 - g * 2}" rx="3" fill="${fill}"/>`
    : `<rect width="${size}" height="${size}" fill="${grout}"/><rect x="${g}" y="${g}" width="${size - g * 2}" height="${size - g * 2}" rx="3" fill="${fill}"/>`;
  const pattern = c.def(
    id,
    `<pattern id="${id}" width="${subway ? size * 2 : size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`,
  );
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${pattern}"/>`;
}

const SKIES = {
  day: ['#CFE3EC', '#EEF4EE'],
  morning: ['#F9E7C9', '#FBF3E4'],
  dusk: ['#4E5A86', '#C68A7A', '#F2C48F'],
  night: ['#2D3552', '#4F5B82'],
};

/** A window with sky, optional distant hills, mullions and sill; light = a soft beam falling to the right. */
export function windowPane(
  c,
  x,
  y,
  w,
  h,
  { sky = 'day', frame = NEUTRAL.cream, hills = true, light = true, lightTo = 1 } = {},
) {
  const skyFill = linear(c, `sky-${sky}`, SKIES[sky]);
  const f = 14;
  const hillColour = sky === 'dusk' || sky === 'night' ? '#55607F' : '#B9CDA8';
  const hill = hills
    ? `<path d="M ${x + f} ${y + h * 0.78} Q ${x + w * 0.3} ${y + h * 0.6} ${x + w * 0.55} ${y + h * 0.72} T ${x + w - f} ${y + h * 0.66} L ${x + w - f} ${y + h - f} L ${x + f} ${y + h - f} Z" fill="${hillColour}" opacity="0.7"/>`
    : '';
  const moon =
    sky === 'dusk'
      ? `<circle cx="${x + w * 0.7}" cy="${y + h * 0.26}" r="${w * 0.06}" fill="#FBEFD6" opacity="0.9"/>`
      : '';
  const beam = light
    ? `<path d="M ${x} ${y} L ${x + w} ${y} L ${x + w + lightTo * w * 1.6} ${y + h * 2.4} L ${x + lightTo * w * 0.9} ${y + h * 2.4} Z" fill="${linear(
        c,
        'beam',
        [
          ['#FFFFFF', 0.32],
          ['#FFFFFF', 0],
        ],
      )}"/>`
    : '';
  return `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" rx="4" fill="#000000" opacity="0.05"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>
<rect x="${x + f}" y="${y + f}" width="${w - 2 * f}" height="${h - 2 * f}" fill="${skyFill}"/>${moon}${hill}
<rect x="${x + w / 2 - f / 2}" y="${y + f}" width="${f}" height="${h - 2 * f}" fill="${frame}"/>
<rect x="${x + f}" y="${y + h * 0.45}" width="${w - 2 * f}" height="${f * 0.8}" fill="${frame}"/>
<rect x="${x - 16}" y="${y + h}" width="${w + 32}" height="18" rx="3" fill="${frame}"/>
<rect x="${x - 16}" y="${y + h + 18}" width="${w + 32}" height="6" fill="#000000" opacity="0.06"/>${beam}`;
}

/** A counter or table top: a lit top edge and a front face. */
export function counter(
  c,
  x,
  y,
  w,
  h,
  { top = NEUTRAL.wood, front = NEUTRAL.woodDark, edge = 14, doorWidth = 260 } = {},
) {
  let doors = '';
  // Tall counters get cupboard doors so the lower part of the picture is not an empty block.
  if (h > 180) {
    for (let left = x + 20; left + doorWidth <= x + w + doorWidth / 2; left += doorWidth + 12) {
      const dw = Math.min(doorWidth, x + w - 20 - left);
      if (dw < 60) break;
      doors += `<rect x="${left}" y="${y + edge + 24}" width="${dw}" height="${h - edge - 24}" rx="4" fill="#FFFFFF" opacity="0.07"/><rect x="${left + dw / 2 - 30}" y="${y + edge + 44}" width="60" height="8" rx="4" fill="#000000" opacity="0.12"/>`;
    }
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${edge}" fill="${top}"/><rect x="${x}" y="${y}" width="${w}" height="3" fill="#FFFFFF" opacity="0.35"/><rect x="${x}" y="${y + edge}" width="${w}" height="${h - edge}" fill="${front}"/><rect x="${x}" y="${y + edge}" width="${w}" height="10" fill="#000000" opacity="0.08"/>${doors}`;
}

export function shelf(x, y, w, { colour = NEUTRAL.wood } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="16" rx="2" fill="${colour}"/><rect x="${x}" y="${y + 16}" width="${w}" height="8" fill="#000000" opacity="0.07"/><rect x="${x + 30}" y="${y + 16}" width="10" height="26" fill="${NEUTRAL.metalDark}"/><rect x="${x + w - 40}" y="${y + 16}" width="10" height="26" fill="${NEUTRAL.metalDark}"/>`;
}

/** A folded towel stack standing on (x, y) bottom-left. */
export function towel(x, y, w, h, colour, stripe = NEUTRAL.cream) {
  const fold = h / 2;
  return `<rect x="${x}" y="${y - h}" width="${w}" height="${fold}" rx="${fold / 2}" fill="${colour}"/><rect x="${x}" y="${y - fold}" width="${w}" height="${fold}" rx="${fold / 2}" fill="${colour}"/><rect x="${x}" y="${y - fold - 2}" width="${w}" height="4" fill="#000000" opacity="0.08"/><rect x="${x + w * 0.12}" y="${y - h}" width="${w * 0.06}" height="${h}" fill="${stripe}" opacity="0.7"/><rect x="${x + w * 0.2}" y="${y - h}" width="${w * 0.025}" height="${h}" fill="${stripe}" opacity="0.7"/>`;
}

/** A hanging towel on a rail. */
export function hangingTowel(x, y, w, h, colour) {
  return `<rect x="${x - 20}" y="${y - 6}" width="${w + 40}" height="10" rx="5" fill="${NEUTRAL.metalDark}"/><path d="M ${x} ${y} L ${x + w} ${y} L ${x + w} ${y + h} Q ${x + w / 2} ${y + h + 10} ${x} ${y + h} Z" fill="${colour}"/><rect x="${x}" y="${y + h * 0.78}" width="${w}" height="${h * 0.06}" fill="${NEUTRAL.cream}" opacity="0.6"/>`;
}

/** A basin set into a counter at (cx, y) with a faucet behind it. */
export function basin(cx, y, w) {
  return `<rect x="${cx - 6}" y="${y - 110}" width="12" height="110" rx="6" fill="${NEUTRAL.metalDark}"/><path d="M ${cx - 6} ${y - 104} Q ${cx - 6} ${y - 120} ${cx + 16} ${y - 120} L ${cx + 60} ${y - 120} Q ${cx + 68} ${y - 120} ${cx + 68} ${y - 110} L ${cx + 68} ${y - 100} L ${cx + 56} ${y - 100} L ${cx + 56} ${y - 106} L ${cx + 10} ${y - 106} Z" fill="${NEUTRAL.metalDark}"/><rect x="${cx - 22}" y="${y - 44}" width="44" height="12" rx="4" fill="${NEUTRAL.metal}"/><path d="M ${cx - w / 2} ${y} L ${cx + w / 2} ${y} Q ${cx + w / 2 - 10} ${y + 70} ${cx} ${y + 74} Q ${cx - w / 2 + 10} ${y + 70} ${cx - w / 2} ${y} Z" fill="#FFFFFF"/><ellipse cx="${cx}" cy="${y + 2}" rx="${w / 2}" ry="10" fill="#ECE8E0"/>`;
}

export function plates(cx, y, w, count, colour = '#FFFFFF') {
  let out = '';
  for (let i = 0; i < count; i++)
    out += `<rect x="${cx - w / 2}" y="${y - (i + 1) * 12}" width="${w}" height="10" rx="5" fill="${i % 2 ? colour : '#E6E0D4'}" stroke="#D5CDBE" stroke-width="1.5"/>`;
  return out + `<rect x="${cx - w / 2}" y="${y - 12}" width="${w}" height="2" fill="#000000" opacity="0.05"/>`;
}

/** A wooden dish brush lying on the counter. */
export function brush(x, y) {
  return `<rect x="${x}" y="${y - 18}" width="120" height="14" rx="7" fill="${NEUTRAL.wood}"/><rect x="${x + 110}" y="${y - 34}" width="56" height="34" rx="10" fill="${NEUTRAL.woodDark}"/><rect x="${x + 114}" y="${y - 8}" width="48" height="8" fill="#E8DDC8"/>`;
}

export function books(x, y, specs) {
  let out = '';
  let top = y;
  for (const [w, h, colour] of specs) {
    top -= h;
    out += `<rect x="${x + (specs[0][0] - w) / 2}" y="${top}" width="${w}" height="${h}" rx="3" fill="${colour}"/><rect x="${x + (specs[0][0] - w) / 2 + 8}" y="${top + h / 2 - 1.5}" width="${w - 16}" height="3" fill="#FFFFFF" opacity="0.35"/>`;
  }
  return out;
}

/** Upright books on a shelf, bottom at y. */
export function bookRow(x, y, specs) {
  let out = '';
  let left = x;
  for (const [w, h, colour] of specs) {
    out += `<rect x="${left}" y="${y - h}" width="${w}" height="${h}" rx="2" fill="${colour}"/><rect x="${left}" y="${y - h + 14}" width="${w}" height="4" fill="#FFFFFF" opacity="0.3"/>`;
    left += w + 2;
  }
  return out;
}

export function mug(x, y, colour) {
  return `<path d="M ${x + 70} ${y - 60} Q ${x + 100} ${y - 56} ${x + 94} ${y - 30} Q ${x + 88} ${y - 16} ${x + 68} ${y - 20}" stroke="${colour}" stroke-width="10" fill="none"/><rect x="${x}" y="${y - 80}" width="76" height="80" rx="12" fill="${colour}"/><ellipse cx="${x + 38}" cy="${y - 78}" rx="34" ry="6" fill="#6B4A36"/>`;
}

export function lemon(x, y, r = 34) {
  return `<ellipse cx="${x}" cy="${y - r * 0.8}" rx="${r * 1.25}" ry="${r * 0.85}" fill="#E9CB4B"/><ellipse cx="${x - r * 0.4}" cy="${y - r * 1.1}" rx="${r * 0.4}" ry="${r * 0.16}" fill="#FFFFFF" opacity="0.35"/><circle cx="${x + r * 1.25}" cy="${y - r * 0.8}" r="${r * 0.12}" fill="#C9A92E"/>`;
}

/** A folded cloth lying flat. */
export function cloth(x, y, w, colour) {
  return `<path d="M ${x} ${y} L ${x + 16} ${y - 26} L ${x + w} ${y - 26} L ${x + w - 16} ${y} Z" fill="${colour}"/><path d="M ${x + 12} ${y - 8} L ${x + w - 10} ${y - 8}" stroke="#FFFFFF" stroke-width="3" opacity="0.5" stroke-dasharray="6 6"/>`;
}

/** A glass bud vase with the given markup (a sprig) rising from it. */
export function vase(x, y, sprig, colour = '#FFFFFF') {
  return `<g transform="translate(${x} ${y - 60})">${sprig}</g><path d="M ${x - 22} ${y} L ${x + 22} ${y} Q ${x + 34} ${y - 40} ${x + 12} ${y - 60} L ${x + 12} ${y - 80} L ${x - 12} ${y - 80} L ${x - 12} ${y - 60} Q ${x - 34} ${y - 40} ${x - 22} ${y} Z" fill="${colour}" opacity="0.6"/>`;
}

/** A warm pool of light, e.g. around a candle or a lamp. */
export function glow(c, cx, cy, r, opacity = 0.6) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${radial(c, 'warmGlow', [
    ['#FFD9A0', 0.7],
    ['#FFD9A0', 0.25],
    ['#FFD9A0', 0],
  ])}" opacity="${opacity}"/>`;
}

/** A reed diffuser: a small glass jar with sticks (origin at its base). */
export function reedDiffuser(x, y, liquid) {
  let reeds = '';
  for (const [dx, angle] of [
    [-8, -14],
    [-2, -6],
    [4, 4],
    [10, 12],
    [0, -1],
  ]) {
    reeds += `<line x1="${x + dx}" y1="${y - 70}" x2="${x + dx + Math.sin((angle * Math.PI) / 180) * 230}" y2="${y - 70 - Math.cos((angle * Math.PI) / 180) * 230}" stroke="#A58A62" stroke-width="4" stroke-linecap="round"/>`;
  }
  return `${reeds}<path d="M ${x - 50} ${y} L ${x + 50} ${y} L ${x + 50} ${y - 90} Q ${x + 50} ${y - 110} ${x + 20} ${y - 116} L ${x - 20} ${y - 116} Q ${x - 50} ${y - 110} ${x - 50} ${y - 90} Z" fill="#FFFFFF" opacity="0.6"/><rect x="${x - 44}" y="${y - 60}" width="88" height="54" rx="6" fill="${liquid}" opacity="0.8"/><rect x="${x - 22}" y="${y - 132}" width="44" height="18" rx="3" fill="${NEUTRAL.charcoal}"/>`;
}
