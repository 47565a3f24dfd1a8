import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/db/client';
import { getSession } from '@/features/auth/server/auth';
import { loadAccount } from '@/features/auth/server/account-overview';
import { isLocale } from '@/i18n/locales';
import { NO_STORE, unauthenticated } from '@/lib/server/unauthenticated';

/**
 * The signed-in person's account page data (`?locale=de`): the page is prerendered and the same
 * for everyone (decision 0014's pattern). The session is checked in full, not from the
 * five-second memory of getSessionForRead: this is where people change how they sign in.
 */
export async function GET(request: NextRequest) {
  const session = await getSession();
  if (!session) return unauthenticated(request);
  const locale = request.nextUrl.searchParams.get('locale') ?? '';
  if (!isLocale(locale)) return NextResponse.json({ error: 'invalid-argument', fields: { locale: 'invalid' } }, { status: 400, headers: NO_STORE });
  const { db } = await getDb();
  const user = session.user as typeof session.user & { locale?: string | null };
  return NextResponse.json(await loadAccount(db, user, locale), { headers: NO_STORE });
}
