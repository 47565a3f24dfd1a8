import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE_NAMES } from '@/lib/session-cookie';

/** A signed-in page's data call: never kept by any cache. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** A data call without a valid session: 401, and a leftover session cookie is removed. */
export function unauthenticated(request: NextRequest): NextResponse {
  const response = NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: NO_STORE });
  for (const name of SESSION_COOKIE_NAMES) if (request.cookies.has(name)) response.cookies.set(name, '', { maxAge: 0, path: '/', secure: name.startsWith('__Secure-'), httpOnly: true, sameSite: 'lax' });
  return response;
}
