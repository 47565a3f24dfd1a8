import 'server-only';
import { errorFields, log } from '@/lib/logger';

/** Stops a task started by `every`: no new round starts, and the promise ends with the running one. */
export type StopTask = () => Promise<void>;

/**
 * Runs `task` every `intervalMs` while the server runs, never two rounds at once (a slow round
 * makes the next one wait); a failed round is logged as `failure` and the next one comes as usual.
 * The timer does not keep the process alive. `task` gets `stopping()`, true once the server has
 * asked it to stop, so a long round can put back what it has claimed and end early.
 */
export function every(intervalMs: number, failure: string, task: (stopping: () => boolean) => Promise<unknown>): StopTask {
  let stopped = false;
  let round: Promise<void> | undefined;
  const stopping = () => stopped;
  const timer = setInterval(() => {
    if (round || stopped) return;
    round = task(stopping)
      .then(() => undefined)
      .catch((error: unknown) => log.error(failure, errorFields(error)))
      .finally(() => {
        round = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}
