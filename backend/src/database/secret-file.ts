import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { generateSecret } from '../config/app-config';

/** Reads a secret kept in a file, creating it (readable by the owner only) on first use. */
export async function readOrCreateSecret(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = generateSecret();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
