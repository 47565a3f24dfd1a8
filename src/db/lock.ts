import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// Two processes on one PGlite directory corrupt it silently, so the directory is owned by exactly
// one process at a time, recorded in a lock file with its pid.
export class DataDirInUseError extends Error {
  constructor(readonly pid: number) {
    super(`the embedded database is in use by process ${pid}; stop it or set DATABASE_URL`);
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Identifies this process's life: a lock with our pid but another token was left by an earlier
// process that had the same pid (common in containers, where the server is often pid 1).
const processToken: string = ((globalThis as { [key: symbol]: unknown })[Symbol.for('exhale.process-token')] ??=
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`) as string;
const lockContent = `${process.pid} ${processToken}`;

// Shared by every copy of this module in the process (see src/db/client.ts).
const held: Set<string> = ((globalThis as { [key: symbol]: unknown })[Symbol.for('exhale.data-dir-locks')] ??= new Set<string>()) as Set<string>;

export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'exhale.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, lockContent);
      closeSync(fd);
      held.add(path);
      const release = () => {
        if (!held.delete(path)) return;
        try {
          if (readFileSync(path, 'utf8') === lockContent) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, token] = readFileSync(path, 'utf8').split(' ');
      const pid = Number.parseInt(pidText ?? '', 10);
      // This process's own lock counts as taken too: a second opener in one process corrupts the
      // directory just the same.
      const ours = pid === process.pid && token === processToken;
      const otherLiveProcess = pid !== process.pid && Number.isInteger(pid) && pid > 0 && isAlive(pid);
      if (ours || otherLiveProcess) throw new DataDirInUseError(pid);
      // A stale lock from a process that died without cleaning up.
      try {
        unlinkSync(path);
      } catch {
        // Another process removed it first; try again.
      }
    }
  }
  throw new Error(`could not lock the embedded database directory ${dir}`);
}
