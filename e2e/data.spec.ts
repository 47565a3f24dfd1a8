import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { consentCookie } from './consent-cookie';
import { registerAndTest } from './programme-support';
import { linkFromEmail, messages, publicPath, receivedEmail, receivedEmails, snapshot, testClientIp } from './support';

// Your data: the export, the deletion with re-authentication, and the request by email.

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

test('English: the account’s data counted and downloaded, a deletion link asked for while signed out, then deleted after the password and the word; signed out, confirmed by email', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const t = messages('en');
  const p = t.privacy;
  const email = await registerAndTest(page, 'en', 'Robin Leaver');
  await page.goto('/data-deletion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.dataDeletion.title);
  await expect(page.locator('[data-section="tests"]')).toHaveText('1 item');
  await expect(page.locator('[data-section="checkIns"]')).toHaveText('none');
  await snapshot(page, 'data-deletion-en');

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: p.export.json }).click()]);
  expect(json.suggestedFilename()).toMatch(/^exhale-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { format: string; version: number; sections: Record<string, Array<Record<string, unknown>>> };
  expect(data).toMatchObject({ format: 'exhale-data-export', version: 2 });
  expect(data.sections.account![0]).toMatchObject({ email, name: 'Robin Leaver' });
  expect(data.sections.tests).toHaveLength(1);
  expect(data.sections.smokingProfile![0]).toMatchObject({ cigarettesPerDay: 20 });
  expect(JSON.stringify(data.sections.signInMethods)).not.toContain('password":"');
  const [html] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: p.export.html }).click()]);
  const summary = readFileSync((await html.path())!, 'utf8');
  expect(summary).toContain(`<title>${p.export.title}</title>`);
  expect(summary).toContain(p.sections.tests.title);

  // Signed out, in another browser, the person asks for deletion by email: the link comes in English.
  const elsewhere = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': testClientIp() },
    storageState: { cookies: [consentCookie(new URL(baseURL!).hostname)], origins: [] },
  });
  const other = await elsewhere.newPage();
  await other.goto('/start-data-deletion');
  await other.getByLabel(p.request.email).fill(email);
  await other.getByRole('button', { name: p.request.submit }).click();
  await expect(other.getByText(p.request.sent.replace('{email}', email))).toBeVisible();
  const link = await linkFromEmail(email, t.emails.deletionLink.subject);
  expect(decodeURIComponent(link)).toContain('redirect=/data-deletion');
  await elsewhere.close();

  // Refusals keep what was typed.
  const word = page.getByLabel(p.delete.confirmLabel.replace('{word}', p.delete.word));
  const password = page.getByLabel(p.delete.passwordLabel);
  await word.fill('remove');
  await password.fill('not the password');
  await page.getByRole('button', { name: p.delete.submit }).click();
  await expect(page.getByText(p.delete.errors.confirmationMismatch.replace('{word}', p.delete.word))).toBeVisible();
  await word.fill('delete');
  await page.getByRole('button', { name: p.delete.submit }).click();
  await expect(page.getByText(p.delete.errors.wrongPassword)).toBeVisible();
  await expect(word).toHaveValue('delete');
  await password.fill('Breathe-Free-2026');
  // The device keeps the person's SOS for going offline (any signed-in page, once idle).
  await expect.poll(() => page.evaluate(() => caches.has('exhale-personal')), { timeout: 15_000 }).toBe(true);
  await page.getByRole('button', { name: p.delete.submit }).click();

  await expect(page).toHaveURL(/\/start-data-deletion\?deleted=1$/);
  // What the device kept for the person went with the account.
  expect(await page.evaluate(() => caches.has('exhale-personal'))).toBe(false);
  await expect(page.getByText(p.deleted.title)).toBeVisible();
  await expect(page.getByRole('link', { name: t.shell.logIn }).first()).toBeVisible();
  await snapshot(page, 'data-deleted-en');
  const confirmation = await receivedEmail(email, t.emails.accountDeleted.subject);
  expect(confirmation.text).toContain(t.emails.accountDeleted.kept);

  // The account is gone: the data page asks to sign in, and the password no longer works.
  await page.goto('/data-deletion');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const answer = await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'Breathe-Free-2026' }, headers: { origin: new URL(page.url()).origin } });
  expect(answer.status()).toBe(401);
});

