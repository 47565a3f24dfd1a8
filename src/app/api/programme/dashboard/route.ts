import { NextResponse, type NextRequest } from 'next/server';
import { getSessionForRead } from '@/features/auth/server/auth';
import { dashboardOf } from '@/features/programme/server/dashboard';
import { isLocale } from '@/i18n/locales';
import { requestNow } from '@/lib/server/clock';
import { NO_STORE as noStore, unauthenticated } from '@/lib/server/unauthenticated';

/**
 * The signed-in person's programme, everything the page shows (`?locale=de`, `&step=N` for an
 * earlier daily step). Without a session: 401, and a leftover session cookie is removed so the
 * address shows the page for visitors again.
 */
export async function GET(request: NextRequest) {
  const session = await getSessionForRead();
  if (!session) return unauthenticated(request);
  const params = request.nextUrl.searchParams;
  const locale = params.get('locale') ?? '';
  if (!isLocale(locale)) return NextResponse.json({ error: 'invalid-argument', fields: { locale: 'invalid' } }, { status: 400, headers: noStore });
  const step = params.get('step');
  const data = await dashboardOf(session.user, locale, await requestNow(), step && /^\d{1,2}$/.test(step) ? Number(step) : undefined);
  return NextResponse.json(data, { headers: noStore });
}
