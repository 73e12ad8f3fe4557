import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { PhotoStorageUnavailableException } from '../photos.exceptions';
import { PhotoStorage } from './photo-storage';

/** Photos under a folder (DATA_DIR/uploads by default), one folder per shop and job. */
export class FilesystemPhotoStorage extends PhotoStorage {
  private readonly root: string;

  constructor(dir: string) {
    super();
    this.root = resolve(dir);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    // Written whole under another name first: a crash never leaves half a photo under the real one.
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(temporary, data, { mode: 0o640 });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw new PhotoStorageUnavailableException(error);
    }
  }

  async read(key: string): Promise<Buffer> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      throw new PhotoStorageUnavailableException(error);
    }
  }

  async remove(keys: string[]): Promise<void> {
    try {
      await Promise.all(keys.map((key) => rm(this.fileOf(key), { force: true })));
    } catch (error) {
      throw new PhotoStorageUnavailableException(error);
    }
  }

  /** Keys are made by the server from ids, but a key must still never reach outside the folder. */
  private fileOf(key: string): string {
    const file = resolve(join(this.root, key));
    if (!file.startsWith(`${this.root}${sep}`)) throw new Error(`photo key outside the storage: ${key}`);
    return file;
  }
}