test('German: a signed-out request by email, the same answer for an unknown address, then deletion after the fresh sign-in link', async ({ page, context }) => {
  test.setTimeout(120_000);
  const t = messages('de');
  const p = t.privacy;
  const email = `loeschen-${Date.now()}@e2e.exhale.test`;
  // An account made by a sign-in link (it has no password).
  await page.goto(publicPath('/login', 'de'));
  const made = await page.evaluate(async (address) => {
    const response = await fetch('/api/auth/sign-in/magic-link', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address, metadata: { locale: 'de' } }) });
    return response.status;
  }, email);
  expect(made).toBe(200);
  await page.goto(await linkFromEmail(email, t.emails.signInLink.subject));
  await expect(page.getByRole('button', { name: t.shell.signOut }).first()).toBeVisible();
  await context.clearCookies();

  await page.goto(publicPath('/start-data-deletion', 'de'));
  await expect(page.getByRole('heading', { name: p.request.heading })).toBeVisible();
  const field = page.getByLabel(p.request.email);
  await field.fill('kein-konto@e2e.exhale.test');
  await page.getByRole('button', { name: p.request.submit }).click();
  await expect(page.getByText(p.request.sent.replace('{email}', 'kein-konto@e2e.exhale.test'))).toBeVisible();
  await snapshot(page, 'start-data-deletion-de');
  await page.reload();
  await page.getByLabel(p.request.email).fill(email);
  await page.getByRole('button', { name: p.request.submit }).click();
  await expect(page.getByText(p.request.sent.replace('{email}', email))).toBeVisible();

  const link = await linkFromEmail(email, t.emails.deletionLink.subject);
  expect(decodeURIComponent(link)).toContain(`redirect=${publicPath('/data-deletion', 'de')}`);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${publicPath('/data-deletion', 'de')}$`));
  await expect(page.getByText(p.delete.freshSignIn)).toBeVisible();
  await snapshot(page, 'data-deletion-de');
  // The export in German: the data as JSON (the same shape in every language) and the summary written in German.
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: p.export.json }).click()]);
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { format: string; version: number; sections: Record<string, Array<Record<string, unknown>>> };
  expect(data).toMatchObject({ format: 'exhale-data-export', version: 2 });
  expect(data.sections.account![0]).toMatchObject({ email, locale: 'de' });
  const [html] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: p.export.html }).click()]);
  const summary = readFileSync((await html.path())!, 'utf8');
  expect(summary).toMatch(/<html lang="de(-DE)?">/);
  expect(summary).toContain(`<title>${p.export.title}</title>`);
  expect(summary).toContain(p.sections.account.title);

  // Later, the sign-in no longer counts as fresh: the page asks for a new link before deleting.
  await context.addCookies([{ name: 'exhale-test-clock', value: String(11 * 60_000), domain: new URL(page.url()).hostname, path: '/' }]);
  await page.reload();
  await expect(page.getByText(p.delete.linkLead)).toBeVisible();
  const subject = t.emails.deletionLink.subject;
  const linksBefore = (await receivedEmails(email)).filter((m) => m.subject === subject).length;
  await page.getByRole('button', { name: p.delete.sendLink }).click();
  await expect(page.getByText(p.delete.linkSent.replace('{email}', email))).toBeVisible();
  await context.clearCookies({ name: 'exhale-test-clock' });
  await expect.poll(async () => (await receivedEmails(email)).filter((m) => m.subject === subject).length, { timeout: 30_000 }).toBe(linksBefore + 1);
  await page.goto(await linkFromEmail(email, subject));
  await expect(page).toHaveURL(new RegExp(`${publicPath('/data-deletion', 'de')}$`));
  await expect(page.getByText(p.delete.freshSignIn)).toBeVisible();
  // Typed without the umlaut, in small letters: still the word.
  await page.getByLabel(p.delete.confirmLabel.replace('{word}', p.delete.word)).fill('loschen');
  await page.getByRole('button', { name: p.delete.submit }).click();
  await expect(page).toHaveURL(/\?deleted=1$/);
  await expect(page.getByText(p.deleted.title)).toBeVisible();
  await receivedEmail(email, t.emails.accountDeleted.subject);
});
