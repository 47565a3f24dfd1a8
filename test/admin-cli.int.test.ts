import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create';
import { acquireDataDirLock } from '../src/db/lock';
import { user } from '../src/db/schema';

const dir = mkdtempSync(join(tmpdir(), 'exhale-admin-cli-'));
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.json', 'scripts/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
const roleOf = async (email: string) => {
  const database = await createDatabase({ kind: 'pglite', dataDir: dir });
  try {
    const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.email, email));
    return row?.role;
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  const database = await createDatabase({ kind: 'pglite', dataDir: dir });
  await database.db.insert(user).values({ id: 'u1', name: 'Operator', email: 'operator@exhale.test', role: 'user' });
  await database.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('grants and revokes the admin role on the embedded database', async () => {
    const grant = cli('grant', 'Operator@Exhale.test');
    expect(grant.status, grant.stderr).toBe(0);
    expect(grant.stdout).toContain('operator@exhale.test is now an admin.');
    expect(await roleOf('operator@exhale.test')).toBe('admin');
    expect(cli('list').stdout).toContain('operator@exhale.test');
    expect(cli('revoke', 'operator@exhale.test').status).toBe(0);
    expect(await roleOf('operator@exhale.test')).toBe('user');
  });

  it('says what to do for an unknown address and for a running server', () => {
    const unknown = cli('grant', 'nobody@exhale.test');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('ADMIN_EMAILS');

    const release = acquireDataDirLock(dir);
    try {
      const busy = cli('grant', 'operator@exhale.test');
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain(`the embedded database is in use by process ${process.pid}`);
      expect(busy.stderr).toContain('stop it, run this command again, then start it');
    } finally {
      release();
    }
  });

  it('explains its usage', () => {
    const bad = cli('promote');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage: npm run admin');
  });
});
