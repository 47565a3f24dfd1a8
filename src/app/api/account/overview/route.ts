import { NextResponse, type NextRequest } from 'next/server';
import { getSessionForRead } from '@/features/auth/server/auth';
import { accountOf } from '@/features/auth/server/account-overview';
import { isLocale } from '@/i18n/locales';
import { NO_STORE, unauthenticated } from '@/lib/server/unauthenticated';

/**
 * The signed-in person's account page data (`?locale=de`): the page is prerendered and the same
 * for everyone (decision 0014's pattern). A read, so the session may come from the five-second
 * memory of getSessionForRead (decision 0027); the person's name, address and sign-in methods are
 * read from the database each time, so a change shows at once. Every change on the page checks
 * the session in full.
 */
export async function GET(request: NextRequest) {
  const session = await getSessionForRead();
  if (!session) return unauthenticated(request);
  const locale = request.nextUrl.searchParams.get('locale') ?? '';
  if (!isLocale(locale)) return NextResponse.json({ error: 'invalid-argument', fields: { locale: 'invalid' } }, { status: 400, headers: NO_STORE });
  const data = await accountOf(session.user.id, locale);
  if (!data) return unauthenticated(request);
  return NextResponse.json(data, { headers: NO_STORE });
}
