import 'server-only';
import { env } from '@/config/env';
import { authSecret } from '@/features/auth/server/auth-secret';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import type { OptionalCategory } from '../categories';
import { signUnsubscribeToken, signViewToken } from '../email-token';

/** The key email-link tokens are signed with: derived from the server's session secret. */
export function emailLinkSecret(): string {
  return authSecret(env());
}

/** The absolute address of a page of the site in a locale. */
export function siteUrl(path: string): string {
  return `${env().SITE_URL}${path}`;
}

/** The one-click unsubscribe page of one category for one address (no sign-in needed). */
export function unsubscribeUrl(locale: Locale, claims: { userId: string; address: string; category: OptionalCategory }): string {
  return siteUrl(publicPath('/unsubscribe/[id]', locale, { id: signUnsubscribeToken(emailLinkSecret(), claims) }));
}

/** "View in browser": the certification email of a certificate as a web page. */
export function certificationViewUrl(locale: Locale, certificateId: string, now = new Date()): string {
  return siteUrl(`${publicPath('/email-template/certification', locale)}?token=${signViewToken(emailLinkSecret(), certificateId, now)}`);
}

/** "Undo this change" in the address-changed notice (src/features/auth/server/restore-email.ts). */
export function restoreEmailUrl(locale: Locale, token: string): string {
  return siteUrl(publicPath('/restore-email/[id]', locale, { id: token }));
}
