import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp';
import { INSTALL_CAPTURE_HASH, INSTALL_CAPTURE_SCRIPT } from './early-scripts';
import { inlineScriptHashes } from './script-hashes';

describe('the early inline scripts', () => {
  it('are allowed by the hash every policy carries', () => {
    const [hash] = inlineScriptHashes(`<script>${INSTALL_CAPTURE_SCRIPT}</script>`);
    expect(`sha256-${hash?.slice('sha256-'.length)}`).toBe(INSTALL_CAPTURE_HASH);
    // A page rendered per request: its nonce with 'strict-dynamic', which still honours hashes.
    const perRequest = buildCsp({ nonce: 'abc' });
    expect(perRequest).toContain(`'${INSTALL_CAPTURE_HASH}'`);
    // A prerendered page, whatever hashes of its own it lists.
    expect(buildCsp({ hashes: ['sha256-AAA='] })).toContain(`'${INSTALL_CAPTURE_HASH}'`);
  });

  it('keep the install offer and announce it', () => {
    const listeners = new Map<string, (e: unknown) => void>();
    const dispatched: string[] = [];
    const win: Record<string, unknown> = {};
    const event = { prevented: false, preventDefault() { this.prevented = true; } };
    new Function('addEventListener', 'dispatchEvent', 'Event', 'window', INSTALL_CAPTURE_SCRIPT)(
      (type: string, fn: (e: unknown) => void) => listeners.set(type, fn),
      (e: { type: string }) => dispatched.push(e.type),
      class { constructor(public type: string) {} },
      win,
    );
    listeners.get('beforeinstallprompt')!(event);
    expect(event.prevented).toBe(true);
    expect(win.__exhaleInstall).toBe(event);
    expect(dispatched).toEqual(['exhale:install']);
    listeners.get('appinstalled')!({});
    expect(win.__exhaleInstall).toBeNull();
  });
});
