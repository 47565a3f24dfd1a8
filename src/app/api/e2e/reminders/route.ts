import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/config/env';
import { runRemindersFor } from '@/features/reminders/server/scheduler';
import { getSession } from '@/features/auth/server/auth';
import { requestNow } from '@/lib/server/clock';
import { unauthenticated } from '@/lib/server/unauthenticated';

/**
 * Only for the end-to-end tests (a 404 unless E2E_TEST_ROUTES is on, never in production): one
 * round of the reminder scheduler for the signed-in person at the request's time, which the test
 * clock cookie moves ahead. Only their row: tests run in parallel, each on its own clock, and a
 * round at one test's time would carry another test's person past the reminder it waits for.
 */
export async function POST(request: NextRequest) {
  if (!env().E2E_TEST_ROUTES) return new NextResponse(null, { status: 404 });
  const session = await getSession();
  if (!session) return unauthenticated(request);
  const result = await runRemindersFor(session.user.id, await requestNow());
  return NextResponse.json(result, { headers: { 'Cache-Control': 'no-store' } });
}
