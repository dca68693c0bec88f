import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../common/errors/domain-error';
import { TooLarge, ValidationProblem } from '../common/errors/domain-errors';
import { SNIFF_BYTES, sniffPhotoType, unsupportedPhotoType } from './image-type';

/** An upload as it arrives: a stream that emits 'limit' (and is then `truncated`) past the size allowed. */
export type UploadStream = Readable & { truncated?: boolean };

export function tooLarge(maxBytes: number): TooLarge {
  const megabytes = Math.floor(maxBytes / (1024 * 1024));
  return new TooLarge(
    'That photo is too large.',
    megabytes > 0 ? `Photos may be at most ${megabytes} MB.` : `Photos may be at most ${maxBytes} bytes.`,
  );
}

/**
 * Writes an upload to `path` as it arrives, hashing it on the way (the key) and reading its type from the first
 * bytes: anything but JPEG, PNG or WebP is refused at its first chunk, and one byte past `maxBytes` at once, without
 * reading the rest. Never holds the whole file in memory.
 */
export async function spoolUpload(file: UploadStream, path: string, maxBytes: number): Promise<{ key: string }> {
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let overLimit = false;
  file.once('limit', () => {
    overLimit = true;
    // Stops at once: waiting for the stream's end would read the rest of the body first.
    file.destroy(tooLarge(maxBytes));
  });
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length === SNIFF_BYTES && !sniffPhotoType(head)) {
          callback(unsupportedPhotoType());
          return;
        }
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(file, tap, createWriteStream(path));
  } catch (error) {
    if (overLimit) throw tooLarge(maxBytes);
    if (error instanceof DomainError) throw error;
    throw new ValidationProblem('The upload was cut off.', 'The photo did not arrive whole; try again.');
  }
  if (overLimit || file.truncated) throw tooLarge(maxBytes);
  if (!sniffPhotoType(head)) throw unsupportedPhotoType();
  return { key: hash.digest('hex') };
}
