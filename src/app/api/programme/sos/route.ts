import { NextResponse, type NextRequest } from 'next/server';
import { getSessionForRead } from '@/features/auth/server/auth';
import { sosDataOf } from '@/features/programme/server/sos-data';
import { isLocale } from '@/i18n/locales';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The cravings SOS for any page of the site (`?locale=de`): its strings and the signed-in
 * person's reasons to quit, loaded when they open it. Without a session: 401.
 */
export async function GET(request: NextRequest) {
  const session = await getSessionForRead();
  if (!session) return NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: noStore });
  const locale = request.nextUrl.searchParams.get('locale') ?? '';
  if (!isLocale(locale)) return NextResponse.json({ error: 'invalid-argument', fields: { locale: 'invalid' } }, { status: 400, headers: noStore });
  return NextResponse.json(await sosDataOf(session.user.id, locale), { headers: noStore });
}
