/**
 * Scene pictures: lifestyle shots (800×1000), home-page heroes (1600×900) and wide page headers (1200×675).
 * They reuse the product drawings and room pieces so every picture belongs to the same family.
 */
import { leaf, leafySprig, pottedPlant, scentMotif } from './botanicals.mjs';
import { NEUTRAL, SCENTS } from './palette.mjs';
import { PRODUCT_HEIGHT, product } from './products.mjs';
import {
  basin,
  bookRow,
  books,
  brush,
  cloth,
  counter,
  glow,
  hangingTowel,
  lemon,
  mug,
  plates,
  reedDiffuser,
  shelf,
  tiles,
  towel,
  vase,
  wall,
  windowPane,
} from './scenery.mjs';
import { SvgCanvas, place, seededRandom } from './svg-canvas.mjs';

/** Places a product so it stands on (x, y) and is `height` pixels tall. */
function put(c, format, scent, x, y, height) {
  return place(product(c, format, scent), x, y, height / PRODUCT_HEIGHT[format]);
}

const HOUSE_SCENT = '42';
const SAGE = SCENTS['42'];
const LAVENDER = SCENTS['92'];

// ---------- lifestyle (800×1000): the product in use, a different composition from the catalogue shot, one per scent ----------

const LIFESTYLE = {
  'hand-soap': (c, scent) => [
    wall(c, 800, 1000, '#F4F1EA', '#E8E3D8'),
    tiles(c, 0, 0, 800, 720, { size: 80, fill: '#F7F5EF', grout: '#DDD7CB' }),
    hangingTowel(580, 300, 150, 320, SAGE.accent),
    counter(c, 0, 720, 800, 280, { top: '#E4DED2', front: '#D3CBBB' }),
    basin(390, 720, 300),
    put(c, 'hand-soap', scent, 150, 720, 420),
    place(pottedPlant({ height: 150, width: 90 }), 650, 720),
  ],
  'dish-soap': (c, scent) => [
    wall(c, 800, 1000, SAGE.bg, SAGE.bg2),
    windowPane(c, 170, 110, 460, 440, { sky: 'day' }),
    tiles(c, 0, 590, 800, 150, { size: 60, fill: '#F4F2EC', grout: '#D8D2C5', subway: true }),
    counter(c, 0, 740, 800, 260),
    plates(590, 740, 170, 6),
    brush(70, 740),
    put(c, 'dish-soap', scent, 380, 740, 430),
    lemon(700, 740, 30),
  ],
  'surface-spray': (c, scent) => [
    wall(c, 800, 1000, '#F3EEE4', '#E7DFD0'),
    tiles(c, 0, 0, 800, 720, { size: 70, fill: '#F8F5EE', grout: '#DFD8CB', subway: true }),
    shelf(80, 260, 380),
    place(pottedPlant({ height: 110, width: 70, leaves: 7 }), 170, 260),
    bookRow(280, 260, [
      [26, 130, SAGE.deep],
      [22, 110, NEUTRAL.kraft],
      [30, 140, '#C9B9A0'],
    ]),
    counter(c, 0, 720, 800, 280, { top: '#EDE7DB', front: '#D9D0C0' }),
    cloth(400, 740, 240, SAGE.accent),
    lemon(140, 740, 34),
    lemon(225, 746, 28),
    put(c, 'surface-spray', scent, 560, 720, 460),
  ],
  'room-mist': (c, scent) => [
    wall(c, 800, 1000, SCENTS[scent].bg, SCENTS[scent].bg2),
    windowPane(c, 60, 110, 340, 500, { sky: 'morning', hills: false }),
    `<path d="M 30 90 Q 60 400 40 660 L 90 660 Q 110 400 90 90 Z" fill="#FFFFFF" opacity="0.6"/>`,
    shelf(440, 270, 320),
    bookRow(470, 270, [
      [28, 140, SCENTS[scent].deep],
      [24, 120, '#CBBFE0'],
      [30, 150, NEUTRAL.stone],
    ]),
    vase(690, 270, scentMotif(scent)),
    counter(c, 0, 740, 800, 260, { top: '#D9CFC2', front: '#C6BAA9' }),
    books(150, 740, [
      [220, 34, '#C9BBDF'],
      [200, 28, NEUTRAL.cream],
    ]),
    put(c, 'room-mist', scent, 600, 740, 420),
  ],
  'soy-wax-candle': (c, scent) => [
    wall(c, 800, 1000, '#5C5A78', '#8E7E8E'),
    windowPane(c, 420, 110, 300, 400, { sky: 'dusk', frame: '#E9DFD2', light: false }),
    glow(c, 300, 620, 420, 0.55),
    counter(c, 0, 770, 800, 230, { top: NEUTRAL.wood, front: NEUTRAL.woodDark }),
    books(470, 770, [
      [250, 38, '#C3A58A'],
      [230, 30, NEUTRAL.cream],
      [210, 34, '#7A6A86'],
    ]),
    mug(630, 668, '#E9DFD2'),
    put(c, 'soy-wax-candle', scent, 260, 770, 330),
  ],
  'refill-box': (c, scent) => [
    wall(c, 800, 1000, '#EFE8DC', '#E3D9C8'),
    shelf(40, 300, 720, { colour: NEUTRAL.woodDark }),
    put(c, 'dish-soap', '62', 150, 300, 180),
    put(c, 'hand-soap', HOUSE_SCENT, 260, 300, 190),
    put(c, 'room-mist', '92', 360, 300, 170),
    place(pottedPlant({ height: 120, width: 80, leaves: 7 }), 620, 300),
    counter(c, 0, 780, 800, 220, { top: NEUTRAL.wood, front: NEUTRAL.woodDark }),
    put(c, 'refill-box', scent, 300, 780, 420),
    put(c, 'hand-soap', HOUSE_SCENT, 630, 780, 320),
  ],
};

