import { describe, expect, it } from 'vitest';
import { analyticsOrigin, buildCsp, createNonce } from './csp';
import { INSTALL_CAPTURE_HASH } from './early-scripts';

const early = `'${INSTALL_CAPTURE_HASH}'`;

describe('content security policy', () => {
  it('uses a nonce with strict-dynamic for pages rendered per request', () => {
    const csp = buildCsp({ nonce: 'abc' });
    expect(csp).toContain(`script-src 'self' 'nonce-abc' 'strict-dynamic' ${early};`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('lists script hashes for prerendered pages and never allows inline scripts wholesale', () => {
    const csp = buildCsp({ hashes: ['sha256-AAA=', 'sha256-BBB='], upgradeInsecure: true });
    expect(csp).toContain(`script-src 'self' ${early} 'sha256-AAA=' 'sha256-BBB=';`);
    expect(csp).toMatch(/upgrade-insecure-requests$/);
    expect(csp.split('script-src')[1]!.split(';')[0]).not.toContain('unsafe-inline');
  });

  it('allows the statistics origin only when one is configured', () => {
    expect(buildCsp({ hashes: [] })).not.toContain('stats.example');
    const csp = buildCsp({ hashes: ['sha256-AAA='], analytics: 'https://stats.example' });
    const directive = (name: string) => csp.split(`${name} `)[1]!.split(';')[0];
    expect(directive('script-src')).toBe(`'self' https://stats.example ${early} 'sha256-AAA='`);
    expect(directive('connect-src')).toBe("'self' https://stats.example");
    expect(directive('img-src')).not.toContain('stats.example');
  });

  it('takes the origin of ANALYTICS_SCRIPT_URL, nothing for the site itself', () => {
    expect(analyticsOrigin(undefined, 'https://exhale.example')).toBeUndefined();
    expect(analyticsOrigin('https://stats.example:8443/js/script.js', 'https://exhale.example')).toBe('https://stats.example:8443');
    expect(analyticsOrigin('https://exhale.example/js/script.js', 'https://exhale.example')).toBeUndefined();
  });

  it('makes a fresh unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});
