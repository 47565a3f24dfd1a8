import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import { getSession } from './auth';

/**
 * Every admin page, action and route handler calls this first: the proxy's sign-in guard only
 * looks for a session cookie, the role is checked here against the session in the database.
 * Once per request: the admin layout and its page both ask, the database is asked once.
 */
export const requireAdmin = cache(async (locale: Locale) => {
  const session = await getSession();
  if (!session) {
    const wanted = (await headers()).get('x-exhale-path') ?? publicPath('/admin', locale);
    redirect(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(wanted)}`);
  }
  if (session.user.role !== 'admin') forbidden();
  return session;
});