/** The format's scene with the product in the given scent: a product page shows no other scent's label. */
export function lifestyle(format, scent) {
  const draw = LIFESTYLE[format];
  if (!draw) throw new Error(`No lifestyle scene for "${format}"`);
  const c = new SvgCanvas(800, 1000);
  return c.add(...draw(c, scent));
}

// ---------- heroes (1600×900): calm room scenes; the subject sits right so headline text can sit left ----------

function herbPots(c, x, y, count, seed) {
  const random = seededRandom(seed);
  const greens = [SAGE.accent, NEUTRAL.leafDark, '#93AD7E', '#6F8C5E'];
  let out = '';
  for (let i = 0; i < count; i++) {
    const px = x + i * 190;
    let foliage = '';
    for (let j = 0; j < 22; j++) {
      foliage += leaf(
        px + (random() - 0.5) * 70,
        y - 90,
        70 + random() * 90,
        20 + random() * 14,
        -70 + random() * 140,
        greens[Math.floor(random() * greens.length)],
      );
    }
    out += `${foliage}<path d="M ${px - 62} ${y - 100} L ${px + 62} ${y - 100} L ${px + 48} ${y} L ${px - 48} ${y} Z" fill="#C98A62"/><rect x="${px - 68}" y="${y - 108}" width="136" height="22" rx="4" fill="#B4744E"/>`;
  }
  return out;
}

