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
