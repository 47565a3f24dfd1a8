import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/create';
import { queryPrepared } from '@/db/prepared';
import { addDays } from '@/features/programme/plan';
import { listAudit, type AuditFilter } from './audit';
import { isCalendarDay } from '@/lib/calendar-day';

// The admin dashboard's figures (issue 13), each computed by the database for the chosen period:
// nothing is loaded row by row into the server. Days are UTC days; a check-in counts on the day
// the person checked in for (their own calendar day, an ISO date as text: compared byte by byte,
// collate "C", which is right for ISO dates and much cheaper than the language's collation).

export interface Period {
  /** First day, inclusive (YYYY-MM-DD). */
  from: string;
  /** Last day, inclusive (YYYY-MM-DD). */
  to: string;
}

export const PRESET_DAYS = [7, 30, 90] as const;
export const MAX_PERIOD_DAYS = 366;

/** A real ISO calendar day (YYYY-MM-DD). */
export const isDay = (value: string | null | undefined): value is string => isCalendarDay(value);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The period asked for in the address: a preset (?days=7|30|90) or a custom one (?from=&to=),
 * else the last 30 days. A custom period is put in order and kept within a year.
 */
export function periodFrom(params: { days?: string | null; from?: string | null; to?: string | null }, now = new Date()): Period & { preset: number | null } {
  const today = dayOf(now);
  if (isDay(params.from) && isDay(params.to)) {
    let [from, to] = params.from <= params.to ? [params.from, params.to] : [params.to, params.from];
    if (to > today) to = today;
    if (from > to) from = to;
    if (Date.parse(to) - Date.parse(from) > (MAX_PERIOD_DAYS - 1) * 86_400_000) from = addDays(to, -(MAX_PERIOD_DAYS - 1));
    return { from, to, preset: null };
  }
  const days = (PRESET_DAYS as readonly number[]).includes(Number(params.days)) ? Number(params.days) : 30;
  return { from: addDays(today, -(days - 1)), to: today, preset: days };
}

export interface DailyPoint {
  day: string;
  signUps: number;
  checkIns: number;
  smokeFree: number;
}

export interface DashboardStats {
  period: Period;
  totals: {
    users: number;
    signUps: number;
    surveys: number;
    tests: number;
    attemptsStarted: number;
    attemptsRunning: number;
    checkIns: number;
  };
  daily: DailyPoint[];
  milestones: Array<{ kind: string; people: number }>;
  revenue: Array<{ currency: string; purchases: number; amountMinor: number; refunds: number }>;
}

const int = (value: unknown) => Number(value ?? 0);

