import { headers } from 'next/headers';
import { EARLY_SUBMIT_GUARD } from '@/lib/security/early-submit';

/** The nonce the proxy gave this render (the request's Content-Security-Policy), if any. */
export function nonceOf(csp: string | null): string | undefined {
  return csp ? /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] : undefined;
}

/**
 * Holds a form sent before React listens and sends it again once it does (src/lib/security/early-submit.ts),
 * for pages rendered per request; prerendered pages carry it in their script loader
 * (scripts/lib/scripts-after-paint.mjs). Put it before the page's forms.
 */
export async function EarlySubmitGuard() {
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_GUARD }} />;
}
