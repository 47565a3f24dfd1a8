'use client';

export interface AuthAnswer<T = unknown> {
  ok: boolean;
  status: number;
  /** better-auth's error code (e.g. INVALID_PASSWORD), when it sent one. */
  code: string | null;
  data: T | null;
}

/**
 * Calls an endpoint of the auth service (/api/auth/…) with a JSON body. Network failures answer
 * status 0, so every caller can show its translated network message; a redirect (the service's
 * answer to a refused link) answers 302.
 */
export async function authRequest<T = unknown>(path: string, body?: unknown, method: 'POST' | 'GET' = 'POST'): Promise<AuthAnswer<T>> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : undefined,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      // A redirect answer means the link was refused (the service redirects to its error page).
      redirect: 'manual',
    });
    if (response.type === 'opaqueredirect') return { ok: false, status: 302, code: null, data: null };
    const data = (await response.json().catch(() => null)) as (T & { code?: unknown }) | null;
    const code = data && typeof data.code === 'string' ? data.code : null;
    return { ok: response.ok, status: response.status, code, data: response.ok ? data : null };
  } catch {
    return { ok: false, status: 0, code: null, data: null };
  }
}

/**
 * Whether a refusal says nothing about what was sent (no connection, too many attempts, a server
 * or proxy error), so the same request may well work in a moment: a link or a token is not to be
 * called expired or used for it.
 */
export const retryable = (status: number): boolean => status === 0 || status === 408 || status === 429 || status >= 500;
