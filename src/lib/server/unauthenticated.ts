import { NextResponse } from 'next/server';
import { SESSION_COOKIE_NAMES } from '@/lib/session-cookie';

/** A signed-in page's data call: never kept by any cache. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * The Set-Cookie lines that remove the session cookies a Cookie header carries: a data call
 * without a valid session ends a leftover cookie, so the address shows the page for visitors again.
 */
export function clearedSessionCookies(cookie: string | null | undefined): string[] {
  if (!cookie) return [];
  const names = new Set(cookie.split(';').flatMap((part) => (part.includes('=') ? [part.slice(0, part.indexOf('=')).trim()] : [])));
  return SESSION_COOKIE_NAMES.filter((name) => names.has(name)).map((name) => `${name}=; Path=/; Max-Age=0;${name.startsWith('__Secure-') ? ' Secure;' : ''} HttpOnly; SameSite=lax`);
}

/** A data call without a valid session: 401, and a leftover session cookie is removed. */
export function unauthenticated(request: Request): NextResponse {
  const response = NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: NO_STORE });
  for (const line of clearedSessionCookies(request.headers.get('cookie'))) response.headers.append('Set-Cookie', line);
  return response;
}
