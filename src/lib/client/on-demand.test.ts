import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads once when the load succeeds', async () => {
    const load = vi.fn(async () => 'menu');
    const get = onDemand(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['menu', 'menu']);
    await expect(get()).resolves.toBe('menu');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to load chunk')).mockResolvedValue('dialog');
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('Failed to load chunk');
    await expect(get()).resolves.toBe('dialog');
    await expect(get()).resolves.toBe('dialog');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
