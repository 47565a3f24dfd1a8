import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'exhale-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database directory lock', () => {
  it('is held by one owner and released', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'exhale.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\S+$`));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(join(dir, 'exhale.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('makes a second process fail at once with a clear message', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, 'exhale.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(
        `the embedded database is in use by process ${holder.pid}; stop it or set DATABASE_URL`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    const deadPid = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).toString());
    writeFileSync(join(dir, 'exhale.lock'), String(deadPid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'exhale.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\S+$`));
    release();
  });
});

describe('a lock with this process’s pid', () => {
  it('is taken over when an earlier process with the same pid left it (containers reuse pids)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'exhale-lock-'));
    try {
      writeFileSync(join(dir, 'exhale.lock'), `${process.pid} token-of-an-earlier-life`);
      const release = acquireDataDirLock(dir);
      release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
