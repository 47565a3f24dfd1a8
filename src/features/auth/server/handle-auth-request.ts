import type { Auth } from './create-auth';

/**
 * Passes a request to the auth service. A rate-limited answer also carries the standard
 * Retry-After header (the library only sends X-Retry-After).
 */
export async function handleAuthRequest(auth: Auth, request: Request): Promise<Response> {
  const response = await auth.handler(request);
  if (response.status !== 429 || response.headers.has('retry-after')) return response;
  const retryAfter = response.headers.get('x-retry-after');
  if (!retryAfter) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', retryAfter);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
