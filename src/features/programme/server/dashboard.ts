import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { checkIn, craving, milestone, quitAttempt, slip, smokingProfile, stepProgress, surveyResponse } from '@/db/schema';
import type { DailyStepStory } from '@/features/content/blocks/schema';
import { getSteps } from '@/features/content/server/source';
import type { SurveyAnswers } from '@/features/survey/answers';
import type { Locale } from '@/i18n/locales';
import { canOpenStep } from '../access';
import type { DashboardData } from '../dashboard-data';
import { insightsOf } from '../log';
import { reachedMilestones } from '../milestones';
import { addDays } from '../plan';
import { localDay, startOfLocalDay } from '../progress';
import { STEP_COUNT, openedSteps, stepSlug } from '../steps';
import { allStepsDoneAt, recordMilestones } from './milestone-store';
import { entitlementOf } from './steps-store';

// Everything the person's programme page shows, in one answer (GET /api/programme/dashboard):
// the page itself is the same for everyone and fills in from this.

export type { DashboardData };


interface Row {
  attempts: Array<{ id: string; quit_date: string; time_zone: string; triggers: string[]; strategies: string[]; nrt: string; ended_at: string | null }>;
  profile: { cigarettes_per_day: number; cigarettes_per_pack: number; pack_price_minor: number; currency: string } | null;
  survey: SurveyAnswers | null;
  steps: Array<{ day: number; done_at: string }>;
  cravings: Array<{ local_hour: number; trigger: string; strength_before: number; strength_after: number | null; passed: boolean; with_sos: boolean }>;
  slips: Array<{ id: string; occurred_at: string; cigarettes: number; trigger: string }>;
  check_ins: Array<{ day: string; smoke_free: boolean; cravings: number; craving_strength: number; mood: number; note: string | null; updated_at: string }>;
  milestones: Array<{ kind: string; reached_at: string }>;
}

/**
 * Everything about the person in one statement: the page is read often, and each query of its
 * own would cost a round trip (or, embedded, a turn of the database's single thread).
 */
async function readAll(db: Db, userId: string, cravingsSince: Date, checkInsFrom: string): Promise<Row> {
  const result = (await db.execute(sql`
    select
      (select coalesce(json_agg(a), '[]') from (
         select id, quit_date, time_zone, triggers, strategies, nrt, ended_at from ${quitAttempt}
          where user_id = ${userId} order by created_at desc limit 100) a) as attempts,
      (select row_to_json(p) from (
         select cigarettes_per_day, cigarettes_per_pack, pack_price_minor, currency from ${smokingProfile}
          where user_id = ${userId}) p) as profile,
      (select answers from ${surveyResponse} where user_id = ${userId} order by completed_at desc limit 1) as survey,
      (select coalesce(json_agg(s), '[]') from (select day, done_at from ${stepProgress} where user_id = ${userId}) s) as steps,
      (select coalesce(json_agg(c), '[]') from (
         select local_hour, trigger, strength_before, strength_after, passed, with_sos from ${craving}
          where user_id = ${userId} and occurred_at >= ${cravingsSince.toISOString()} order by occurred_at desc limit 2000) c) as cravings,
      (select coalesce(json_agg(s), '[]') from (
         select s.id, s.occurred_at, s.cigarettes, s.trigger from ${slip} s join ${quitAttempt} a on a.id = s.attempt_id
          where s.user_id = ${userId} and a.ended_at is null order by s.occurred_at desc limit 500) s) as slips,
      (select coalesce(json_agg(ci), '[]') from (
         select day, smoke_free, cravings, craving_strength, mood, note, updated_at from ${checkIn}
          where user_id = ${userId} and day >= ${checkInsFrom} order by day desc) ci) as check_ins,
      (select coalesce(json_agg(m), '[]') from (
         select kind, reached_at from ${milestone} where user_id = ${userId} order by reached_at) m) as milestones
  `)) as unknown as { rows: Row[] } | Row[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]!;
}

const iso = (value: string) => new Date(value).toISOString();

