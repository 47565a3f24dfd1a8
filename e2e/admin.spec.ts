import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { messages, publicPath, receivedEmail, snapshot, testClientIp, type Locale } from './support';

// What operators do in the admin area, in two languages: grant and revoke programme access and
// the admin role, refund a test-mode purchase and export the purchases, and broadcast an email.
// The operator is an admin through ADMIN_EMAILS (playwright.config.ts).

test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Quit-Smoking-2026';
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

async function account(request: APIRequestContext, baseURL: string, email: string, locale: Locale) {
  const headers = { origin: baseURL, 'x-forwarded-for': testClientIp() };
  const made = await request.post('/api/auth/sign-up/email', { headers, data: { name: email.split('@')[0], email, password: PASSWORD, locale } });
  if (made.status() !== 200) expect((await request.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
}

/**
 * Waits until React listens on the page shown (the root layout's effects have run:
 * `data-fields-ready`). The admin pages are drawn by the server with their buttons, and a click
 * before hydration does nothing, as a person's would; on a slow machine a test clicked there.
 */
async function listening(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-fields-ready'), undefined, { timeout: 15_000 }).catch(() => {
    // A page without the app's layout (a refused request): the test's own assertions say what is wrong.
  });
}

/** The operator's page; each `goto` waits until React listens. */
async function operator(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
  const page = await context.newPage();
  await account(page.request, baseURL, 'operator@e2e.exhale.test', 'en');
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await listening(page);
    return response;
  };
  return page;
}

async function member(browser: Browser, baseURL: string, email: string, locale: Locale): Promise<Page> {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
  const page = await context.newPage();
  await account(page.request, baseURL, email, locale);
  return page;
}

const unique = (name: string) => `${name}-${Date.now()}-${test.info().retry}@e2e.exhale.test`;

