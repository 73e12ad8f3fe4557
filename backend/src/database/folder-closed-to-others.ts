import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * The first folder on the way to `path` (itself included) that other users may not enter (no o+x), or null when
 * they may enter them all. Run as root, the embedded PostgreSQL runs as the "postgres" OS user, one of those others.
 * A part of the path not created yet is skipped.
 */
export async function folderClosedToOthers(path: string): Promise<string | null> {
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    const mode = await stat(folder).then(
      (found) => found.mode,
      () => null,
    );
    if (mode !== null && (mode & 0o001) === 0) return folder;
    if (dirname(folder) === folder) return null;
  }
}
