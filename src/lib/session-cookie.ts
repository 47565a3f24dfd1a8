import type { NextRequest } from 'next/server';

// The session cookie names the auth library sets (plain, and with the __Secure- prefix on https).
// The proxy only checks presence; pages and actions verify the session itself on the server.
export const SESSION_COOKIE_NAMES = ['better-auth.session_token', '__Secure-better-auth.session_token'] as const;

export function hasSessionCookie(request: Pick<NextRequest, 'cookies'>): boolean {
  return SESSION_COOKIE_NAMES.some((name) => Boolean(request.cookies.get(name)?.value));
}