export async function loadDashboard(db: Db, user: { id: string; name: string }, locale: Locale, now: Date, askedStep?: number): Promise<DashboardData> {
  const userId = user.id;
  // Check-ins from a day early enough in any time zone; the exact fortnight is cut below.
  const row = await readAll(db, userId, new Date(now.getTime() - 30 * 86_400_000), addDays(localDay(now, 'UTC'), -15));
  const entitlement = await entitlementOf(db, userId);
  const attempt = row.attempts.find((a) => !a.ended_at) ?? null;
  const timeZone = attempt?.time_zone ?? 'UTC';
  const today = localDay(now, timeZone);
  const from = addDays(today, -13);
  const opened = attempt ? openedSteps(attempt.quit_date, today) : 0;
  const done = new Map(row.steps.map((s) => [s.day, new Date(s.done_at)]));

  let milestones = row.milestones.map((m) => ({ kind: m.kind, reachedAt: iso(m.reached_at) }));
  if (attempt) {
    const have = new Set(milestones.map((m) => m.kind));
    const missing = reachedMilestones({ quitDate: attempt.quit_date, timeZone: attempt.time_zone }, now, allStepsDoneAt(done)).filter((m) => !have.has(m.kind));
    // Written once, when first reached (usually nothing to write).
    if (missing.length) milestones = (await recordMilestones(db, userId, { id: attempt.id, quitDate: attempt.quit_date, timeZone: attempt.time_zone }, done, now)).map((m) => ({ kind: m.kind, reachedAt: m.reachedAt.toISOString() }));
  }

  const steps = attempt ? await getSteps(locale, Array.from({ length: STEP_COUNT }, (_, i) => stepSlug(i + 1))) : new Map<number, DailyStepStory>();
  const latest = row.survey;
  const quitStart = attempt ? startOfLocalDay(attempt.quit_date, attempt.time_zone) : null;
  const currentDay = askedStep && askedStep >= 1 && askedStep <= opened ? askedStep : opened > 0 ? opened : null;
  const currentStory = currentDay ? steps.get(currentDay) : undefined;
  const allowed = currentDay ? canOpenStep(currentDay, entitlement) : false;

  return {
    name: user.name,
    now: now.toISOString(),
    today,
    attempt:
      attempt && quitStart
        ? { quitDate: attempt.quit_date, timeZone: attempt.time_zone, quitStart: quitStart.toISOString(), started: quitStart.getTime() <= now.getTime(), triggers: attempt.triggers, strategies: attempt.strategies, nrt: attempt.nrt }
        : null,
    attempts: row.attempts.map((a) => ({ id: a.id, quitDate: a.quit_date, timeZone: a.time_zone, endedAt: a.ended_at ? iso(a.ended_at) : null })),
    profile: row.profile && { cigarettesPerDay: row.profile.cigarettes_per_day, cigarettesPerPack: row.profile.cigarettes_per_pack, packPriceMinor: row.profile.pack_price_minor, currency: row.profile.currency },
    reasons: latest ? latest.reasons.map((key) => (key === 'other' ? { key, text: latest.reasonOther ?? '' } : { key })) : [],
    surveyTriggers: latest?.triggers ?? [],
    slips: row.slips.map((s) => ({ id: s.id, occurredAt: iso(s.occurred_at), cigarettes: s.cigarettes, trigger: s.trigger })),
    checkIns: (attempt ? row.check_ins : [])
      .filter((c) => c.day >= from && c.day <= today)
      .map((c) => ({ day: c.day, smokeFree: c.smoke_free, cravings: c.cravings, cravingStrength: c.craving_strength, mood: c.mood, note: c.note, updatedAt: iso(c.updated_at) })),
    insights: insightsOf(row.cravings.map((c) => ({ localHour: c.local_hour, trigger: c.trigger, strengthBefore: c.strength_before, strengthAfter: c.strength_after, passed: c.passed, withSos: c.with_sos }))),
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
      locked: Array.from({ length: STEP_COUNT }, (_, i) => i + 1).filter((day) => !canOpenStep(day, entitlement)),
    },
    milestones,
  };
}
