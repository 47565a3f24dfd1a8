import { expect, test, type Page, type Route } from './fixtures';
import { messages } from './support';

const password = 'Breathe-Free-2026';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.exhale.test`;

async function register(page: Page, locale: 'en' | 'de' | 'fr', email: string, query = '') {
  const t = messages(locale).auth;
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/register${query}`);
  await page.getByLabel(t.name).fill('Robin');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.newPassword).fill(password);
  await page.getByRole('button', { name: t.register.submit }).click();
}

test('register in German: live password rules, a translated error, then signed in at home', async ({ page, context }) => {
  const t = messages('de').auth;
  await page.goto('/de/register');
  await page.getByLabel(t.newPassword).fill('kurz');
  await expect(page.locator('[data-rule="minLength"]')).toHaveAttribute('data-met', 'false');
  await page.getByRole('button', { name: t.register.submit }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText(t.validation.formIncomplete);
  await expect(page.getByText(t.validation.nameRequired)).toBeVisible();

  const email = uniqueEmail('de');
  await register(page, 'de', email);
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('button', { name: messages('de').shell.signOut })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'better-auth.session_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // The same address cannot register twice; what was typed stays in the form.
  await page.getByRole('button', { name: messages('de').shell.signOut }).click();
  await expect(page.getByRole('link', { name: messages('de').shell.logIn }).first()).toBeVisible();
  await register(page, 'de', email);
  await expect(page.locator('form').getByRole('alert')).toContainText(t.errors['email-already-in-use']);
  await expect(page.getByLabel(t.email)).toHaveValue(email);
});

test('log in in French: a wrong password and an unknown email read the same; the redirect is followed', async ({ page, browser }) => {
  const email = uniqueEmail('fr');
  const setup = await browser.newPage();
  await register(setup, 'fr', email);
  await expect(setup).toHaveURL(/\/fr$/);
  await setup.close();

  const t = messages('fr').auth;
  await page.goto('/fr/data-deletion');
  await expect(page).toHaveURL(/\/fr\/login\?redirect=%2Ffr%2Fdata-deletion$/);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill('Not-My-Password-1');
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(t.errors['invalid-credential']);
  await expect(page.getByLabel(t.email)).toHaveValue(email);

  await page.getByLabel(t.email).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(t.errors['invalid-credential']);

  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page).toHaveURL(/\/fr\/data-deletion$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('fr').pages.dataDeletion.title);
});

for (const target of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example']) {
  test(`an open-redirect attempt (${target}) ends on the home page`, async ({ page }) => {
    await register(page, 'en', uniqueEmail('redirect'), `?redirect=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
}

test('signing out in one tab signs out the other open tabs', async ({ page, context }) => {
  await register(page, 'en', uniqueEmail('tabs'));
  await expect(page.getByRole('button', { name: messages('en').shell.signOut })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/help');
  await expect(other.getByRole('button', { name: messages('en').shell.signOut })).toBeVisible();

  await page.getByRole('button', { name: messages('en').shell.signOut }).click();
  // Usually well under a second; the margin is for a loaded CI machine.
  await expect(other.getByRole('link', { name: messages('en').shell.logIn }).first()).toBeVisible({ timeout: 5_000 });
  await other.goto('/admin');
  await expect(other).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});

test('a sign-out that cannot reach the server says so in French, and leaves this tab and the others signed in', async ({ page, context }) => {
  const shell = messages('fr').shell;
  await register(page, 'fr', uniqueEmail('offline-sign-out'));
  const signOut = page.getByRole('button', { name: shell.signOut });
  await expect(signOut).toBeVisible();
  const other = await context.newPage();
  await other.goto('/fr/aide');
  await expect(other.getByRole('button', { name: shell.signOut })).toBeVisible();
  await page.goto('/fr/aide');

  // Offline, then a server error: each time the person is told, and nothing changes.
  for (const refuse of [(route: Route) => route.abort('internetdisconnected'), (route: Route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })]) {
    await page.route('**/api/auth/sign-out', refuse);
    await signOut.click();
    await expect(page.getByTestId('sign-out-failed')).toHaveText(shell.signOutFailed);
    await expect(page).toHaveURL(/\/fr\/aide$/);
    await expect(signOut).toBeEnabled();
    await page.unroute('**/api/auth/sign-out');
  }
  expect((await context.cookies()).some((c) => c.name === 'better-auth.session_token' && c.value)).toBe(true);
  await other.waitForTimeout(500);
  await expect(other).toHaveURL(/\/fr\/aide$/);
  await expect(other.getByRole('button', { name: shell.signOut })).toBeVisible();

  // Back online, the same button signs out, here and in the other tab.
  await signOut.click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('link', { name: shell.logIn }).first()).toBeVisible();
  await expect(other.getByRole('link', { name: shell.logIn }).first()).toBeVisible({ timeout: 5_000 });
});
