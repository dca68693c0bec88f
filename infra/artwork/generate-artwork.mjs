/**
 * Generates every picture the shop shows into backend/public-objects (committed, so running the app needs no image build).
 * Everything is drawn as SVG in code and rasterised with sharp; there is no randomness except seeded PRNGs, so running this
 * again produces the same files. Text uses DejaVu Serif/Sans through fontconfig (Debian package fonts-dejavu-core), which
 * only matters when regenerating.
 *
 * Usage: npm run artwork
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { appleTouchIcon, faviconSvg, logoSvg, ogDefault } from './brand.mjs';
import { FORMATS, SCENTS, SCENT_NUMBERS } from './palette.mjs';
import { productShot } from './product-shot.mjs';
import { HERO_COUNT, hero, lifestyle, wide } from './scenes.mjs';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../backend/public-objects');
const URL_PREFIX = '/public-objects';

const JOURNAL = {
  'how-to-make-room-spray-last-longer': 'A lavender room mist on a sunny windowsill beside a vase of lavender',
  'room-spray-vs-diffuser-vs-candle': 'A room mist, a reed diffuser and a lit candle side by side',
  'refills-101': 'A 3-liter refill box on a kitchen counter beside refilled glass bottles',
  'are-plant-based-dish-soaps-effective':
    'A bottle of dish soap beside a kitchen sink with soap bubbles and a stack of plates',
  'simple-swaps-for-a-low-waste-home':
    'Glass pantry jars, a cotton bag, a cloth and refillable bottles in a calm kitchen',
};

const HERO_ALT = [
  'Amber glass hand soap beside a bathroom basin in soft daylight',
  'Dish soap on a kitchen counter by a sunny window with lemons and plates',
  'A lit soy wax candle on a wooden table at dusk',
  'A refill station with 3-liter refill boxes and glass bottles',
  'Lavender room mist by a bright window with sheer curtains',
  'Hand soap beside a row of potted herbs in a garden',
  'Wall shelves lined with Natural House bottles, a candle and a refill box',
];

/** Each job: where it goes, how to draw it, the sizes to write and its alt text for the manifest. */
function jobs() {
  const list = [];
  const formatLabel = Object.fromEntries(FORMATS.map((f) => [f.key, f.label]));
  for (const { key } of FORMATS) {
    for (const scent of SCENT_NUMBERS) {
      list.push({
        file: `products/${key}-${scent}`,
        canvas: productShot(key, scent),
        sizes: [
          [800, 1000],
          [400, 500],
        ],
        quality: 86,
        alt: `${formatLabel[key]} No. ${scent} ${SCENTS[scent].name}`,
      });
      list.push({
        file: `lifestyle/${key}-${scent}`,
        canvas: lifestyle(key, scent),
        sizes: [
          [800, 1000],
          [400, 500],
        ],
        quality: 80,
        alt: `${formatLabel[key]} No. ${scent} ${SCENTS[scent].name} at home`,
      });
    }
  }
  for (let n = 1; n <= HERO_COUNT; n++) {
    list.push({
      file: `hero/hero-${n}`,
      canvas: hero(n),
      sizes: [
        [1600, 900],
        [800, 450],
      ],
      quality: 76,
      alt: HERO_ALT[n - 1],
    });
  }
  for (const [slug, alt] of Object.entries(JOURNAL)) {
    list.push({
      file: `journal/${slug}`,
      canvas: wide(slug),
      sizes: [
        [1200, 675],
        [600, 338],
      ],
      quality: 76,
      alt,
    });
  }
  list.push({
    file: 'refills/refill-station',
    canvas: wide('refill-station'),
    sizes: [
      [1200, 675],
      [600, 338],
    ],
    quality: 76,
    alt: 'Refill boxes in every scent on a shelf above glass bottles ready to refill',
  });
  list.push({
    file: 'holiday/winter-spice',
    canvas: wide('winter-spice'),
    sizes: [
      [1200, 675],
      [600, 338],
    ],
    quality: 76,
    alt: 'Winter Spice Collection: a candle, room mist and hand soap among pine sprigs and cinnamon',
  });
  return list;
}

/** Variant suffix names the width, e.g. hero-1-800w.webp; the first size is the main file. */
function variantName(file, width, index) {
  return index === 0 ? `${file}.webp` : `${file}-${width}w.webp`;
}

async function writeWebp(job) {
  const entries = [];
  for (const [index, [width, height]] of job.sizes.entries()) {
    const name = variantName(job.file, width, index);
    const target = join(OUT, name);
    await mkdir(dirname(target), { recursive: true });
    // Rendering the SVG at each size (rather than downscaling the big one) keeps small variants crisp.
    await sharp(Buffer.from(job.canvas.toString(width, height)))
      .webp({ quality: job.quality, effort: 6, smartSubsample: true })
      .toFile(target);
    entries.push({ path: `${URL_PREFIX}/${name}`, width, height });
  }
  const [main, ...variants] = entries;
  return [main.path, { width: main.width, height: main.height, alt: job.alt, variants }];
}

async function writeBrand() {
  const entries = [];
  const text = async (name, content, width, height) => {
    await writeFile(join(OUT, name), content);
    entries.push([`${URL_PREFIX}/${name}`, { width, height, alt: 'Natural House', variants: [] }]);
  };
  const png = async (name, canvas, alt) => {
    await sharp(Buffer.from(canvas.toString()))
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
      .toFile(join(OUT, name));
    entries.push([`${URL_PREFIX}/${name}`, { width: canvas.width, height: canvas.height, alt, variants: [] }]);
  };
  await mkdir(join(OUT, 'brand'), { recursive: true });
  await text('brand/logo.svg', logoSvg(), 236, 40);
  await text('brand/favicon.svg', faviconSvg(), 40, 40);
  await png('brand/og-default.png', ogDefault(), 'Natural House: Where Home Care Meets Self-Care');
  await png('brand/apple-touch-icon.png', appleTouchIcon(), 'Natural House');
  return entries;
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const images = {};
  for (const job of jobs()) {
    const [path, entry] = await writeWebp(job);
    images[path] = entry;
  }
  for (const [path, entry] of await writeBrand()) images[path] = entry;
  const manifest = { generatedBy: 'infra/artwork/generate-artwork.mjs', images };
  await writeFile(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(images).length} images (plus variants) and manifest.json to ${OUT}`);
}

await main();
