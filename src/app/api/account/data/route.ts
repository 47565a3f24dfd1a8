import { NextResponse, type NextRequest } from 'next/server';
import { getSessionForRead } from '@/features/auth/server/auth';
import { dataOverviewOf } from '@/features/privacy/server/data-overview';
import { requestNow } from '@/lib/server/clock';
import { NO_STORE, unauthenticated } from '@/lib/server/unauthenticated';

/**
 * The data page's person (decision 0014's pattern: the page is prerendered and the same for
 * everyone): what their account holds and how they prove it is them. A read, so the session may
 * come from the five-second memory of getSessionForRead (decision 0027): its age, which decides
 * whether a deletion needs a new sign-in link, does not change; the deletion itself checks the
 * session in full.
 */
export async function GET(request: NextRequest) {
  const session = await getSessionForRead();
  if (!session) return unauthenticated(request);
  const data = await dataOverviewOf({ id: session.user.id, email: session.user.email }, new Date(session.session.createdAt), await requestNow());
  return NextResponse.json(data, { headers: NO_STORE });
}
