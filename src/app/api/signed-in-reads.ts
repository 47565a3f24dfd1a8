import 'server-only';
import type { SignedInRead } from '@/features/auth/server/signed-in-read';
import { accountOf } from '@/features/auth/server/account-overview';
import { editableCertificate } from '@/features/certificates/server/get-certificate';
import { dataOverviewOf } from '@/features/privacy/server/data-overview';
import { dashboardOf } from '@/features/programme/server/dashboard';
import { isLocale } from '@/i18n/locales';
import { isValidParam } from '@/i18n/route-params';
import { appErrorStatus } from '@/lib/app-error';

const invalidLocale = { status: 400, body: { error: 'invalid-argument', fields: { locale: 'invalid' } } };

/**
 * The signed-in pages' data calls, by route (a path, or one with a named segment as the route
 * tree names it): each route file answers with its read, and the app's
 * start-up registers the same reads for server.mjs to answer without Next.js's route machinery
 * (docs/decisions/0029-data-calls-without-the-framework.md).
 */
export const signedInReads = {
  /**
   * The signed-in person's programme, everything the page shows (`?locale=de`, `&step=N` for an
   * earlier daily step).
   */
  '/api/programme/dashboard': async (session, search, now) => {
    const locale = search.get('locale') ?? '';
    if (!isLocale(locale)) return invalidLocale;
    const step = search.get('step');
    return { body: await dashboardOf(session.user, locale, now, step && /^\d{1,2}$/.test(step) ? Number(step) : undefined) };
  },
  /**
   * The account page's data (`?locale=de`): the person's name, address and sign-in methods are
   * read from the database each time, so a change shows at once. An account gone meanwhile is 401.
   */
  '/api/account/overview': async (session, search) => {
    const locale = search.get('locale') ?? '';
    if (!isLocale(locale)) return invalidLocale;
    const data = await accountOf(session.user.id, locale);
    return data ? { body: data } : { status: 401, body: { error: 'unauthenticated' } };
  },
  /**
   * The data page's person: what their account holds and how they prove it is them. The
   * session's age decides whether a deletion needs a new sign-in link; the deletion itself checks
   * the session in full.
   */
  '/api/account/data': async (session, _search, now) => ({
    body: await dataOverviewOf({ id: session.user.id, email: session.user.email }, new Date(session.session.createdAt), now),
  }),
  /**
   * The certificate editor's data (decision 0025: the page is prerendered, one for every id, and
   * the same for everyone): the certificate's editable fields. 404 for an unknown id, 403 for
   * someone else's certificate. The save (POST, in the route file) checks the session in full.
   */
  '/api/certificates/[id]': async (session, _search, _now, { id = '' }) => {
    const result = isValidParam('/certificate/edit/[id]', id) ? await editableCertificate(id, session.user.id) : 'not-found';
    return typeof result === 'string' ? { status: appErrorStatus[result], body: { error: result } } : { body: result };
  },
} satisfies Record<string, SignedInRead>;
