import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The Cookie header of the data call server.mjs is answering outside Next.js's request scope
 * (decision 0029), for the few reads that depend on a cookie there: the end-to-end tests' clock
 * and payments switches (only with E2E_TEST_ROUTES on).
 */
const dataCall = new AsyncLocalStorage<{ cookie: string | undefined }>();

/** Runs `read` as the data call with this Cookie header. */
export function inDataCall<T>(cookie: string | undefined, read: () => Promise<T>): Promise<T> {
  return dataCall.run({ cookie }, read);
}

/** A cookie's value in a raw Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The cookie of the data call being answered: null outside one (then Next.js's `cookies()` has the request's). */
export function dataCallCookie(name: string): string | undefined | null {
  const call = dataCall.getStore();
  return call ? cookieValue(call.cookie, name) : null;
}
