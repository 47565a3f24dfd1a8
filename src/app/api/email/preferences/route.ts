import { NextResponse } from 'next/server';
import { getSession } from '@/features/auth/server/auth';
import { saveEmailPreferences } from '@/features/mail/server/preferences';
import { unsubscribeActionOf } from '@/features/mail/server/unsubscribe';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { fromThisSite } from '@/lib/server/same-origin';

const noStore = { 'Cache-Control': 'private, no-store' };

/** The account page's email choices (a plain form): saved for the signed-in person, then back. */
export async function POST(request: Request) {
  if (!fromThisSite(request)) return NextResponse.json({ error: 'permission-denied' }, { status: 403, headers: noStore });
  const localeParam = new URL(request.url).searchParams.get('locale');
  const locale = isLocale(localeParam) ? localeParam : defaultLocale;
  const account = publicPath('/account', locale);
  const session = await getSession();
  if (!session) return new NextResponse(null, { status: 303, headers: { ...noStore, Location: `${publicPath('/login', locale)}?redirect=${encodeURIComponent(account)}` } });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return NextResponse.json({ error: 'invalid-argument' }, { status: 400, headers: noStore });
  }
  const action = unsubscribeActionOf(form);
  if (action?.kind !== 'save') return NextResponse.json({ error: 'invalid-argument' }, { status: 400, headers: noStore });
  await saveEmailPreferences(session.user.id, action.preferences);
  return new NextResponse(null, { status: 303, headers: { ...noStore, Location: `${account}?emails=saved#emails` } });
}
