import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { sniffPhotoType } from './image-type';
import { variantsFor } from './media-sizes';
import { processPhoto } from './photo-processor';
import { spoolUpload } from './upload-spool';

const PIXELS = 50_000_000;

/** A photo 2000 wide and 1000 tall as stored, tagged "turn 90° clockwise", with a camera's GPS block. */
async function sidewaysPhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#7a9' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 46/1 0/1' } })
    .toBuffer();
}

/** Whether EXIF bytes point at a GPS block (tag 0x8825, either byte order). */
function hasGpsBlock(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

describe('processPhoto', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'photo-processor-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const onDisk = (name: string, bytes: Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  it('stores every fixed width it can fill in AVIF and WebP, plus one JPEG, upright and without metadata', async () => {
    const original = await sidewaysPhotoWithGps();
    const before = await sharp(original).metadata();
    expect({ orientation: before.orientation, gps: hasGpsBlock(before.exif) }).toEqual({ orientation: 6, gps: true });
    const photo = await processPhoto(onDisk('sideways.jpg', original), PIXELS);

    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1000, height: 2000 });
    expect(photo.files.map((file) => file.variant.name)).toEqual([
      '400.avif',
      '400.webp',
      '800.avif',
      '800.webp',
      '800.jpg',
    ]);
    for (const { variant, bytes } of photo.files) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(variant.format === 'jpg' ? 'jpeg' : variant.format === 'avif' ? 'heif' : 'webp');
      expect({ name: variant.name, width: meta.width, height: meta.height }).toEqual({
        name: variant.name,
        width: variant.width,
        height: variant.width * 2,
      });
      expect(meta.exif).toBeUndefined();
      expect(hasGpsBlock(meta.exif)).toBe(false);
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('makes all four widths of a large photo', async () => {
    const big = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const photo = await processPhoto(onDisk('big.png', big), PIXELS);
    expect(photo.files.map((file) => file.variant.name)).toEqual(variantsFor(2400).map((variant) => variant.name));
    expect(photo.files).toHaveLength(9);
  });

  it('refuses a picture with more pixels than allowed before decoding it', async () => {
    const wide = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(processPhoto(onDisk('wide.png', wide), 999_999)).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    await expect(processPhoto(onDisk('cut.jpg', whole.subarray(0, whole.length / 2)), PIXELS)).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});

describe('spoolUpload', () => {
  it('gives the same bytes the same key, their SHA-256', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spool-'));
    const bytes = await sidewaysPhotoWithGps();
    const first = await spoolUpload(Readable.from([bytes]), join(dir, 'a'), 10_000_000);
    const second = await spoolUpload(
      Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]),
      join(dir, 'b'),
      10_000_000,
    );
    rmSync(dir, { recursive: true, force: true });
    expect(first.key).toBe(second.key);
    expect(first.key).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('reads the type from the bytes: JPEG, PNG and WebP only', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect([jpeg, png, webp].map(sniffPhotoType)).toEqual(['jpeg', 'png', 'webp']);
    expect(sniffPhotoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffPhotoType(Buffer.from('GIF89a......'))).toBeUndefined();
  });
});
