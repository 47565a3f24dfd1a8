import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create';
import { siteSettings } from '../src/db/schema';

// The backup and restore of the embedded data directory exactly as the README's production guide
// gives them: stop the server, archive DATA_DIR with tar; to restore, stop the server, unpack the
// archive into an empty DATA_DIR, start.
const root = mkdtempSync(join(tmpdir(), 'exhale-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tar = (...args: string[]) => {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
};

describe('backup of the embedded database', () => {
  it('restores from a tar archive of the stopped data directory, with what was there then and nothing after', async () => {
    const dataDir = join(root, 'data');
    const archive = join(root, 'exhale-backup.tar.gz');
    const first = await createDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(siteSettings).values({ key: 'before-backup', value: { kept: true } });
    await first.close();

    tar('-czf', archive, '-C', dataDir, '.');

    // Written after the backup: not in the restored copy.
    const again = await createDatabase({ kind: 'pglite', dataDir });
    await again.db.insert(siteSettings).values({ key: 'after-backup', value: 1 });
    await again.close();

    const restored = join(root, 'restored');
    mkdirSync(restored);
    tar('-xzf', archive, '-C', restored);
    const database = await createDatabase({ kind: 'pglite', dataDir: restored });
    try {
      const keys = (await database.db.select().from(siteSettings)).map((row) => row.key);
      expect(keys).toEqual(['before-backup']);
      await database.db.insert(siteSettings).values({ key: 'written-after-restore', value: 2 });
    } finally {
      await database.close();
    }
  });
});
