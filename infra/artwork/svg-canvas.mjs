/** A tiny SVG document builder: drawing functions add markup and register shared <defs> once by id. */
export class SvgCanvas {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = new Map();
    this.parts = [];
  }

  /** Registers a definition (gradient, clip path) once; later calls with the same id are ignored. */
  def(id, markup) {
    if (!this.defs.has(id)) this.defs.set(id, markup);
    return `url(#${id})`;
  }

  add(...markup) {
    this.parts.push(...markup);
    return this;
  }

  /** Renders the document at an output size; the viewBox keeps the drawing coordinates fixed. */
  toString(outWidth = this.width, outHeight = this.height) {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${this.width} ${this.height}">`,
      `<defs>${[...this.defs.values()].join('')}</defs>`,
      ...this.parts,
      '</svg>',
    ].join('\n');
  }
}

export function escapeXml(text) {
  return String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );
}

/** Linear gradient from top to bottom (or along the given vector) through evenly spaced colours. */
export function linear(canvas, id, colours, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const stops = colours
    .map((c, i) => {
      const [colour, opacity = 1] = Array.isArray(c) ? c : [c];
      return `<stop offset="${colours.length === 1 ? 0 : i / (colours.length - 1)}" stop-color="${colour}" stop-opacity="${opacity}"/>`;
    })
    .join('');
  return canvas.def(
    id,
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops}</linearGradient>`,
  );
}

export function radial(canvas, id, colours) {
  const stops = colours
    .map(
      ([colour, opacity], i) =>
        `<stop offset="${i / (colours.length - 1)}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');
  return canvas.def(id, `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stops}</radialGradient>`);
}

/** Places markup drawn around its own origin at (x, y), scaled and optionally rotated. */
export function place(markup, x, y, scale = 1, rotate = 0) {
  const r = rotate ? ` rotate(${rotate})` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})${r}">${markup}</g>`;
}

/** Seeded PRNG (mulberry32) so scattered details land in the same place on every run. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
