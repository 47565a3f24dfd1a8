import 'server-only';
import { sql } from 'drizzle-orm';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { queryPrepared } from '@/db/prepared';
import { certificate, checkIn, craving, milestone, quitAttempt, slip, smokingProfile, stepProgress, surveyResponse } from '@/db/schema';
import type { DailyStepStory } from '@/features/content/blocks/schema';
import { getSteps } from '@/features/content/server/source';
import { offerOf } from '@/features/purchases/server/checkout';
import { issueEarnedChallengeCertificates } from '@/features/challenges/server/challenge-certificates';
import { challengesOf } from '@/features/challenges/server/challenge-view';
import type { SurveyAnswers } from '@/features/survey/answers';
import type { Locale } from '@/i18n/locales';
import { canOpenStep } from '../access';
import type { DashboardData } from '../dashboard-data';
import { insightsOf, type LoggedCraving } from '../log';
import { addDays } from '../plan';
import { localDay, startOfLocalDay } from '../progress';
import { STEP_DAYS, openedSteps, stepSlug } from '../steps';
import { milestonesOf, recordNewMilestones } from './milestone-store';
import { entitlementOf } from './steps-store';

// Everything the person's programme page shows, in one answer (GET /api/programme/dashboard):
// the page itself is the same for everyone and fills in from this.

interface Row {
  attempts: Array<{ id: string; quitDate: string; timeZone: string; triggers: string[]; strategies: string[]; nrt: string; endedAt: string | null }>;
  profile: DashboardData['profile'];
  survey: SurveyAnswers | null;
  steps: Array<{ day: number; doneAt: string }>;
  cravings: LoggedCraving[];
  slips: DashboardData['slips'];
  checkIns: DashboardData['checkIns'];
  milestones: DashboardData['milestones'];
}

/**
 * Everything about the person in one statement: the page is read often, and each query of its
 * own would cost a round trip (or, embedded, a turn of the database's single thread). Columns
 * come named as the page's data names them; times are made ISO strings below.
 */
async function readAll(db: Db, userId: string, cravingsSince: Date, checkInsFrom: string): Promise<Row> {
  const [row] = await queryPrepared<Row>(
    db,
    'dashboard',
    sql`
    select
      (select coalesce(json_agg(a), '[]') from (
         select id, quit_date as "quitDate", time_zone as "timeZone", triggers, strategies, nrt, ended_at as "endedAt" from ${quitAttempt}
          where user_id = ${userId} order by created_at desc limit 100) a) as attempts,
      (select row_to_json(p) from (
         select cigarettes_per_day as "cigarettesPerDay", cigarettes_per_pack as "cigarettesPerPack", pack_price_minor as "packPriceMinor", currency from ${smokingProfile}
          where user_id = ${userId}) p) as profile,
      (select answers from ${surveyResponse} where user_id = ${userId} order by completed_at desc limit 1) as survey,
      (select coalesce(json_agg(s), '[]') from (select day, done_at as "doneAt" from ${stepProgress} where user_id = ${userId}) s) as steps,
      (select coalesce(json_agg(c), '[]') from (
         select local_hour as "localHour", trigger, strength_before as "strengthBefore", strength_after as "strengthAfter", passed, with_sos as "withSos" from ${craving}
          where user_id = ${userId} and occurred_at >= ${cravingsSince.toISOString()} order by occurred_at desc limit 2000) c) as cravings,
      (select coalesce(json_agg(s), '[]') from (
         select s.id, s.occurred_at as "occurredAt", s.cigarettes, s.trigger from ${slip} s join ${quitAttempt} a on a.id = s.attempt_id
          where s.user_id = ${userId} and a.ended_at is null order by s.occurred_at desc limit 500) s) as slips,
      (select coalesce(json_agg(ci), '[]') from (
         select day, smoke_free as "smokeFree", cravings, craving_strength as "cravingStrength", mood, note, updated_at as "updatedAt" from ${checkIn}
          where user_id = ${userId} and day >= ${checkInsFrom} order by day desc) ci) as "checkIns",
      (select coalesce(json_agg(m), '[]') from (
         select m.kind, m.reached_at as "reachedAt", c.id as "certificateId" from ${milestone} m left join ${certificate} c on c.milestone_id = m.id
          where m.user_id = ${userId} order by m.reached_at) m) as milestones
  `,
  );
  return row!;
}

