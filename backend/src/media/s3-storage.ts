import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { MediaConfig } from '../config/media-config';
import { MediaStorage, type StoredFile } from './media-storage';

/** Objects in an S3-compatible bucket: what several instances on several machines share. */
export class S3Storage extends MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: NonNullable<MediaConfig['s3']>) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Most S3-compatible servers address buckets by path, not by host name.
      forcePathStyle: Boolean(settings.endpoint),
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: bytes, ContentType: contentType }),
    );
  }

  async get(path: string): Promise<StoredFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async remove(paths: string[]): Promise<void> {
    if (paths.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: paths.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
