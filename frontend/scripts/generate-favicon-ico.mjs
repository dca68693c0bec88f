/**
 * Writes public/favicon.ico from public/favicon.svg: browsers and crawlers ask for /favicon.ico whatever the page
 * links, so the same mark is served there as a real icon (16, 32 and 48 px PNG images in one ICO file, which every
 * current browser reads). Run again after changing favicon.svg: node frontend/scripts/generate-favicon-ico.mjs
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const SIZES = [16, 32, 48];

const svg = await readFile(join(PUBLIC_DIR, 'favicon.svg'));
const images = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((image, n) => {
  const entry = 6 + 16 * n;
  header.writeUInt8(SIZES[n], entry); // width (0 would mean 256)
  header.writeUInt8(SIZES[n], entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(image.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += image.length;
});
await writeFile(join(PUBLIC_DIR, 'favicon.ico'), Buffer.concat([header, ...images]));
console.log(`Wrote ${join(PUBLIC_DIR, 'favicon.ico')} (${SIZES.join(', ')} px)`);
