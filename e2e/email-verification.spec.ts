import { expect, test } from './fixtures';
import { linkFromEmail, messages, receivedEmail, testClientIp } from './support';

test('the confirmation email goes out over SMTP in the user’s language, shows as sent to the operator, and its link confirms the address', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const email = `verify-${Date.now()}@e2e.exhale.test`;
  const t = messages('pt');
  await page.goto('/pt/register');
  await page.getByLabel(t.auth.name).fill('Inês');
  await page.getByLabel(t.auth.email).fill(email);
  await page.getByLabel(t.auth.newPassword).fill('Respirar-Fundo-2026');
  await page.getByRole('button', { name: t.auth.register.submit }).click();
  await expect(page).toHaveURL(/\/pt$/);

  // What the mail server received: HTML (React Email) and text, both in Portuguese, one link.
  const received = await receivedEmail(email, t.emails.verify.subject);
  expect(received.html).toContain('lang="pt"');
  expect(received.html).toContain(t.emails.verify.action);
  expect(received.text).toContain(t.emails.greeting.replace('{name}', 'Inês'));
  const link = received.text.match(/https?:\/\/\S+/)![0];
  expect(link).toContain('/pt/sign-in?mode=verifyEmail&token=');

  // The operator sees it as sent in the admin mailbox.
  const admin = await (await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp() } })).newPage();
  const credentials = { email: 'operator@e2e.exhale.test', password: 'Quit-Smoking-2026' };
  const signUp = await admin.request.post('/api/auth/sign-up/email', { headers: { origin: baseURL! }, data: { name: 'Operator', ...credentials } });
  if (signUp.status() !== 200) {
    expect((await admin.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: credentials })).status()).toBe(200);
  }
  await admin.goto('/admin/email');
  await expect(admin.getByText(messages('en').adminMail.heldNotice)).toHaveCount(0);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(t.emails.verify.subject);
  await expect(row).toContainText(messages('en').adminMail.statuses.sent);
  await admin.close();

  // Offline when the link is opened: it is not called used or expired, and it works once online.
  await page.route('**/api/auth/verify-email**', (route) => route.abort('internetdisconnected'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInPage.unreachable.title);
  await page.unroute('**/api/auth/verify-email**');
  await page.getByRole('button', { name: t.signInPage.unreachable.action }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInPage.verified.title);
  await page.goto('/pt/sign-in?mode=verifyEmail&token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInPage.invalid.title);
});

test('forgot password: the same answer for any address, a reset link by email, then signed in with the new password', async ({ page }) => {
  // A long journey (two emails through the outbox worker); on a loaded CI machine it needs more than the default.
  test.setTimeout(90_000);
  const t = messages('en').auth;
  const email = `reset-${Date.now()}@e2e.exhale.test`;
  await page.goto('/register');
  await page.getByLabel(t.name).fill('Sam');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.newPassword).fill('First-Breath-2026');
  await page.getByRole('button', { name: t.register.submit }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.getByRole('button', { name: messages('en').shell.signOut }).click();
  // Signing out ends with a page load; wait for it before going on.
  await expect(page.getByRole('link', { name: messages('en').shell.logIn }).first()).toBeVisible();

  for (const address of [`nobody-${Date.now()}@e2e.exhale.test`, email]) {
    await page.goto('/login');
    await page.getByRole('link', { name: t.forgot.link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.forgot.title);
    await page.getByLabel(t.email).fill(address);
    await page.getByRole('button', { name: t.forgot.submit }).click();
    await expect(page.getByText(t.forgot.sent)).toBeVisible();
  }

  const link = await linkFromEmail(email, messages('en').emails.reset.subject);
  expect(link).toContain('/sign-in?mode=resetPassword&token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.reset.title);
  await page.getByLabel(t.newPassword).fill('Second-Breath-2026');
  // Too many attempts, then a proxy's error page: each says what happened, the link is not called
  // expired, and the new password stays typed.
  const reset = '**/api/auth/reset-password';
  for (const [status, text] of [
    [429, t.errors['too-many-requests']],
    [502, t.errors['internal-error']],
  ] as const) {
    await page.route(reset, (route) => route.fulfill({ status, contentType: 'text/html', body: '<h1>Not now</h1>' }));
    await page.getByRole('button', { name: t.reset.submit }).click();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByLabel(t.newPassword)).toHaveValue('Second-Breath-2026');
    await page.unroute(reset);
  }
  await page.getByRole('button', { name: t.reset.submit }).click();
  // Signed in at once, on the home page.
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: messages('en').shell.signOut })).toBeVisible();
  await page.getByRole('button', { name: messages('en').shell.signOut }).click();
  await expect(page.getByRole('link', { name: messages('en').shell.logIn }).first()).toBeVisible();

  // The link works once; the new password logs in.
  await page.goto(link);
  await page.getByLabel(t.newPassword).fill('Third-Breath-2026');
  await page.getByRole('button', { name: t.reset.submit }).click();
  await expect(page.locator('form, main').getByRole('alert').first()).toHaveText(messages('en').signInPage.resetInvalid.body);
  await page.goto('/login');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill('Second-Breath-2026');
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page.getByRole('button', { name: messages('en').shell.signOut })).toBeVisible();
  await linkFromEmail(email, messages('en').emails.passwordChanged.subject);
});