for (const locale of ['en', 'de'] as const) {
  const m = messages(locale).admin;

  test(`${locale}: grant and revoke programme access and the admin role`, async ({ browser, baseURL }) => {
    const admin = await operator(browser, baseURL!);
    const newcomer = unique(`newcomer-${locale}`);
    await admin.goto(publicPath('/admin/add-auth', locale));
    const form = admin.getByRole('form', { name: m.access.formTitle });

    // A typo is refused with the field's message, and what was typed stays.
    await form.getByLabel(m.access.email).fill('not-an-address');
    await form.getByRole('button', { name: m.access.grant }).click();
    await expect(form.getByText(m.errors.invalidEmail)).toBeVisible();
    await expect(form.getByLabel(m.access.email)).toHaveValue('not-an-address');

    // An address without an account: one is made, and a sign-in link goes to it in the chosen language.
    await form.getByLabel(m.access.email).fill(newcomer);
    await form.getByLabel(m.access.language).selectOption('pl');
    await form.getByRole('button', { name: m.access.grant }).click();
    await expect(admin.getByTestId('grant-result')).toHaveText(fill(m.access.grantedNew, { email: newcomer }));
    await receivedEmail(newcomer, messages('pl').emails.signInLink.subject);
    const row = admin.getByTestId('grant-row').filter({ hasText: newcomer });
    await expect(row).toContainText(m.access.kinds.programme);
    await expect(row).toContainText('operator@e2e.exhale.test');
    // Granting again changes nothing.
    await form.getByRole('button', { name: m.access.grant }).click();
    await expect(admin.getByTestId('grant-result')).toHaveText(messages(locale).admin.common.noChange);
    await snapshot(admin, `admin-access-${locale}`);
    // Revoking is asked once more; "cancel" changes nothing.
    await form.getByRole('button', { name: m.access.revoke }).click();
    const question = form.getByRole('group', { name: fill(m.access.revokeConfirm, { what: m.access.kinds.programme, email: newcomer }) });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: m.common.confirm })).toBeFocused();
    await question.getByRole('button', { name: m.common.cancel }).click();
    await expect(row).toContainText('—');
    await form.getByRole('button', { name: m.access.revoke }).click();
    await question.getByRole('button', { name: m.common.confirm }).click();
    await expect(admin.getByTestId('grant-result')).toHaveText(m.access.revoked);
    await expect(row).not.toContainText('—');

    // The admin role: a member becomes an admin and reaches the admin area, then loses it.
    const colleagueEmail = unique(`colleague-${locale}`);
    const colleague = await member(browser, baseURL!, colleagueEmail, locale);
    expect((await colleague.goto(publicPath('/admin', locale)))?.status()).toBe(403);
    await form.getByLabel(m.access.email).fill(colleagueEmail);
    await form.getByLabel(m.access.kinds.admin).check();
    await form.getByRole('button', { name: m.access.grant }).click();
    await expect(admin.getByTestId('grant-result')).toHaveText(m.access.granted);
    await expect(admin.getByTestId('admins')).toContainText(colleagueEmail);
    expect((await colleague.goto(publicPath('/admin', locale)))?.status()).toBe(200);
    await form.getByRole('button', { name: m.access.revoke }).click();
    await form.getByRole('button', { name: m.common.confirm }).click();
    await expect(admin.getByTestId('grant-result')).toHaveText(m.access.revoked);
    expect((await colleague.goto(publicPath('/admin', locale)))?.status()).toBe(403);

    // Every action is in the audit log on the dashboard.
    await admin.goto(`${publicPath('/admin', locale)}?action=grant`);
    await expect(admin.getByTestId('audit-row').filter({ hasText: newcomer })).toContainText(m.audit.actions.grant);
    // The shipped legal pages are templates: until their fields are filled, the dashboard says so.
    const legal = admin.getByTestId('legal-to-fill');
    await expect(legal.getByText(m.dashboard.legal.title)).toBeVisible();
    await expect(legal.getByRole('listitem')).toHaveCount(3);
    await expect(legal.getByRole('link', { name: messages(locale).shell.footer.imprint })).toHaveAttribute('href', publicPath('/imprint', locale));
    await expect(legal.getByRole('listitem').first()).toContainText(locale === 'de' ? 'in jeder Sprache' : 'in every language');
    await snapshot(admin, `admin-dashboard-${locale}`);
    await admin.goto(`${publicPath('/admin', locale)}?action=grant&auditFrom=2020-01-01&auditTo=2020-01-31`);
    await expect(admin.getByText(m.audit.empty)).toBeVisible();
  });

  test(`${locale}: refund a test-mode purchase, and export the purchases as CSV`, async ({ browser, baseURL }) => {
    const buyerEmail = unique(`buyer-${locale}`);
    const buyer = await member(browser, baseURL!, buyerEmail, locale);
    await buyer.context().addCookies([{ name: 'exhale-test-payments', value: 'test', url: baseURL! }]);
    const checkout = await buyer.request.post('/api/purchases/checkout', { headers: { origin: baseURL! }, data: { currency: 'EUR', locale } });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const id = ((await checkout.json()) as { url: string }).url.split('/').at(-1)!;
    const paid = await buyer.request.post('/api/purchases/test-checkout', { headers: { origin: baseURL! }, data: { id, outcome: 'complete' } });
    expect(await paid.json()).toMatchObject({ status: 'paid' });

    const admin = await operator(browser, baseURL!);
    await admin.goto(`${publicPath('/admin/purchases', locale)}?q=${encodeURIComponent(buyerEmail)}`);
    const rows = admin.getByTestId('purchase-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(m.purchases.statuses.paid);
    const reference = (await rows.getByRole('link').textContent())!.trim();
    expect(reference).toMatch(/^EX-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // The export holds the filtered rows.
    const exportHref = await admin.getByTestId('export-csv').getAttribute('href');
    const csv = await admin.request.get(exportHref!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('reference,email,status,currency,amount,provider,created_at,paid_at,revoked_at,locale');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^"${reference}","${buyerEmail}","paid","EUR","19.00","test","[^"]+","[^"]+","","${locale}"$`));

    // The refund asks first, then happens once; the buyer's access ends.
    await rows.getByRole('link').click();
    await admin.waitForURL(/[?&]id=/);
    await listening(admin);
    const detail = admin.getByTestId('purchase-detail');
    await detail.getByRole('button', { name: m.purchases.refund }).click();
    await expect(detail.getByRole('group')).toContainText(buyerEmail);
    await snapshot(admin, `admin-purchase-${locale}`);
    await detail.getByRole('button', { name: m.common.confirm }).click();
    await expect(detail.getByText(m.purchases.refunded)).toBeVisible();
    // The question is gone: the focus is on the result, not lost to the page.
    await expect(detail.getByText(m.purchases.refunded)).toBeFocused();
    await expect(admin.getByTestId('purchase-row')).toContainText(m.purchases.statuses.refunded);
    await expect(detail.getByRole('button', { name: m.purchases.refund })).toHaveCount(0);
    const again = await admin.request.post('/api/admin/purchases/refund', { headers: { origin: baseURL! }, data: { id } });
    expect(await again.json()).toMatchObject({ ok: true, status: 'alreadyRefunded' });
    const status = await buyer.request.get(`/api/purchases/${id}`);
    expect(await status.json()).toMatchObject({ status: 'refunded' });
  });

  test(`${locale}: a broadcast reaches those who want news, and its progress shows`, async ({ browser, baseURL }) => {
    const reader = unique(`reader-${locale}`);
    const readerPage = await member(browser, baseURL!, reader, locale);
    const saved = await readerPage.request.post(`/api/email/preferences?locale=${locale}`, { headers: { origin: baseURL! }, form: { action: 'save', certificates: 'on', challenges: 'on', reminders: 'on', news: 'on' }, maxRedirects: 0 });
    expect(saved.status()).toBe(303);

    const admin = await operator(browser, baseURL!);
    await admin.goto(publicPath('/admin/email', locale));
    const form = admin.getByRole('form', { name: m.email.broadcastTitle });
    // Nothing written: the fields say so and nothing is sent.
    await form.getByRole('button', { name: m.email.send }).click();
    await expect(form.getByText(m.errors.required).first()).toBeVisible();
    const subject = `E2E news ${locale} ${Date.now()}`;
    await form.getByLabel(m.email.subject).fill(subject);
    await form.getByLabel(m.email.body).fill('First paragraph.\n\nSecond paragraph.');
    await form.getByLabel(locale === 'en' ? 'English' : 'Deutsch').check();
    await form.getByLabel(m.email.broadcastCategory).selectOption('news');
    await form.getByRole('button', { name: m.email.send }).click();
    await form.getByRole('button', { name: m.common.confirm }).click();
    await expect(admin.getByTestId('broadcast-result')).toContainText(/\d/);
    const email = await receivedEmail(reader, subject);
    expect(email.text).toContain('Second paragraph.');
    expect(email.listUnsubscribe).toContain('/unsubscribe/');
    await admin.reload();
    await expect(admin.getByTestId('broadcast-row').filter({ hasText: subject })).toBeVisible();
    await snapshot(admin, `admin-email-${locale}`);

    await admin.goto(`${publicPath('/admin/users', locale)}?q=${encodeURIComponent(reader)}`);
    await admin.getByTestId('user-row').getByRole('link').click();
    await admin.waitForURL(/[?&]id=/);
    await listening(admin);
    const summary = admin.getByTestId('user-summary');
    await expect(summary).toContainText(reader);
    await snapshot(admin, `admin-users-${locale}`);

    // Disabled: signed out everywhere, and refused at sign-in as disabled; enabled again: back in.
    expect((await readerPage.request.get(`/api/programme/dashboard?locale=${locale}`)).status()).toBe(200);
    await summary.getByRole('button', { name: m.users.disable }).click();
    await summary.getByRole('button', { name: m.common.confirm }).click();
    await expect(summary.getByTestId('account-status')).toHaveText(m.users.statuses.disabled);
    await expect.poll(async () => (await readerPage.request.get(`/api/programme/dashboard?locale=${locale}`)).status(), { timeout: 15_000 }).toBe(401);
    const refused = await readerPage.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL!, 'x-forwarded-for': testClientIp() }, data: { email: reader, password: PASSWORD } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'BANNED_USER' });
    await summary.getByRole('button', { name: m.users.enable }).click();
    await expect(summary.getByTestId('account-status')).toHaveText(m.users.statuses.active);
    const back = await readerPage.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL!, 'x-forwarded-for': testClientIp() }, data: { email: reader, password: PASSWORD } });
    expect(back.status()).toBe(200);
  });
}

test('odd addresses never break an admin page: far dates, a NUL in a search, pages past the end, a phone’s width', async ({ browser, baseURL }) => {
  const admin = await operator(browser, baseURL!);
  const m = messages('pl').admin;
  const pages = [
    '/pl/admin/purchases?to=9999-12-31&from=2026-02-30',
    '/pl/admin?auditTo=9999-12-31&auditFrom=0000-01-01',
    '/pl/admin?auditPage=400000000000000000',
    '/pl/admin/users?q=%00',
    '/pl/admin/purchases?q=%00%01',
    '/pl/admin/email?q=%00',
    `/pl/admin/purchases?q=${'x'.repeat(400)}`,
  ];
  for (const path of pages) expect((await admin.goto(path))?.status(), path).toBe(200);
  expect((await admin.request.get('/api/admin/purchases/export?to=9999-12-31&q=%00')).status()).toBe(200);
  expect((await admin.request.get('/api/admin/email/preview/%E0')).status()).toBe(400);
  // A search longer than 200 characters is cut, not dropped (an export would have held everything).
  await admin.goto(`/pl/admin/purchases?q=${'y'.repeat(250)}`);
  await expect(admin.getByRole('searchbox').or(admin.locator('input[name="q"]')).first()).toHaveValue('y'.repeat(200));
  // A page past the end links back to the last one.
  await admin.goto('/pl/admin/users?page=99999');
  await expect(admin.getByRole('link', { name: m.common.previous })).toHaveAttribute('href', /page=\d{1,4}$/);

  // At 390 px the dashboard and the email page scroll inside their tables, never sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/pl/admin', '/pl/admin/email']) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  }
});
