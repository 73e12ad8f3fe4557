import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderClosedToOthers } from './folder-closed-to-others';

describe('folderClosedToOthers', () => {
  let top: string;

  beforeEach(async () => {
    top = await mkdtemp(join(tmpdir(), 'closed-folder-'));
    await mkdir(join(top, 'private', 'checkout'), { recursive: true });
    await chmod(top, 0o755);
  });

  afterEach(() => rm(top, { recursive: true, force: true }));

  it('names the folder others may not enter, on the way to a path not created yet', async () => {
    await chmod(join(top, 'private'), 0o700);
    expect(await folderClosedToOthers(join(top, 'private', 'checkout', 'data', 'postgres'))).toBe(join(top, 'private'));
  });

  it('answers null when others may enter every folder on the way', async () => {
    await chmod(join(top, 'private'), 0o711);
    expect(await folderClosedToOthers(join(top, 'private', 'checkout', 'data'))).toBeNull();
  });
});
