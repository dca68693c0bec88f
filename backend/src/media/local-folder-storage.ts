import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { MediaStorage, type StoredFile } from './media-storage';

/** Files in a folder of this machine: the default, for one instance or several sharing a disk. */
export class LocalFolderStorage extends MediaStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    const target = join(this.root, path);
    await mkdir(dirname(target), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  async get(path: string): Promise<StoredFile | undefined> {
    const file = join(this.root, path);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: createReadStream(file), length: info.size };
  }

  async remove(paths: string[]): Promise<void> {
    await Promise.all(paths.map((path) => rm(join(this.root, path), { force: true })));
  }
}
