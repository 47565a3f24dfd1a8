import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { getSession } from '@/features/auth/server/auth';
import { latestTest, profileOf, surveyHistory } from '@/features/survey/server/store';
import { attemptHistory } from '@/features/programme/server/plan-store';

const noStore = { 'Cache-Control': 'private, no-store' };

/** The signed-in user's surveys (newest first), latest test, smoking profile and quit attempts. */
export async function GET() {
  const session = await getSession();
  if (!session) return NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: noStore });
  const { db } = await getDb();
  const [surveys, test, profile, attempts] = await Promise.all([surveyHistory(db, session.user.id), latestTest(db, session.user.id), profileOf(db, session.user.id), attemptHistory(db, session.user.id)]);
  return NextResponse.json(
    {
      surveys: surveys.map(({ id, mtss, importance, confidence, completedAt, answers }) => ({ id, mtss, importance, confidence, completedAt, answers })),
      test: test && { id: test.id, score: test.score, band: test.band, completedAt: test.completedAt, answers: test.answers },
      attempts: attempts.map(({ id, quitDate, timeZone, nrt, endedAt, endReason }) => ({ id, quitDate, timeZone, nrt, endedAt, endReason })),
      profile: profile && { cigarettesPerDay: profile.cigarettesPerDay, cigarettesPerPack: profile.cigarettesPerPack, packPriceMinor: profile.packPriceMinor, currency: profile.currency, yearsSmoked: profile.yearsSmoked },
    },
    { headers: noStore },
  );
}
