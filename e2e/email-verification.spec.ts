import { expect, test } from '@playwright/test';
import { messages } from './support';

test('the confirmation email waits in the outbox (no SMTP server) and its link confirms the address', async ({ page, browser, baseURL }) => {
  const email = `verify-${Date.now()}@e2e.exhale.test`;
  const t = messages('pt');
  await page.goto('/pt/register');
  await page.getByLabel(t.auth.name).fill('Inês');
  await page.getByLabel(t.auth.email).fill(email);
  await page.getByLabel(t.auth.newPassword).fill('Respirar-Fundo-2026');
  await page.getByRole('button', { name: t.auth.register.submit }).click();
  await expect(page).toHaveURL(/\/pt$/);

  // The operator reads it in the admin mailbox.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  const credentials = { email: 'operator@e2e.exhale.test', password: 'Quit-Smoking-2026' };
  const signUp = await admin.request.post('/api/auth/sign-up/email', { headers: { origin: baseURL! }, data: { name: 'Operator', ...credentials } });
  if (signUp.status() !== 200) {
    expect((await admin.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: credentials })).status()).toBe(200);
  }
  await admin.goto('/admin/email');
  await expect(admin.getByText(messages('en').adminMail.heldNotice)).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(t.emails.verify.subject);
  await expect(row).toContainText(messages('en').adminMail.statuses.held);
  const text = await row.locator('pre').textContent();
  const link = text!.match(/https?:\/\/\S+/)![0];
  expect(link).toContain('/pt/sign-in?mode=verifyEmail&token=');
  await admin.close();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInPage.verified.title);
  await page.goto('/pt/sign-in?mode=verifyEmail&token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInPage.invalid.title);
});
