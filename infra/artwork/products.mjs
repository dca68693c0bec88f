/**
 * Flat product illustrations. Each is drawn around its own origin: x = 0 is the centre line and y = 0 the surface it stands
 * on (negative y is up), so the same drawing can be placed in the product shot and in any scene.
 */
import { NEUTRAL, SANS, SCENTS, SERIF } from './palette.mjs';
import { escapeXml, linear, radial } from './svg-canvas.mjs';

/** Height of each drawing in its own units, so compositions can scale products to a common visual size. */
export const PRODUCT_HEIGHT = {
  'hand-soap': 580,
  'dish-soap': 560,
  'surface-spray': 540,
  'room-mist': 520,
  'soy-wax-candle': 360,
  'refill-box': 470,
};

/** The brand label: wordmark, scent number, scent name and format, centred on x with its top edge at y. */
export function label(scentNumber, formatLabel, { x = 0, y, w, h, paper = NEUTRAL.cream }) {
  const scent = SCENTS[scentNumber];
  const s = w / 180; // text is designed for a 180-unit-wide label
  const name = scent.name.toUpperCase();
  return `<g>
  <rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" rx="${6 * s}" fill="${paper}"/>
  <rect x="${x - w / 2 + 6 * s}" y="${y + 6 * s}" width="${w - 12 * s}" height="${h - 12 * s}" rx="${3 * s}" fill="none" stroke="${scent.accent}" stroke-width="${1.5 * s}"/>
  <text x="${x}" y="${y + h * 0.24}" text-anchor="middle" font-family="${SERIF}" font-size="${17 * s}" fill="${NEUTRAL.ink}">Natural House</text>
  <line x1="${x - 28 * s}" y1="${y + h * 0.32}" x2="${x + 28 * s}" y2="${y + h * 0.32}" stroke="${scent.accent}" stroke-width="${1.5 * s}"/>
  <text x="${x}" y="${y + h * 0.58}" text-anchor="middle" font-family="${SERIF}" font-size="${38 * s}" fill="${scent.deep}">No. ${scentNumber}</text>
  <text x="${x}" y="${y + h * 0.74}" text-anchor="middle" font-family="${SANS}" font-size="${10 * s}" letter-spacing="${1.4 * s}" fill="${NEUTRAL.inkSoft}">${escapeXml(name)}</text>
  <text x="${x}" y="${y + h * 0.87}" text-anchor="middle" font-family="${SANS}" font-size="${9 * s}" letter-spacing="${1 * s}" fill="${NEUTRAL.inkSoft}" opacity="0.8">${escapeXml(formatLabel.toUpperCase())}</text>
</g>`;
}

/** Soft shine and shade on a glass body of the given half-width between two heights. */
function glassShading(halfWidth, top, bottom, strength = 1) {
  const shine = `<rect x="${-halfWidth + halfWidth * 0.14}" y="${top}" width="${halfWidth * 0.16}" height="${bottom - top}" rx="${halfWidth * 0.08}" fill="#FFFFFF" opacity="${0.28 * strength}"/>`;
  const shade = `<rect x="${halfWidth * 0.62}" y="${top}" width="${halfWidth * 0.26}" height="${bottom - top}" rx="${halfWidth * 0.12}" fill="#000000" opacity="${0.08 * strength}"/>`;
  return shine + shade;
}

/** Bottle outline with rounded base and curved shoulders up to a neck. */
function bottlePath(halfWidth, shoulderY, neckHalf, neckTop, corner = 18) {
  const w = halfWidth;
  return `M ${-w + corner} 0 Q ${-w} 0 ${-w} ${-corner} L ${-w} ${shoulderY} C ${-w} ${shoulderY - 50} ${-neckHalf - 18} ${shoulderY - 58} ${-neckHalf} ${shoulderY - 78} L ${-neckHalf} ${neckTop} L ${neckHalf} ${neckTop} L ${neckHalf} ${shoulderY - 78} C ${neckHalf + 18} ${shoulderY - 58} ${w} ${shoulderY - 50} ${w} ${shoulderY} L ${w} ${-corner} Q ${w} 0 ${w - corner} 0 Z`;
}

