import { NextResponse } from 'next/server';
import { env } from '@/config/env';
import { getDb } from '@/db/client';
import { reminderPushSender, runReminderTick } from '@/features/reminders/server/scheduler';
import { requestNow } from '@/lib/server/clock';

/**
 * Only for the end-to-end tests (a 404 unless E2E_TEST_ROUTES is on, never in production): one
 * round of the reminder scheduler at the request's time, which the test clock cookie moves ahead.
 */
export async function POST() {
  if (!env().E2E_TEST_ROUTES) return new NextResponse(null, { status: 404 });
  const { db } = await getDb();
  const result = await runReminderTick(db, await requestNow(), await reminderPushSender(db));
  return NextResponse.json(result, { headers: { 'Cache-Control': 'no-store' } });
}
