import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { Env, fail, readInt } from './env-readers';

/** Where uploaded photos and their sizes live, and the limits of an upload (docs/media.md). */
export interface MediaConfig {
  storage: 'local' | 's3';
  /** Folder of the local storage (the default: `make run` needs nothing more). */
  localDir: string;
  s3?: {
    bucket: string;
    region: string;
    /** An S3-compatible server's address (MinIO, R2...); unset: AWS itself. */
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  };
  /** Largest upload accepted, in bytes; one byte more is a 413. */
  maxFileBytes: number;
  /** Largest decoded picture, in pixels: a small file that would decode into gigabytes is refused first. */
  maxInputPixels: number;
  /** Where an upload is streamed while it arrives; removed once processed or refused. */
  tmpDir: string;
  /** An upload no product uses is swept once it is this old. */
  sweepGraceHours: number;
}

export const MEDIA_CONFIG_VARIABLES = [
  'MEDIA_STORAGE',
  'MEDIA_DIR',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_MAX_FILE_BYTES',
  'MEDIA_TMP_DIR',
  'MEDIA_SWEEP_GRACE_HOURS',
] as const;

export function readMediaConfig(env: Env, repoRoot: string): MediaConfig {
  const storage = env.MEDIA_STORAGE || 'local';
  if (storage !== 'local' && storage !== 's3') fail('MEDIA_STORAGE', `must be "local" or "s3", got "${storage}"`);
  if (storage === 's3' && !env.MEDIA_S3_BUCKET) fail('MEDIA_S3_BUCKET', 'is required when MEDIA_STORAGE is s3');
  return {
    storage,
    localDir: env.MEDIA_DIR || resolve(repoRoot, 'data', 'media'),
    s3:
      storage === 's3'
        ? {
            bucket: env.MEDIA_S3_BUCKET ?? '',
            region: env.MEDIA_S3_REGION || 'us-east-1',
            endpoint: env.MEDIA_S3_ENDPOINT || undefined,
            accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY || undefined,
          }
        : undefined,
    // A 12-megapixel phone JPEG is 3 to 8 MB; 20 MB leaves room for a PNG export without inviting raw files.
    maxFileBytes: readInt(env, 'MEDIA_MAX_FILE_BYTES', 20 * 1024 * 1024, 1024, 200 * 1024 * 1024),
    // 50 megapixels covers full-frame cameras; decoding one takes about 150 MB of memory at most.
    maxInputPixels: 50_000_000,
    tmpDir: env.MEDIA_TMP_DIR || tmpdir(),
    sweepGraceHours: readInt(env, 'MEDIA_SWEEP_GRACE_HOURS', 24, 1, 24 * 365),
  };
}
