import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/config/env';

/** A cookie the end-to-end tests set to move the server's clock (milliseconds ahead). */
export const TEST_CLOCK_COOKIE = 'exhale-test-clock';

/**
 * The time of this request: the real clock. Only with E2E_TEST_ROUTES on (never in production),
 * the end-to-end tests may move it ahead with a cookie, so a test sees tomorrow's daily step
 * without waiting a day.
 */
export async function requestNow(): Promise<Date> {
  if (!env().E2E_TEST_ROUTES) return new Date();
  const offset = Number((await cookies()).get(TEST_CLOCK_COOKIE)?.value);
  return Number.isFinite(offset) && Math.abs(offset) < 400 * 86_400_000 ? new Date(Date.now() + offset) : new Date();
}
