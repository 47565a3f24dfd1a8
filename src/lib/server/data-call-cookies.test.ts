import { describe, expect, it } from 'vitest';
import { cookieValue, dataCallCookie, inDataCall } from './data-call-cookies';

describe('the cookies of a data call answered outside Next.js', () => {
  it('are there inside the call, through awaits, and nowhere else', async () => {
    expect(dataCallCookie('exhale-test-payments')).toBeNull();
    const seen = await inDataCall('a=1; exhale-test-payments=test', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [dataCallCookie('exhale-test-payments'), dataCallCookie('missing')];
    });
    expect(seen).toEqual(['test', undefined]);
    expect(await inDataCall(undefined, async () => dataCallCookie('exhale-test-payments'))).toBeUndefined();
    expect(dataCallCookie('exhale-test-payments')).toBeNull();
  });

  it('reads a cookie by its exact name', () => {
    expect(cookieValue('x-exhale-test-clock=1; exhale-test-clock=86400000', 'exhale-test-clock')).toBe('86400000');
    expect(cookieValue('exhale-test-clock', 'exhale-test-clock')).toBeUndefined();
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });
});
