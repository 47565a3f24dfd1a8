import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { rowsOf } from '@/db/rows';

// The admin dashboard's figures (issue 13), each computed by the database for the chosen period:
// nothing is loaded row by row into the server. Days are UTC days; a check-in counts on the day
// the person checked in for (their own calendar day).

export interface Period {
  /** First day, inclusive (YYYY-MM-DD). */
  from: string;
  /** Last day, inclusive (YYYY-MM-DD). */
  to: string;
}

export const PRESET_DAYS = [7, 30, 90] as const;
export const MAX_PERIOD_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null | undefined): value is string => Boolean(value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

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
  const start = sql`${period.from}::date::timestamptz`;
  const end = sql`(${period.to}::date + 1)::timestamptz`;
  const today = dayOf(now);
  const [totals, daily, milestones, revenue] = await Promise.all([
    db.execute(sql`select
      (select count(*) from "user") as users,
      (select count(*) from "user" where created_at >= ${start} and created_at < ${end}) as sign_ups,
      (select count(*) from survey_response where completed_at >= ${start} and completed_at < ${end}) as surveys,
      (select count(*) from test_result where completed_at >= ${start} and completed_at < ${end}) as tests,
      (select count(*) from quit_attempt where created_at >= ${start} and created_at < ${end}) as attempts_started,
      (select count(*) from quit_attempt where ended_at is null and quit_date <= ${today}) as attempts_running,
      (select count(*) from check_in where day between ${period.from} and ${period.to}) as check_ins`),
    db.execute(sql`select d::date::text as day,
        coalesce(u.n, 0) as sign_ups, coalesce(c.n, 0) as check_ins, coalesce(c.free, 0) as smoke_free
      from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as d
      left join (select (created_at at time zone 'UTC')::date as day, count(*) as n from "user"
                 where created_at >= ${start} and created_at < ${end} group by 1) u on u.day = d::date
      left join (select day::date as day, count(*) as n, count(*) filter (where smoke_free) as free from check_in
                 where day between ${period.from} and ${period.to} group by 1) c on c.day = d::date
      order by 1`),
    db.execute(sql`select kind, count(distinct user_id) as people from milestone
      where reached_at >= ${start} and reached_at < ${end} group by kind`),
    db.execute(sql`select currency,
        count(*) filter (where status = 'paid' or status in ('refunded', 'disputed')) as purchases,
        coalesce(sum(amount_minor) filter (where status = 'paid'), 0) as amount_minor,
        count(*) filter (where status in ('refunded', 'disputed')) as refunds
      from purchase where paid_at >= ${start} and paid_at < ${end} group by currency order by currency`),
  ]);
  const t = rowsOf<Record<string, unknown>>(totals)[0] ?? {};
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
    daily: rowsOf<Record<string, unknown>>(daily).map((r) => ({ day: String(r.day), signUps: int(r.sign_ups), checkIns: int(r.check_ins), smokeFree: int(r.smoke_free) })),
    milestones: rowsOf<Record<string, unknown>>(milestones).map((r) => ({ kind: String(r.kind), people: int(r.people) })),
    revenue: rowsOf<Record<string, unknown>>(revenue).map((r) => ({ currency: String(r.currency), purchases: int(r.purchases), amountMinor: int(r.amount_minor), refunds: int(r.refunds) })),
  };
}