function handSoap(canvas, scentNumber) {
  const amber = linear(canvas, 'amberGlass', [NEUTRAL.amber, NEUTRAL.amberDark], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const metal = linear(canvas, 'metal', [NEUTRAL.metal, '#EEEAE2', NEUTRAL.metalDark], { x1: 0, y1: 0, x2: 1, y2: 0 });
  return `<g>
  <path d="${bottlePath(120, -350, 40, -460)}" fill="${amber}"/>
  ${glassShading(120, -330, -24, 1.1)}
  <rect x="-48" y="-492" width="96" height="36" rx="6" fill="${metal}"/>
  <rect x="-10" y="-530" width="20" height="40" fill="${NEUTRAL.metalDark}"/>
  <path d="M -38 -530 L 30 -530 L 96 -536 Q 104 -537 104 -545 L 104 -552 L 30 -558 Q 28 -574 0 -576 Q -38 -574 -38 -552 Z" fill="${metal}"/>
  ${label(scentNumber, 'Hand Soap', { y: -300, w: 190, h: 220 })}
</g>`;
}

function dishSoap(canvas, scentNumber) {
  const scent = SCENTS[scentNumber];
  return `<g>
  <path d="${bottlePath(98, -380, 30, -470)}" fill="#FFFFFF" opacity="0.55"/>
  <path d="M -80 -8 Q -88 -8 -88 -18 L -88 -330 L 88 -330 L 88 -18 Q 88 -8 80 -8 Z" fill="${scent.liquid}" opacity="0.85"/>
  <path d="${bottlePath(98, -380, 30, -470)}" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.9"/>
  ${glassShading(98, -360, -24)}
  <path d="M -36 -470 L 36 -470 L 30 -540 Q 28 -552 16 -552 L -16 -552 Q -28 -552 -30 -540 Z" fill="${NEUTRAL.cream}"/>
  <rect x="-36" y="-486" width="72" height="16" rx="3" fill="${NEUTRAL.stone}"/>
  <path d="M -8 -552 L 10 -552 L 12 -560 L -6 -560 Z" fill="${NEUTRAL.stone}"/>
  ${label(scentNumber, 'Dish Soap', { y: -300, w: 160, h: 200 })}
</g>`;
}

function surfaceSpray(canvas, scentNumber) {
  const scent = SCENTS[scentNumber];
  return `<g>
  <path d="${bottlePath(104, -330, 34, -420)}" fill="#FFFFFF" opacity="0.55"/>
  <path d="M -86 -8 Q -94 -8 -94 -18 L -94 -280 L 94 -280 L 94 -18 Q 94 -8 86 -8 Z" fill="${scent.liquid}" opacity="0.85"/>
  <path d="${bottlePath(104, -330, 34, -420)}" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.9"/>
  ${glassShading(104, -310, -24)}
  <rect x="-42" y="-446" width="84" height="30" rx="5" fill="${NEUTRAL.charcoal}"/>
  <path d="M -46 -446 L -40 -512 Q -38 -530 -18 -532 L 96 -534 Q 112 -534 112 -518 L 112 -500 Q 112 -492 104 -492 L 40 -488 L 38 -446 Z" fill="${NEUTRAL.charcoal}"/>
  <path d="M 40 -488 Q 44 -452 66 -418 Q 72 -410 78 -418 Q 84 -428 74 -446 Q 62 -468 64 -490 Z" fill="${NEUTRAL.charcoal}" opacity="0.92"/>
  <rect x="104" y="-520" width="16" height="22" rx="3" fill="${NEUTRAL.charcoal}"/>
  ${label(scentNumber, 'Surface Spray', { y: -262, w: 170, h: 210 })}
</g>`;
}

function roomMist(canvas, scentNumber) {
  const scent = SCENTS[scentNumber];
  const metal = linear(canvas, 'metal', [NEUTRAL.metal, '#EEEAE2', NEUTRAL.metalDark], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const frost = linear(canvas, `frost${scentNumber}`, [scent.liquid, scent.accent], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const mist = [
    [58, -508, 5],
    [78, -516, 6],
    [96, -506, 5],
    [86, -530, 4],
    [112, -522, 6],
    [120, -500, 4],
    [104, -540, 4],
    [132, -512, 5],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#FFFFFF" opacity="0.75"/>`)
    .join('');
  return `<g>
  <path d="${bottlePath(66, -400, 22, -452, 12)}" fill="${frost}" opacity="0.9"/>
  ${glassShading(66, -380, -18)}
  <rect x="-26" y="-472" width="52" height="22" rx="4" fill="${metal}"/>
  <rect x="-18" y="-500" width="36" height="30" rx="6" fill="${NEUTRAL.cream}"/>
  <circle cx="18" cy="-488" r="3" fill="${NEUTRAL.stone}"/>
  ${mist}
  ${label(scentNumber, 'Room Mist', { y: -318, w: 112, h: 156 })}
</g>`;
}

function candle(canvas, scentNumber) {
  const scent = SCENTS[scentNumber];
  const glow = radial(canvas, 'flameGlow', [
    ['#FFE7A8', 0.9],
    ['#FFD27A', 0.35],
    ['#FFD27A', 0],
  ]);
  const flame = linear(canvas, 'flame', ['#FFF6D8', '#FFC857', '#F08A3C']);
  return `<g>
  <circle cx="0" cy="-300" r="90" fill="${glow}"/>
  <path d="M -140 -250 L 140 -250 L 140 -14 Q 140 0 126 0 L -126 0 Q -140 0 -140 -14 Z" fill="#FFFFFF" opacity="0.5"/>
  <path d="M -128 -226 L 128 -226 L 128 -22 Q 128 -12 118 -12 L -118 -12 Q -128 -12 -128 -22 Z" fill="${scent.bg2}"/>
  <ellipse cx="0" cy="-226" rx="128" ry="10" fill="${scent.bg}"/>
  <path d="M -140 -250 L 140 -250 L 140 -14 Q 140 0 126 0 L -126 0 Q -140 0 -140 -14 Z" fill="none" stroke="#FFFFFF" stroke-width="5" opacity="0.95"/>
  ${glassShading(140, -244, -10, 0.4)}
  <path d="M 0 -226 Q -2 -240 2 -252" stroke="${NEUTRAL.charcoal}" stroke-width="3" fill="none"/>
  <path d="M 2 -250 Q -20 -276 0 -318 Q 22 -276 2 -250 Z" fill="${flame}"/>
  ${label(scentNumber, 'Soy Wax Candle', { y: -186, w: 170, h: 162 })}
</g>`;
}

function refillBox(canvas, scentNumber) {
  const scent = SCENTS[scentNumber];
  return `<g>
  <path d="M 150 0 L 150 -420 L 196 -446 L 196 -28 Z" fill="${NEUTRAL.kraftDark}"/>
  <path d="M -150 -420 L 150 -420 L 196 -446 L -104 -446 Z" fill="#D8BB92"/>
  <path d="M -24 -433 Q 0 -444 24 -433" stroke="${NEUTRAL.kraftDark}" stroke-width="10" stroke-linecap="round" fill="none"/>
  <rect x="-150" y="-420" width="300" height="420" fill="${NEUTRAL.kraft}"/>
  <rect x="-150" y="-420" width="300" height="14" fill="${scent.accent}" opacity="0.85"/>
  ${label(scentNumber, 'Refill Box', { y: -376, w: 220, h: 250 })}
  <text x="0" y="-92" text-anchor="middle" font-family="${SANS}" font-size="15" letter-spacing="2" fill="${NEUTRAL.ink}" opacity="0.75">3 LITERS · REFILL</text>
  <rect x="72" y="-66" width="46" height="26" rx="4" fill="${NEUTRAL.charcoal}"/>
  <rect x="84" y="-40" width="22" height="18" rx="3" fill="${NEUTRAL.charcoal}"/>
  <rect x="88" y="-22" width="14" height="8" rx="2" fill="${NEUTRAL.charcoal}" opacity="0.8"/>
</g>`;
}

const DRAW = {
  'hand-soap': handSoap,
  'dish-soap': dishSoap,
  'surface-spray': surfaceSpray,
  'room-mist': roomMist,
  'soy-wax-candle': candle,
  'refill-box': refillBox,
};

/** A product with its soft contact shadow, drawn around the origin (see the module comment). */
export function product(canvas, format, scentNumber) {
  const draw = DRAW[format];
  if (!draw) throw new Error(`Unknown product format "${format}"`);
  const halfWidth = format === 'refill-box' ? 200 : format === 'soy-wax-candle' ? 150 : 130;
  return `<ellipse cx="${format === 'refill-box' ? 20 : 0}" cy="0" rx="${halfWidth * 1.15}" ry="${halfWidth * 0.12}" fill="#000000" opacity="0.10"/>${draw(canvas, scentNumber)}`;
}