const iso = (value: string) => new Date(value).toISOString();

export async function loadDashboard(db: Db, user: { id: string; name: string }, locale: Locale, now: Date, askedStep?: number): Promise<DashboardData> {
  const userId = user.id;
  // Check-ins from a day early enough in any time zone; the exact fortnight is cut below.
  const [row, entitlement, challengeViews, offer] = await Promise.all([
    readAll(db, userId, new Date(now.getTime() - 30 * 86_400_000), addDays(localDay(now, 'UTC'), -15)),
    entitlementOf(db, userId),
    challengesOf(db, userId, now),
    offerOf(db, userId, locale),
  ]);
  // A smoke-free challenge kept to its end earns its certificate once (usually nothing to write).
  const challenges = (await issueEarnedChallengeCertificates(db, userId, challengeViews, now)) ? await challengesOf(db, userId, now) : challengeViews;
  const attempt = row.attempts.find((a) => !a.endedAt) ?? null;
  const today = localDay(now, attempt?.timeZone ?? 'UTC');
  const from = addDays(today, -13);
  const opened = attempt ? openedSteps(attempt.quitDate, today) : 0;
  const done = new Map(row.steps.map((s) => [s.day, new Date(s.doneAt)]));

  // Milestones are written once, when first reached (usually there is nothing to write).
  const milestones = attempt && (await recordNewMilestones(db, userId, attempt, done, now, row.milestones)) ? await milestonesOf(db, userId) : row.milestones;

  const steps = attempt ? await getSteps(locale, STEP_DAYS.map(stepSlug)) : new Map<number, DailyStepStory>();
  const latest = row.survey;
  const quitStart = attempt ? startOfLocalDay(attempt.quitDate, attempt.timeZone) : null;
  const currentDay = askedStep && askedStep >= 1 && askedStep <= opened ? askedStep : opened > 0 ? opened : null;
  const currentStory = currentDay ? steps.get(currentDay) : undefined;
  const allowed = currentDay ? canOpenStep(currentDay, entitlement) : false;

  return {
    name: user.name,
    now: now.toISOString(),
    today,
    attempt:
      attempt && quitStart
        ? { quitDate: attempt.quitDate, timeZone: attempt.timeZone, quitStart: quitStart.toISOString(), started: quitStart.getTime() <= now.getTime(), triggers: attempt.triggers, strategies: attempt.strategies, nrt: attempt.nrt }
        : null,
    attempts: row.attempts.map((a) => ({ id: a.id, quitDate: a.quitDate, timeZone: a.timeZone, endedAt: a.endedAt ? iso(a.endedAt) : null })),
    profile: row.profile,
    reasons: latest ? latest.reasons.map((key) => (key === 'other' ? { key, text: latest.reasonOther ?? '' } : { key })) : [],
    surveyTriggers: latest?.triggers ?? [],
    slips: row.slips.map((s) => ({ ...s, occurredAt: iso(s.occurredAt) })),
    checkIns: (attempt ? row.checkIns : []).filter((c) => c.day >= from && c.day <= today).map((c) => ({ ...c, updatedAt: iso(c.updatedAt) })),
    insights: insightsOf(row.cravings),
    steps: {
      opened,
      done: [...done.keys()].sort((a, b) => a - b),
      titles: Object.fromEntries([...steps].map(([day, story]) => [day, story.content.title])),
      current: currentDay
        ? {
            day: currentDay,
            state: !allowed ? 'notPurchased' : currentStory ? 'ok' : 'missing',
            content: allowed && currentStory ? { title: currentStory.content.title, lesson: currentStory.content.lesson, task: currentStory.content.task } : undefined,
          }
        : null,
      locked: STEP_DAYS.filter((day) => !canOpenStep(day, entitlement)),
    },
    offer,
    challenges,
    milestones: milestones.map((m) => ({ kind: m.kind, reachedAt: typeof m.reachedAt === 'string' ? iso(m.reachedAt) : m.reachedAt.toISOString(), certificateId: m.certificateId ?? null })),
  };
}

/** loadDashboard on the app's database: GET /api/programme/dashboard. */
export const dashboardOf = onAppDb(loadDashboard);
