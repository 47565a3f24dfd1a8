// The Content-Security-Policy of every page (DESIGN.md §6, docs/decisions/0004-csp.md).
// Pages rendered per request get a nonce with 'strict-dynamic'; prerendered pages cannot carry a
// per-request nonce, so they list the sha256 hashes of their inline scripts, computed after the
// build (scripts/csp-manifest.mjs).
export interface CspOptions {
  nonce?: string;
  hashes?: readonly string[];
  dev?: boolean;
  upgradeInsecure?: boolean;
}

export function buildCsp({ nonce, hashes, dev, upgradeInsecure }: CspOptions): string {
  const script = ["'self'"];
  if (nonce) script.push(`'nonce-${nonce}'`, "'strict-dynamic'");
  if (hashes) for (const h of hashes) script.push(`'${h}'`);
  if (dev) script.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Inline style attributes come from the primitives library (positioning of popovers).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (upgradeInsecure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
