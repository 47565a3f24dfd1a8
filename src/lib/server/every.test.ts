import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './every';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('every', () => {
  it('never runs two rounds at once, and a stop waits for the running round, tells it, and starts none after', async () => {
    let finish: () => void = () => {};
    const seen: boolean[] = [];
    let rounds = 0;
    const task = vi.fn((stopping: () => boolean) => {
      rounds++;
      return new Promise<void>((resolve) => {
        finish = () => {
          seen.push(stopping());
          resolve();
        };
      });
    });
    const stop = every(1000, 'round failed', task);

    await vi.advanceTimersByTimeAsync(3500);
    expect(rounds).toBe(1);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(seen).toEqual([true]);

    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toBe(1);
  });

  it('stops at once when no round is running, and keeps going after a failed round', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
    const stop = every(1000, 'round failed', task);
    await vi.advanceTimersByTimeAsync(2500);
    expect(task).toHaveBeenCalledTimes(2);
    await stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