const HEROES = [
  // 1: bathroom sink with hand soap
  (c) => [
    wall(c, 1600, 900, '#F5F2EB', '#ECE6DB'),
    tiles(c, 700, 0, 900, 600, { size: 90, fill: '#F8F6F0', grout: '#DFD9CD' }),
    windowPane(c, 140, 110, 380, 420, { sky: 'day' }),
    hangingTowel(1380, 220, 150, 280, SAGE.accent),
    counter(c, 0, 600, 1600, 300, { top: '#E4DED2', front: '#D3CBBB' }),
    basin(1060, 600, 340),
    place(pottedPlant({ height: 170, width: 100 }), 640, 600),
    put(c, 'hand-soap', HOUSE_SCENT, 820, 600, 330),
    towel(1290, 600, 170, 80, SAGE.bg2),
  ],
  // 2: kitchen with dish soap
  (c) => [
    wall(c, 1600, 900, SAGE.bg, SAGE.bg2),
    shelf(120, 250, 520),
    place(pottedPlant({ height: 110, width: 70, leaves: 7 }), 200, 250),
    plates(380, 250, 150, 5),
    bookRow(500, 250, [
      [26, 120, NEUTRAL.kraft],
      [22, 100, SAGE.deep],
      [28, 130, NEUTRAL.cream],
    ]),
    windowPane(c, 820, 90, 560, 400, { sky: 'morning' }),
    tiles(c, 0, 520, 1600, 130, { size: 64, fill: '#F4F2EC', grout: '#D8D2C5', subway: true }),
    counter(c, 0, 650, 1600, 250),
    brush(700, 650),
    plates(1340, 650, 190, 5),
    put(c, 'dish-soap', '62', 1010, 650, 340),
    lemon(1160, 650, 34),
    lemon(1230, 656, 28),
  ],
  // 3: candle on a table at dusk
  (c) => [
    wall(c, 1600, 900, '#4F4D6B', '#857487'),
    windowPane(c, 180, 100, 420, 460, { sky: 'dusk', frame: '#E2D6C8', light: false }),
    glow(c, 1050, 520, 560, 0.6),
    counter(c, 0, 660, 1600, 240, { top: NEUTRAL.wood, front: NEUTRAL.woodDark }),
    books(1200, 660, [
      [280, 40, '#C3A58A'],
      [250, 32, NEUTRAL.cream],
      [230, 36, '#7A6A86'],
    ]),
    mug(760, 660, '#E9DFD2'),
    put(c, 'soy-wax-candle', '09', 1010, 660, 280),
    place(scentMotif('09'), 1440, 560, 0.6, 10),
  ],
  // 4: refill station
  (c) => [
    wall(c, 1600, 900, '#EFE8DC', '#E2D8C6'),
    shelf(80, 300, 1440, { colour: NEUTRAL.woodDark }),
    ...['09', '42', '62', '92'].map((s, i) => put(c, 'refill-box', s, 820 + i * 190, 300, 190)),
    place(pottedPlant({ height: 130, width: 80, leaves: 7 }), 220, 300),
    counter(c, 0, 680, 1600, 220, { top: NEUTRAL.wood, front: NEUTRAL.woodDark }),
    put(c, 'refill-box', HOUSE_SCENT, 930, 680, 330),
    put(c, 'hand-soap', HOUSE_SCENT, 1210, 680, 290),
    put(c, 'dish-soap', '62', 1380, 680, 270),
  ],
  // 5: room mist by a window
  (c) => [
    wall(c, 1600, 900, LAVENDER.bg, '#E2DAEC'),
    windowPane(c, 760, 80, 560, 560, { sky: 'morning' }),
    `<path d="M 700 60 Q 740 400 710 700 L 780 700 Q 800 400 770 60 Z" fill="#FFFFFF" opacity="0.6"/>`,
    `<path d="M 1370 60 Q 1340 400 1380 700 L 1440 700 Q 1420 400 1440 60 Z" fill="#FFFFFF" opacity="0.6"/>`,
    counter(c, 0, 700, 1600, 200, { top: '#E4DCCF', front: '#CFC4B3' }),
    vase(1180, 700, scentMotif('92')),
    books(860, 700, [
      [200, 30, '#C9BBDF'],
      [180, 26, NEUTRAL.cream],
    ]),
    put(c, 'room-mist', '92', 1030, 700, 380),
  ],
  // 6: herb garden
  (c) => [
    wall(c, 1600, 900, '#DDE8EE', '#F1F3EA'),
    `<circle cx="300" cy="220" r="90" fill="#FBEFC9" opacity="0.9"/>`,
    `<path d="M 0 560 Q 400 470 800 540 T 1600 500 L 1600 900 L 0 900 Z" fill="#C7D7B5"/>`,
    `<path d="M 0 640 Q 500 580 1000 630 T 1600 610 L 1600 900 L 0 900 Z" fill="#B3C79E"/>`,
    counter(c, 0, 720, 1600, 180, { top: '#D9CDBA', front: '#C4B59E' }),
    herbPots(c, 780, 720, 4, 42),
    put(c, 'hand-soap', HOUSE_SCENT, 620, 720, 300),
  ],
  // 7: shelf of bottles
  (c) => [
    wall(c, 1600, 900, '#F2EDE3', '#E6DED0'),
    shelf(680, 380, 840),
    shelf(680, 720, 840),
    put(c, 'hand-soap', '09', 770, 380, 230),
    put(c, 'dish-soap', '42', 910, 380, 220),
    put(c, 'surface-spray', '62', 1060, 380, 220),
    put(c, 'room-mist', '92', 1190, 380, 210),
    place(pottedPlant({ height: 120, width: 80, leaves: 7 }), 1400, 380),
    put(c, 'soy-wax-candle', '62', 820, 720, 150),
    put(c, 'refill-box', '92', 1040, 720, 240),
    put(c, 'hand-soap', '42', 1280, 720, 230),
    put(c, 'room-mist', '09', 1420, 720, 210),
    place(pottedPlant({ height: 240, width: 140, leaves: 11, pot: '#D9CFC0', potShade: '#C8BCA9' }), 330, 900),
  ],
];