export async function dashboardStats(db: Db, period: Period, now = new Date()): Promise<DashboardStats> {
  // UTC days, whatever time zone the database session has (the daily buckets below are UTC days too).
  const start = sql`(${period.from}::date::timestamp at time zone 'UTC')`;
  const end = sql`((${period.to}::date + 1)::timestamp at time zone 'UTC')`;
  const today = dayOf(now);
  // Prepared once per connection: planning these statements costs more than running them (src/db/prepared.ts).
  const [totals, daily, milestones, revenue] = await Promise.all([
    queryPrepared<Record<string, unknown>>(db, 'admin_totals', sql`select
      (select count(*) from "user") as users,
      (select count(*) from "user" where created_at >= ${start} and created_at < ${end}) as sign_ups,
      (select count(*) from survey_response where completed_at >= ${start} and completed_at < ${end}) as surveys,
      (select count(*) from test_result where completed_at >= ${start} and completed_at < ${end}) as tests,
      (select count(*) from quit_attempt where created_at >= ${start} and created_at < ${end}) as attempts_started,
      (select count(*) from quit_attempt where ended_at is null and quit_date <= ${today}) as attempts_running,
      (select count(*) from check_in where day collate "C" between ${period.from} and ${period.to}) as check_ins`),
    queryPrepared<Record<string, unknown>>(db, 'admin_daily', sql`select d::date::text as day,
        coalesce(u.n, 0) as sign_ups, coalesce(c.n, 0) as check_ins, coalesce(c.free, 0) as smoke_free
      from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as d
      left join (select (created_at at time zone 'UTC')::date as day, count(*) as n from "user"
                 where created_at >= ${start} and created_at < ${end} group by 1) u on u.day = d::date
      left join (select day, count(*) as n, count(*) filter (where smoke_free) as free from check_in
                 where day collate "C" between ${period.from} and ${period.to} group by 1) c on c.day = d::date::text
      order by 1`),
    queryPrepared<Record<string, unknown>>(db, 'admin_milestones', sql`select kind, count(*) as people from (select kind, user_id from milestone
      where reached_at >= ${start} and reached_at < ${end} group by kind, user_id) reached group by kind`),
    queryPrepared<Record<string, unknown>>(db, 'admin_revenue', sql`select currency,
        count(*) filter (where status = 'paid' or status in ('refunded', 'disputed')) as purchases,
        coalesce(sum(amount_minor) filter (where status = 'paid'), 0) as amount_minor,
        count(*) filter (where status in ('refunded', 'disputed')) as refunds
      from purchase where paid_at >= ${start} and paid_at < ${end} group by currency order by currency`),
  ]);
  const t = totals[0] ?? {};
  return {
    period: { from: period.from, to: period.to },
    totals: {
      users: int(t.users),
      signUps: int(t.sign_ups),
      surveys: int(t.surveys),
      tests: int(t.tests),
      attemptsStarted: int(t.attempts_started),
      attemptsRunning: int(t.attempts_running),
      checkIns: int(t.check_ins),
    },
    daily: daily.map((r) => ({ day: String(r.day), signUps: int(r.sign_ups), checkIns: int(r.check_ins), smokeFree: int(r.smoke_free) })),
    milestones: milestones.map((r) => ({ kind: String(r.kind), people: int(r.people) })),
    revenue: revenue.map((r) => ({ currency: String(r.currency), purchases: int(r.purchases), amountMinor: int(r.amount_minor), refunds: int(r.refunds) })),
  };
}

export const STATS_MAX_AGE_MS = 30_000;
/** Older figures are not shown while new ones are counted: the request waits for them instead. */
export const STATS_STALE_LIMIT_MS = 10 * 60_000;

type Counted = DashboardStats & { computedAt: Date };
const recent = new Map<string, { at: number; stats: Promise<Counted>; refreshing?: Promise<Counted> }>();

/**
 * The figures as the dashboard shows them: counted at most every 30 seconds per period and server
 * process, once for requests that arrive together. Figures up to ten minutes old are shown while
 * newer ones are counted in the background, so no visit waits for the count but the first; the
 * page says as of when.
 */
export function recentDashboardStats(db: Db, period: Period, now = new Date()): Promise<Counted> {
  const key = `${period.from}|${period.to}`;
  const kept = recent.get(key);
  const age = kept ? now.getTime() - kept.at : Infinity;
  const count = () => {
    const stats = dashboardStats(db, period, now).then((figures) => ({ ...figures, computedAt: now }));
    // A failure is not kept: the next request asks the database again.
    stats.catch(() => recent.get(key)?.stats === stats && recent.delete(key));
    return stats;
  };
  if (kept && age < STATS_MAX_AGE_MS) return kept.stats;
  if (kept && age < STATS_STALE_LIMIT_MS) {
    if (!kept.refreshing) {
      const refreshing = count();
      kept.refreshing = refreshing;
      refreshing.then(
        () => recent.set(key, { at: now.getTime(), stats: refreshing }),
        () => (kept.refreshing = undefined),
      );
    }
    return kept.stats;
  }
  if (recent.size > 100) recent.clear();
  const stats = count();
  recent.set(key, { at: now.getTime(), stats });
  return stats;
}

/** What the dashboard page shows, on the app's database: the period's figures, and a page of the audit log. */
export async function dashboardPage(period: Period, now: Date, audit: AuditFilter) {
  const { db } = await getDb();
  const [stats, entries] = await Promise.all([recentDashboardStats(db, period, now), listAudit(db, audit)]);
  return { stats, audit: entries };
}
