import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { messages, publicPath, testClientIp } from './support';

// The admin matrix: every admin page and every admin route handler, called as a visitor, a member
// and an admin, with the status each must answer. The lists are compared with the files in
// src/app, so a new admin page or endpoint fails this test until it is listed here.

const pages = ['/admin', '/admin/add-auth', '/admin/email', '/admin/purchases', '/admin/users'] as const;

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown; admin: number };
/** Each admin endpoint with a harmless request and what an admin gets for it. */
const endpoints: Record<string, Call[]> = {
  'email/broadcast': [
    { method: 'GET', path: '/api/admin/email/broadcast', admin: 200 },
    { method: 'POST', path: '/api/admin/email/broadcast', body: { locales: [], category: 'news', subject: '', body: '' }, admin: 400 },
  ],
  'email/cancel': [{ method: 'POST', path: '/api/admin/email/cancel', body: { id: 'no-such-email' }, admin: 404 }],
  'email/preview/[id]': [{ method: 'GET', path: '/api/admin/email/preview/no-such-email', admin: 404 }],
  'email/retry': [{ method: 'POST', path: '/api/admin/email/retry', body: { id: 'no-such-email' }, admin: 404 }],
  'email/test': [{ method: 'POST', path: '/api/admin/email/test', body: {}, admin: 200 }],
  grants: [{ method: 'POST', path: '/api/admin/grants', body: { email: 'not an address', kind: 'programme', locale: 'en' }, admin: 400 }],
  'grants/revoke': [{ method: 'POST', path: '/api/admin/grants/revoke', body: { email: 'nobody@e2e.exhale.test', kind: 'programme' }, admin: 404 }],
  'purchases/export': [{ method: 'GET', path: '/api/admin/purchases/export', admin: 200 }],
  'purchases/refund': [{ method: 'POST', path: '/api/admin/purchases/refund', body: { id: 'no-such-purchase' }, admin: 404 }],
  'users/disable': [{ method: 'POST', path: '/api/admin/users/disable', body: { id: 'no-such-user', disabled: true }, admin: 404 }],
};

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesNamed(path, name) : entry.name === name ? [path] : [];
  });
}

test('every admin page and endpoint in the source is in the matrix, with each of its methods', () => {
  const pageDir = 'src/app/[locale]/(admin)/admin';
  const foundPages = filesNamed(pageDir, 'page.tsx').map((file) => `/admin${relative(pageDir, file).replace(/\/?page\.tsx$/, '').replace(/^(.)/, '/$1')}`);
  expect(foundPages.sort()).toEqual([...pages].sort());
  const apiDir = 'src/app/api/admin';
  const found = filesNamed(apiDir, 'route.ts').map((file) => {
    const methods = [...readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
    return [relative(apiDir, file).replace(/\/route\.ts$/, ''), methods.sort()] as const;
  });
  expect(Object.fromEntries(found)).toEqual(Object.fromEntries(Object.entries(endpoints).map(([route, calls]) => [route, calls.map((c) => c.method).sort()])));
});

async function signUp(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { origin: baseURL, 'x-forwarded-for': testClientIp() };
  const response = await request.post('/api/auth/sign-up/email', { headers, data: { name: 'E2E', email, password: 'Quit-Smoking-2026', locale: 'en' } });
  if (response.status() !== 200) {
    // A retry: the account exists already.
    const signIn = await request.post('/api/auth/sign-in/email', { headers, data: { email, password: 'Quit-Smoking-2026' } });
    expect(signIn.status(), await signIn.text()).toBe(200);
  }
}

const call = (request: APIRequestContext, baseURL: string, c: Call) =>
  c.method === 'GET' ? request.get(c.path, { maxRedirects: 0 }) : request.post(c.path, { headers: { origin: baseURL }, data: c.body, maxRedirects: 0 });

test('a visitor is sent to sign in from every admin page, and every admin endpoint answers 401', async ({ request, baseURL }) => {
  for (const route of pages) {
    const path = publicPath(route, 'de');
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location).toBe(`${publicPath('/login', 'de')}?redirect=${encodeURIComponent(path)}`);
  }
  for (const c of Object.values(endpoints).flat()) expect((await call(request, baseURL!, c)).status(), `${c.method} ${c.path}`).toBe(401);
});

test('a member gets 403 on every admin page and every admin endpoint', async ({ page, baseURL }) => {
  await signUp(page.request, baseURL!, `member-${Date.now()}-${test.info().retry}@e2e.exhale.test`);
  for (const locale of ['en', 'pl'] as const) {
    for (const route of pages) {
      const response = await page.goto(publicPath(route, locale));
      expect(response?.status(), `${locale} ${route}`).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(messages(locale).errors.forbidden.title);
      await expect(page.locator('body')).not.toContainText(messages(locale).pages.admin.lead);
    }
  }
  for (const c of Object.values(endpoints).flat()) expect((await call(page.request, baseURL!, c)).status(), `${c.method} ${c.path}`).toBe(403);
  expect((await page.request.get('/api/auth/admin/list-users')).status()).toBe(403);
});

test('an admin (from ADMIN_EMAILS) reaches every admin page and endpoint; changes need this site as origin', async ({ page, baseURL }) => {
  await signUp(page.request, baseURL!, 'operator@e2e.exhale.test');
  for (const route of pages) {
    const response = await page.goto(publicPath(route, 'fr'));
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(publicPath('/admin/purchases', 'fr'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('fr').pages.adminPurchases.title);
  for (const c of Object.values(endpoints).flat()) expect((await call(page.request, baseURL!, c)).status(), `${c.method} ${c.path}`).toBe(c.admin);
  for (const c of Object.values(endpoints).flat().filter((c) => c.method === 'POST')) {
    const foreign = await page.request.post(c.path, { headers: { origin: 'https://elsewhere.example' }, data: c.body });
    expect(foreign.status(), `${c.path} from elsewhere`).toBe(403);
  }
  expect((await page.request.get('/api/auth/admin/list-users')).status()).toBe(200);
});
