import { expect, test } from './fixtures';
import type { InternalPath } from '../src/i18n/pathnames';
import { decodeHtml, locales, messages, publicPath } from './support';

type PageKey = keyof ReturnType<typeof messages>['pages'];

// Routes of spec §2 that render a page now, with the message namespace of their heading (pages
// made from stories are checked in content.spec.ts).
const pages: Array<[InternalPath, PageKey]> = [
  ['/login', 'login'],
  ['/register', 'register'],
  ['/sign-in', 'signIn'],
  ['/survey/motivation', 'surveyMotivation'],
  ['/survey/test', 'surveyTest'],
  ['/email-template/certification', 'emailTemplateCertification'],
];
// The account page is prerendered like a public page, but only for a browser with a session cookie.
const guarded: InternalPath[] = ['/admin', '/admin/add-auth', '/admin/email', '/admin/purchases', '/admin/users', '/data-deletion', '/account'];
// Routes with an id: no records exist before their capability lands, so a well-formed id is 404.
const withId = ['/certificate/AbCdEf123456', '/go/spring-campaign', '/challenge-invite/AbCdEf123456', '/posts/how-cravings-pass', '/unsubscribe/AbCdEf123456'];

for (const locale of locales) {
  test.describe(`routes in ${locale}`, () => {
    test('every page answers 200 in its language with its heading', async ({ request }) => {
      for (const [route, key] of pages) {
        const path = publicPath(route, locale);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        const heading = decodeHtml(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
        const expected = messages(locale).pages[key].title;
        expect(heading, path).toBe(expected);
      }
    });

    test('admin, data-deletion and the account page send anonymous visitors to log in and back', async ({ request }) => {
      for (const route of guarded) {
        const path = publicPath(route, locale);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(307);
        expect(response.headers().location, path).toBe(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(path)}`);
      }
    });

    test('editing a certificate sends anonymous visitors to log in and back', async ({ request }) => {
      const path = publicPath('/certificate/edit/[id]', locale, { id: 'AbCdEf1234567890' });
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(path)}`);
    });

    test('routes with an id answer 404 for unknown and malformed ids', async ({ request }) => {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      for (const path of withId) {
        expect((await request.get(prefix + path, { maxRedirects: 0 })).status(), path).toBe(404);
        expect((await request.get(`${prefix}${path.replace(/[^/]+$/, 'Bad%20Id!')}`, { maxRedirects: 0 })).status(), path).toBe(404);
      }
    });
  });
}
