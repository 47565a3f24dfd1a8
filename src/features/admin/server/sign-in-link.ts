import 'server-only';
import { getAuth } from '@/features/auth/server/auth';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';

/**
 * The sign-in link for an account an admin has just made: the auth library's own magic link
 * (its token, expiry and email), leading to the programme in the chosen language.
 */
export async function sendSignInLink(email: string, locale: Locale): Promise<void> {
  const auth = await getAuth();
  await auth.api.signInMagicLink({ body: { email, callbackURL: publicPath('/quit-smoking', locale), metadata: { locale } }, headers: new Headers() });
}
