import 'server-only';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import type { DataOverview } from '../data-overview';
import { sectionCounts } from './export';
import { hasPassword, isFreshSignIn } from './data-requests';
import { SECTIONS, type SectionKey } from './sections';

/** The kinds of data named on the page even when there are none, in this order. */
const HEADLINE: readonly SectionKey[] = ['surveys', 'tests', 'checkIns', 'cravings', 'certificates', 'challenges', 'purchases', 'emails'];

/** The data page's person: what their account holds, and how they prove it is them to delete it. */
export async function loadDataOverview(db: Db, person: { id: string; email: string }, sessionCreatedAt: Date, now: Date): Promise<DataOverview> {
  const [counts, withPassword] = await Promise.all([sectionCounts(db, person), hasPassword(db, person.id)]);
  const shown = [...HEADLINE, ...SECTIONS.map((s) => s.key).filter((key) => !HEADLINE.includes(key) && key !== 'account' && counts[key] > 0)];
  return { email: person.email, counts: shown.map((key) => ({ key, count: counts[key] })), withPassword, fresh: isFreshSignIn(sessionCreatedAt, now) };
}

/** loadDataOverview on the app's database: GET /api/account/data. */
export const dataOverviewOf = onAppDb(loadDataOverview);
