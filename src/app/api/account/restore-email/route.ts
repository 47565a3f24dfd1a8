import { NextResponse } from 'next/server';
import { restoreAddressFromLink } from '@/features/auth/server/restore-email';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { isValidParam } from '@/i18n/route-params';

const noStore = { 'Cache-Control': 'no-store' };
const MAX_BODY = 4_096;

/**
 * The "undo this change" page's button (a plain form, so it works without JavaScript): puts the
 * account's previous address back and returns to the page (303) saying how it went. The signed
 * token is the authority: no session (the owner may have none left) and no CSRF check, since
 * only the owner's mailbox has the token.
 */
export async function POST(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return NextResponse.json({ error: 'invalid-argument' }, { status: 413, headers: noStore });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return NextResponse.json({ error: 'invalid-argument', fields: { _: 'invalid' } }, { status: 400, headers: noStore });
  }
  const token = form.get('token');
  const localeField = form.get('locale');
  const locale = typeof localeField === 'string' && isLocale(localeField) ? localeField : defaultLocale;
  if (typeof token !== 'string' || !isValidParam('/restore-email/[id]', token)) {
    return NextResponse.json({ error: 'invalid-argument', fields: { token: 'invalid' } }, { status: 400, headers: noStore });
  }
  const state = await restoreAddressFromLink(token);
  // An invalid or expired link: the page says so itself (404, nothing changed).
  const page = publicPath('/restore-email/[id]', locale, { id: token });
  return new NextResponse(null, { status: 303, headers: { ...noStore, Location: state ? `${page}?done=${state}` : page } });
}
