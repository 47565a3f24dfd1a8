import { headers } from 'next/headers';
import { nonceOf } from '@/lib/security/csp';
import { EARLY_SUBMIT_GUARD } from '@/lib/security/early-submit';

/**
 * Holds a form sent before React has it and sends it again once it does (src/lib/security/early-submit.ts),
 * for pages rendered per request; prerendered pages carry it in their script loader
 * (scripts/lib/scripts-after-paint.mjs). Put it before the page's forms.
 */
export async function EarlySubmitGuard() {
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_GUARD }} />;
}
