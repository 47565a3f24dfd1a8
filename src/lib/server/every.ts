import 'server-only';
import { errorFields, log } from '@/lib/logger';

/**
 * Runs `task` every `intervalMs` while the server runs, never two rounds at once (a slow round
 * makes the next one wait); a failed round is logged as `failure` and the next one comes as usual.
 * The timer does not keep the process alive. Returns a function that stops it.
 */
export function every(intervalMs: number, failure: string, task: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => log.error(failure, errorFields(error)))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
