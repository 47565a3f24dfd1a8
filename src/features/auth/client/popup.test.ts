import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPopupSignIn, POPUP_MESSAGE, popupFeatures, type PopupHost, type PopupResult } from './popup';

function fakeHost({ blocked = false } = {}) {
  const listeners = new Set<(r: PopupResult) => void>();
  const windows: Array<{ closed: boolean; close: () => void; location: { href: string } }> = [];
  const opened: string[] = [];
  const host: PopupHost = {
    open: (_url, _name, features) => {
      opened.push(features);
      if (blocked) return null;
      const w = { closed: false, close() { this.closed = true; }, location: { href: 'about:blank' } };
      windows.push(w);
      return w as unknown as Window;
    },
    listen: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    screen: { left: 0, top: 0, width: 1500, height: 1000 },
  };
  const report = (r: Omit<PopupResult, 'type'>) => listeners.forEach((fn) => fn({ type: POPUP_MESSAGE, ...r }));
  return { host, windows, opened, report, listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('popup sign-in', () => {
  it('opens a centred 500×600 popup and sends it to the provider', async () => {
    expect(popupFeatures({ left: 0, top: 0, width: 1500, height: 1000 })).toBe('popup=yes,width=500,height=600,left=500,top=200');
    const { host, windows, report } = fakeHost();
    const signIn = createPopupSignIn(host);
    const outcome = signIn.open(async () => 'https://idp.example/authorize?x=1');
    await vi.advanceTimersByTimeAsync(0);
    expect(windows[0]!.location.href).toBe('https://idp.example/authorize?x=1');
    report({ ok: true });
    await expect(outcome).resolves.toEqual({ ok: true });
  });

  it('reports a blocked popup so the caller can redirect the whole page', async () => {
    const { host } = fakeHost({ blocked: true });
    await expect(createPopupSignIn(host).open(async () => 'https://idp.example')).resolves.toEqual({ ok: false, code: 'popup-blocked' });
  });

  it('cancels the earlier popup when a new one opens', async () => {
    const { host, report, windows } = fakeHost();
    const signIn = createPopupSignIn(host);
    const first = signIn.open(async () => 'https://idp.example/1');
    const second = signIn.open(async () => 'https://idp.example/2');
    await expect(first).resolves.toEqual({ ok: false, code: 'cancelled-popup-request' });
    // The earlier window is closed; the new one goes to the provider.
    expect(windows[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(windows[1]!.location.href).toBe('https://idp.example/2');
    report({ ok: true });
    await expect(second).resolves.toEqual({ ok: true });
  });

  it('counts a closed popup as cancelled only after 8 seconds without a result', async () => {
    const { host, windows } = fakeHost();
    const outcome = createPopupSignIn(host).open(async () => 'https://idp.example');
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    windows[0]!.close();
    await vi.advanceTimersByTimeAsync(1000 + 7900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await expect(outcome).resolves.toEqual({ ok: false, code: 'popup-closed-by-user' });
  });

  it('a result arriving within the 8 seconds after closing still counts', async () => {
    const { host, windows, report } = fakeHost();
    const outcome = createPopupSignIn(host).open(async () => 'https://idp.example');
    await vi.advanceTimersByTimeAsync(0);
    windows[0]!.close();
    await vi.advanceTimersByTimeAsync(3000);
    report({ ok: true });
    await expect(outcome).resolves.toEqual({ ok: true });
  });

  it('maps the provider’s refusal and stops listening once settled', async () => {
    const { host, report, listeners } = fakeHost();
    const outcome = createPopupSignIn(host).open(async () => 'https://idp.example');
    await vi.advanceTimersByTimeAsync(0);
    report({ ok: false, error: 'access_denied' });
    await expect(outcome).resolves.toEqual({ ok: false, code: 'popup-closed-by-user', error: 'access_denied' });
    expect(listeners.size).toBe(0);
  });

  it('closes the popup when the sign-in could not start', async () => {
    const { host, windows } = fakeHost();
    const outcome = createPopupSignIn(host).open(() => Promise.reject(new Error('offline')));
    await expect(outcome).resolves.toEqual({ ok: false, code: 'network-request-failed' });
    expect(windows[0]!.closed).toBe(true);
  });
});
