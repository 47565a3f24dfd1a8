// The Content-Security-Policy of every page (DESIGN.md §6, docs/decisions/0004-csp.md).
// Pages rendered per request get a nonce with 'strict-dynamic'; prerendered pages cannot carry a
// per-request nonce, so they list the sha256 hashes of their inline scripts, computed after the
// build (scripts/csp-manifest.mjs).
import { INSTALL_CAPTURE_HASH } from './early-scripts.ts';

export interface CspOptions {
  nonce?: string;
  hashes?: readonly string[];
  dev?: boolean;
  upgradeInsecure?: boolean;
  /**
   * Storyblok as the content source: its image service (a.storyblok.com) for images; in the
   * visual editor also its bridge (app.storyblok.com), which frames the page.
   */
  storyblok?: 'assets' | 'editor';
  /**
   * The origin of the optional statistics script (ANALYTICS_SCRIPT_URL): allowed to load and to
   * receive its events. The script itself is only added after consent (docs/decisions/0019).
   */
  analytics?: string;
}

const STORYBLOK_ASSETS = 'https://a.storyblok.com';
const STORYBLOK_APP = 'https://app.storyblok.com';

export function buildCsp({ nonce, hashes, dev, upgradeInsecure, storyblok, analytics }: CspOptions): string {
  const script = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const connect = ["'self'"];
  if (storyblok) img.push(STORYBLOK_ASSETS);
  if (storyblok === 'editor') {
    script.push(STORYBLOK_APP);
    connect.push(STORYBLOK_APP);
  }
  if (analytics) {
    script.push(analytics);
    connect.push(analytics);
  }
  if (dev) connect.push('ws:');
  if (nonce) script.push(`'nonce-${nonce}'`, "'strict-dynamic'");
  // The inline scripts every page starts with (early-scripts.ts), then the page's own.
  for (const h of new Set([INSTALL_CAPTURE_HASH, ...(hashes ?? [])])) script.push(`'${h}'`);
  if (dev) script.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Inline style attributes come from the primitives library (positioning of popovers).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    storyblok === 'editor' ? `frame-ancestors ${STORYBLOK_APP}` : "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (upgradeInsecure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The origin the CSP must allow for ANALYTICS_SCRIPT_URL; undefined when unset or same-origin ('self'). */
export function analyticsOrigin(scriptUrl: string | undefined, siteOrigin: string): string | undefined {
  if (!scriptUrl) return undefined;
  const origin = URL.parse(scriptUrl)?.origin;
  return origin && origin !== 'null' && origin !== siteOrigin ? origin : undefined;
}

/** The nonce a Content-Security-Policy allows scripts by, if any. */
export function nonceOf(csp: string | null | undefined): string | undefined {
  return csp ? /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] : undefined;
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