export const HERO_COUNT = HEROES.length;

export function hero(number) {
  const draw = HEROES[Number(number) - 1];
  if (!draw) throw new Error(`No hero ${number}`);
  const c = new SvgCanvas(1600, 900);
  return c.add(...draw(c));
}

// ---------- wide headers (1200×675): journal articles, refills page, holiday page ----------

const WIDE = {
  'how-to-make-room-spray-last-longer': (c) => [
    wall(c, 1200, 675, LAVENDER.bg, '#E2DAEC'),
    windowPane(c, 130, 70, 380, 400, { sky: 'morning' }),
    counter(c, 0, 520, 1200, 155, { top: '#E4DCCF', front: '#CFC4B3' }),
    put(c, 'room-mist', '92', 720, 520, 340),
    vase(900, 520, scentMotif('92')),
    books(1000, 520, [
      [150, 28, '#C9BBDF'],
      [130, 24, NEUTRAL.cream],
    ]),
  ],
  'room-spray-vs-diffuser-vs-candle': (c) => [
    wall(c, 1200, 675, '#F3EEE5', '#E7DFD1'),
    `<path d="M 160 520 L 160 200 A 130 130 0 0 1 420 200 L 420 520 Z" fill="${SCENTS['62'].bg2}" opacity="0.8"/>`,
    `<path d="M 470 520 L 470 200 A 130 130 0 0 1 730 200 L 730 520 Z" fill="${SAGE.bg2}" opacity="0.8"/>`,
    `<path d="M 780 520 L 780 200 A 130 130 0 0 1 1040 200 L 1040 520 Z" fill="${SCENTS['09'].bg2}" opacity="0.8"/>`,
    counter(c, 0, 520, 1200, 155),
    put(c, 'room-mist', '62', 290, 520, 320),
    reedDiffuser(600, 520, SAGE.liquid),
    put(c, 'soy-wax-candle', '09', 910, 520, 200),
  ],
  'refills-101': (c) => [
    wall(c, 1200, 675, '#EFE8DC', '#E3D9C8'),
    tiles(c, 0, 0, 1200, 500, { size: 70, fill: '#F6F2EA', grout: '#DED6C8', subway: true }),
    counter(c, 0, 500, 1200, 175, { top: NEUTRAL.wood, front: NEUTRAL.woodDark }),
    put(c, 'refill-box', HOUSE_SCENT, 520, 500, 330),
    put(c, 'hand-soap', HOUSE_SCENT, 800, 500, 280),
    put(c, 'dish-soap', '62', 960, 500, 260),
    place(pottedPlant({ height: 130, width: 80, leaves: 7 }), 220, 500),
  ],
  'are-plant-based-dish-soaps-effective': (c) => [
    wall(c, 1200, 675, SCENTS['62'].bg, '#F1E8C4'),
    tiles(c, 0, 0, 1200, 480, { size: 64, fill: '#FBF8EE', grout: '#E4DCC4', subway: true }),
    counter(c, 0, 480, 1200, 195),
    basin(430, 480, 300),
    put(c, 'dish-soap', '62', 750, 480, 320),
    plates(960, 480, 170, 5),
    brush(130, 480),
    ...[
      [380, 420, 18],
      [420, 400, 12],
      [470, 430, 15],
      [510, 405, 10],
      [350, 395, 9],
    ].map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#FFFFFF" opacity="0.7" stroke="#E3D9B8" stroke-width="1.5"/>`,
    ),
  ],
  'simple-swaps-for-a-low-waste-home': (c) => [
    wall(c, 1200, 675, SAGE.bg, SAGE.bg2),
    shelf(110, 250, 980),
    ...[0, 1, 2, 3].map(
      (i) =>
        `<rect x="${180 + i * 110}" y="${140}" width="80" height="110" rx="14" fill="#FFFFFF" opacity="0.55"/><rect x="${180 + i * 110}" y="${190}" width="80" height="60" rx="10" fill="${['#E2D2B4', '#C8A57A', '#EDE4D0', '#B9A88A'][i]}"/><rect x="${176 + i * 110}" y="128" width="88" height="16" rx="4" fill="${NEUTRAL.wood}"/>`,
    ),
    place(pottedPlant({ height: 110, width: 70, leaves: 7 }), 780, 250),
    bookRow(880, 250, [
      [24, 120, SAGE.deep],
      [28, 110, NEUTRAL.kraft],
    ]),
    counter(c, 0, 520, 1200, 155, { top: '#E2D8C6', front: '#CCBFA9' }),
    `<path d="M 170 520 L 190 380 L 330 380 L 350 520 Z" fill="#E9DCC4"/><path d="M 210 380 Q 260 320 310 380" stroke="#D6C4A4" stroke-width="10" fill="none"/>`,
    cloth(380, 520, 200, SAGE.accent),
    put(c, 'hand-soap', HOUSE_SCENT, 720, 520, 300),
    put(c, 'surface-spray', '62', 900, 520, 290),
  ],
  'refill-station': (c) => [
    wall(c, 1200, 675, '#EFE8DC', '#E2D8C6'),
    shelf(60, 230, 1080, { colour: NEUTRAL.woodDark }),
    ...['09', '42', '62', '92'].map((s, i) => put(c, 'refill-box', s, 240 + i * 240, 230, 160)),
    counter(c, 0, 540, 1200, 135, { top: NEUTRAL.wood, front: NEUTRAL.woodDark }),
    put(c, 'refill-box', HOUSE_SCENT, 430, 540, 260),
    put(c, 'hand-soap', HOUSE_SCENT, 660, 540, 230),
    put(c, 'dish-soap', '62', 800, 540, 215),
    put(c, 'surface-spray', '09', 940, 540, 210),
    put(c, 'room-mist', '92', 1070, 540, 200),
    place(pottedPlant({ height: 130, width: 80, leaves: 7 }), 160, 540),
  ],
  'winter-spice': (c) => {
    const random = seededRandom(9);
    const pine = [];
    for (let i = 0; i < 26; i++) {
      const x = 60 + random() * 1080;
      pine.push(
        place(
          leafySprig({
            height: 90 + random() * 60,
            leaves: 6,
            leafLength: 26,
            leafWidth: 6,
            fill: i % 2 ? '#3F6B4A' : '#2F5A3E',
            stem: '#5A3B26',
            bend: 8,
          }),
          x,
          580 + random() * 30,
          1,
          -60 + random() * 120,
        ),
      );
    }
    return [
      wall(c, 1200, 675, '#8E3B2E', '#6E2A22'),
      glow(c, 600, 330, 420, 0.5),
      ...[
        [140, 120, '#D9A441'],
        [1060, 150, '#E8C27A'],
        [280, 60, '#C85C3C'],
        [930, 70, '#D9A441'],
      ].map(
        ([x, y, colour]) =>
          `<line x1="${x}" y1="0" x2="${x}" y2="${y - 26}" stroke="#E8C27A" stroke-width="2"/><circle cx="${x}" cy="${y}" r="26" fill="${colour}"/><rect x="${x - 7}" y="${y - 32}" width="14" height="8" fill="#E8C27A"/>`,
      ),
      counter(c, 0, 560, 1200, 115, { top: '#5A3B26', front: '#45291A' }),
      ...pine,
      put(c, 'soy-wax-candle', '09', 600, 580, 240),
      put(c, 'room-mist', '09', 400, 580, 300),
      put(c, 'hand-soap', '09', 800, 580, 300),
      place(scentMotif('09'), 960, 590, 0.7, 8),
      place(scentMotif('09'), 250, 590, 0.6, -12),
    ];
  },
};

export const WIDE_KEYS = Object.keys(WIDE);

export function wide(key) {
  const draw = WIDE[key];
  if (!draw) throw new Error(`No wide picture "${key}"`);
  const c = new SvgCanvas(1200, 675);
  return c.add(...draw(c));
}
