import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/db/client';
import { getSession } from '@/features/auth/server/auth';
import { loadDataOverview } from '@/features/privacy/server/data-overview';
import { requestNow } from '@/lib/server/clock';
import { NO_STORE, unauthenticated } from '@/lib/server/unauthenticated';

/**
 * The data page's person (decision 0014's pattern: the page is prerendered and the same for
 * everyone): what their account holds and how they prove it is them. The session is checked in
 * full: its age decides whether a deletion needs a new sign-in link.
 */
export async function GET(request: NextRequest) {
  const session = await getSession();
  if (!session) return unauthenticated(request);
  const { db } = await getDb();
  const data = await loadDataOverview(db, { id: session.user.id, email: session.user.email }, new Date(session.session.createdAt), await requestNow());
  return NextResponse.json(data, { headers: NO_STORE });
}
