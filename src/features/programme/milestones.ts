import { localDay, startOfLocalDay } from './progress';

// Health recovery after the last cigarette, as the cited sources state it (DESIGN.md §1: never
// more than the source says). The wording shown is in the catalogs (`programme.health.*`); here
// are the times, the source of each statement and how strong the evidence behind it is.

export type Evidence = 'strong' | 'moderate';
export type Source = 'WHO' | 'NHS' | 'ACS' | 'CDC';

export const SOURCES: Record<Source, { name: string; url: string }> = {
  WHO: { name: 'World Health Organization', url: 'https://www.who.int/news-room/questions-and-answers/item/tobacco-health-benefits-of-smoking-cessation' },
  NHS: { name: 'NHS Better Health', url: 'https://www.nhs.uk/better-health/quit-smoking/why-quit-smoking/' },
  ACS: { name: 'American Cancer Society', url: 'https://www.cancer.org/cancer/risk-prevention/tobacco/benefits-of-quitting-smoking-over-time.html' },
  CDC: { name: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/tobacco/about/benefits-of-quitting.html' },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const HEALTH_MILESTONES = [
  { id: 'minutes20', afterMs: 20 * MINUTE, source: 'WHO', evidence: 'strong' },
  { id: 'hours8', afterMs: 8 * HOUR, source: 'NHS', evidence: 'strong' },
  { id: 'hours12', afterMs: 12 * HOUR, source: 'WHO', evidence: 'strong' },
  { id: 'hours48', afterMs: 48 * HOUR, source: 'NHS', evidence: 'moderate' },
  { id: 'hours72', afterMs: 72 * HOUR, source: 'NHS', evidence: 'moderate' },
  { id: 'weeks2to12', afterMs: 84 * DAY, source: 'WHO', evidence: 'strong' },
  { id: 'months1to9', afterMs: 270 * DAY, source: 'WHO', evidence: 'strong' },
  { id: 'year1', afterMs: 365 * DAY, source: 'WHO', evidence: 'strong' },
  { id: 'years5', afterMs: 5 * 365 * DAY, source: 'WHO', evidence: 'strong' },
  { id: 'years10', afterMs: 10 * 365 * DAY, source: 'WHO', evidence: 'strong' },
  { id: 'years15', afterMs: 15 * 365 * DAY, source: 'WHO', evidence: 'strong' },
] as const satisfies ReadonlyArray<{ id: string; afterMs: number; source: Source; evidence: Evidence }>;

export type HealthMilestoneId = (typeof HEALTH_MILESTONES)[number]['id'];

/** How far along each milestone is (0–1) after a smoke-free time. */
export function healthProgress(smokeFreeMs: number): Array<{ id: HealthMilestoneId; fraction: number; reached: boolean; source: Source; evidence: Evidence; afterMs: number }> {
  return HEALTH_MILESTONES.map((m) => ({ ...m, fraction: Math.min(1, Math.max(0, smokeFreeMs / m.afterMs)), reached: smokeFreeMs >= m.afterMs }));
}

// The person's own milestones, recorded once each on the server (server/milestone-store.ts) and
// turned into certificates later. Time milestones count from the start of the quit day in the
// person's time zone, on their calendar (a month is a calendar month); a slip does not reset
// them, a restart begins a new count. "completed" is every daily step done.

export const PROGRAMME_MILESTONES = [
  { kind: 'day1', days: 1 },
  { kind: 'days3', days: 3 },
  { kind: 'week1', days: 7 },
  { kind: 'weeks2', days: 14 },
  { kind: 'month1', months: 1 },
  { kind: 'months3', months: 3 },
  { kind: 'months6', months: 6 },
  { kind: 'year1', months: 12 },
] as const satisfies ReadonlyArray<{ kind: string; days?: number; months?: number }>;

export type MilestoneKind = (typeof PROGRAMME_MILESTONES)[number]['kind'] | 'completed';
export const MILESTONE_KINDS: readonly MilestoneKind[] = [...PROGRAMME_MILESTONES.map((m) => m.kind), 'completed'];

/** "2026-01-31" plus n calendar months, kept within the month (→ "2026-02-28"). */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The local day a time milestone is reached on for a quit on `quitDate`. */
export function milestoneDay(quitDate: string, milestone: (typeof PROGRAMME_MILESTONES)[number]): string {
  if ('months' in milestone) return addMonths(quitDate, milestone.months);
  const [y, m, d] = quitDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + milestone.days)).toISOString().slice(0, 10);
}

/**
 * The milestones reached at `now` in an attempt that began at the start of `quitDate` in
 * `timeZone`, each with the instant it was reached; "completed" when every step is done (at the
 * time the last one was).
 */
export function reachedMilestones(
  attempt: { quitDate: string; timeZone: string },
  now: Date,
  allStepsDoneAt: Date | null,
  known: ReadonlySet<string> = new Set(),
): Array<{ kind: MilestoneKind; reachedAt: Date }> {
  const reached: Array<{ kind: MilestoneKind; reachedAt: Date }> = [];
  // The exact instant costs time-zone arithmetic: it is worked out only for a milestone not
  // already known whose day has come (a later local day cannot have begun yet).
  const today = localDay(now, attempt.timeZone);
  for (const milestone of PROGRAMME_MILESTONES) {
    if (known.has(milestone.kind)) continue;
    const day = milestoneDay(attempt.quitDate, milestone);
    if (day > today) continue;
    const at = startOfLocalDay(day, attempt.timeZone);
    if (at.getTime() <= now.getTime()) reached.push({ kind: milestone.kind, reachedAt: at });
  }
  if (allStepsDoneAt && !known.has('completed')) reached.push({ kind: 'completed', reachedAt: allStepsDoneAt });
  return reached;
}
