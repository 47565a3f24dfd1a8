import type { NextRequest } from 'next/server';

// The session cookie names the auth library sets (plain, and with the __Secure- prefix on https).
// The proxy only checks presence; pages and actions verify the session itself on the server.
export const SESSION_COOKIE_NAMES = ['better-auth.session_token', '__Secure-better-auth.session_token'] as const;

export function hasSessionCookie(request: Pick<NextRequest, 'cookies'>): boolean {
  return SESSION_COOKIE_NAMES.some((name) => Boolean(request.cookies.get(name)?.value));
}

/**
 * The session cookie's value in a raw Cookie header, or null. With both names present the
 * `__Secure-` one, the one the auth library reads on an https site (a plain one may have been set
 * by someone else: a page served over http, a sibling subdomain).
 */
export function sessionTokenIn(header: string | null | undefined): string | null {
  if (!header) return null;
  let plain: string | null = null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (!value) continue;
    if (name === SESSION_COOKIE_NAMES[1]) return value;
    if (name === SESSION_COOKIE_NAMES[0]) plain ??= value;
  }
  return plain;
}

/** The same check on a raw Cookie header (server.mjs, before Next.js parses anything). */
export function cookieHeaderHasSession(header: string | undefined): boolean {
  return sessionTokenIn(header) !== null;
}

/**
 * Routes whose page differs for a signed-in person (the programme page shows their own
 * programme): with a session cookie they get the signed-in page (decisions 0012 and 0014).
 */
export const PERSONAL_ROUTES: ReadonlySet<string> = new Set(['/quit-smoking']);
