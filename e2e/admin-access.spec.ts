import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages, publicPath } from './support';

const adminRoutes = ['/admin', '/admin/add-auth', '/admin/email', '/admin/purchases'] as const;

async function signUp(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name: 'E2E', email, password: 'Quit-Smoking-2026', locale: 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a signed-in user without the admin role gets 403 on every admin page and admin API', async ({ page, baseURL }) => {
  await signUp(page.request, baseURL!, `member-${Date.now()}-${test.info().retry}@e2e.exhale.test`);
  for (const locale of ['en', 'de'] as const) {
    for (const route of adminRoutes) {
      const response = await page.goto(publicPath(route, locale));
      expect(response?.status(), `${locale} ${route}`).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(messages(locale).errors.forbidden.title);
      await expect(page.locator('body')).not.toContainText(messages(locale).pages.admin.lead);
    }
  }
  const api = await page.request.get('/api/auth/admin/list-users');
  expect(api.status()).toBe(403);
});

test('an admin (from ADMIN_EMAILS) reaches the admin pages', async ({ page, baseURL }) => {
  const email = 'operator@e2e.exhale.test';
  const signUpResponse = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { name: 'Operator', email, password: 'Quit-Smoking-2026' },
  });
  if (signUpResponse.status() !== 200) {
    // A retry: the account exists already.
    const signIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email, password: 'Quit-Smoking-2026' } });
    expect(signIn.status()).toBe(200);
  }
  for (const route of adminRoutes) {
    const response = await page.goto(publicPath(route, 'fr'));
    expect(response?.status(), route).toBe(200);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('fr').pages.adminPurchases.title);
  expect((await page.request.get('/api/auth/admin/list-users')).status()).toBe(200);
});
