import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/config/env';
import { cookieValue } from './data-call-cookies';

/** A cookie the end-to-end tests set to move the server's clock (milliseconds ahead). */
export const TEST_CLOCK_COOKIE = 'exhale-test-clock';
const MAX_OFFSET_MS = 400 * 86_400_000;

/**
 * The time of a request with this Cookie header: the real clock. Only with E2E_TEST_ROUTES on
 * (never in production), the end-to-end tests may move it ahead with a cookie, so a test sees
 * tomorrow's daily step without waiting a day.
 */
export function nowFor(cookie: string | null | undefined): Date {
  if (!env().E2E_TEST_ROUTES || !cookie) return new Date();
  const value = cookieValue(cookie, TEST_CLOCK_COOKIE);
  const offset = Number(value);
  return value && Number.isFinite(offset) && Math.abs(offset) < MAX_OFFSET_MS ? new Date(Date.now() + offset) : new Date();
}

/** The time of this request (see nowFor). */
export async function requestNow(): Promise<Date> {
  if (!env().E2E_TEST_ROUTES) return new Date();
  return nowFor((await headers()).get('cookie'));
}
