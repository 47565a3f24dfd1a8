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

const held = new Set<string>();

export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'exhale.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      const release = () => {
        if (!held.delete(path)) return;
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (pid === process.pid && held.has(path)) throw new DataDirInUseError(pid);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(pid);
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
