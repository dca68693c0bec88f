import type { Readable } from 'node:stream';

/** A stored file being read: its bytes as a stream and their length. */
export interface StoredFile {
  body: Readable;
  length: number;
}

/**
 * Where the processed files live, by path (`{key}/{name}`). Every instance reads and writes the same storage, so a
 * photo uploaded through one is served by all (the local folder only when they share a disk).
 */
export abstract class MediaStorage {
  abstract put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when nothing is stored at that path. */
  abstract get(path: string): Promise<StoredFile | undefined>;
  /** Removes the files; a path already gone is not an error. */
  abstract remove(paths: string[]): Promise<void>;
}
