import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource, LessThan, Repository } from 'typeorm';
import { Product } from '../catalog/product.entity';
import { Conflict, NotFound } from '../common/errors/domain-errors';
import { isUniqueViolation } from '../common/database-errors';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { Media } from './media.entity';
import { CONTENT_TYPES, formatOfName, mediaKeyOf, variantsFor } from './media-sizes';
import { MediaStorage, type StoredFile } from './media-storage';
import { processPhoto } from './photo-processor';
import { ProcessingQueue } from './processing-queue';
import { spoolUpload, type UploadStream } from './upload-spool';

/** A stored file ready to serve. */
export interface MediaFile extends StoredFile {
  contentType: string;
}

/** Uploads: received, processed once into the fixed sizes, stored by content, listed, and removed when unused. */
@Injectable()
export class MediaService {
  private readonly queue = new ProcessingQueue();

  constructor(
    @InjectRepository(Media) private readonly media: Repository<Media>,
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores an upload once: the same bytes again give the photo already stored, without processing it twice. */
  async upload(file: UploadStream, fileName: string, alt = ''): Promise<Media> {
    const { maxFileBytes, maxInputPixels, tmpDir } = this.config.media;
    const spooled = join(tmpDir, `shop-upload-${randomUUID()}`);
    try {
      const { key } = await spoolUpload(file, spooled, maxFileBytes);
      const existing = await this.media.findOneBy({ key });
      if (existing) return existing;
      const photo = await this.queue.run(() => processPhoto(spooled, maxInputPixels));
      await Promise.all(
        photo.files.map(({ variant, bytes }) =>
          this.storage.put(`${key}/${variant.name}`, bytes, CONTENT_TYPES[variant.format]),
        ),
      );
      const row = {
        key,
        width: photo.width,
        height: photo.height,
        alt: alt.trim().slice(0, 300),
        fileName: fileName.slice(0, 255),
      };
      // The same photo uploaded twice at once: both wrote the same files; the first row stands.
      await this.media.insert(row).catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
      });
      return await this.media.findOneByOrFail({ key });
    } finally {
      await rm(spooled, { force: true });
    }
  }

  /** Every uploaded photo, newest first, for staff choosing a picture. */
  list(): Promise<Media[]> {
    return this.media.find({ order: { createdAt: 'DESC' }, take: 500 });
  }

  /** One stored file, or undefined (unknown photo or size). */
  async file(key: string, name: string): Promise<MediaFile | undefined> {
    const format = formatOfName(name);
    if (!format) return undefined;
    const stored = await this.storage.get(`${key}/${name}`);
    return stored && { ...stored, contentType: CONTENT_TYPES[format] };
  }

  /** Removes a photo no product uses; one in use is a 409. */
  async remove(key: string): Promise<void> {
    const photo = await this.media.findOneBy({ key });
    if (!photo) throw new NotFound('No photo has that key.');
    if ((await this.keysInUse()).has(key))
      throw new Conflict('That photo is in use.', 'A product shows this photo; remove it from the product first.');
    await this.discard(photo);
  }

  /** Removes the uploads older than the grace period that no product uses; answers how many went. */
  async sweep(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.media.sweepGraceHours * 3_600_000);
    const old = await this.media.find({ where: { createdAt: LessThan(before) } });
    if (old.length === 0) return 0;
    const used = await this.keysInUse();
    const unused = old.filter((photo) => !used.has(photo.key));
    for (const photo of unused) await this.discard(photo);
    return unused.length;
  }

  private async discard(photo: Media): Promise<void> {
    // The row goes first: a photo that is not listed is never offered again, even if a file removal fails.
    await this.media.delete({ key: photo.key });
    await this.storage.remove(variantsFor(photo.width).map((variant) => `${photo.key}/${variant.name}`));
  }

  /** The photos products point at (a catalogue is small: its picture columns are read whole). */
  private async keysInUse(): Promise<Set<string>> {
    const products = await this.dataSource
      .getRepository(Product)
      .find({ select: { id: true, image: true, imageUrl: true, images: true } });
    const references = products.flatMap((product) => [product.image, product.imageUrl ?? '', ...product.images]);
    return new Set(references.map(mediaKeyOf).filter((key): key is string => key !== undefined));
  }
}
