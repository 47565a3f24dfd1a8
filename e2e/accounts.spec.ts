import { expect, test, type BrowserContext, type Page } from './fixtures';
import { publicPath } from '../src/i18n/resolve';
import { linkFromEmail, messages, receivedEmail, snapshot, testClientIp, watchConsole } from './support';

const password = 'Breathe-Free-2026';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.exhale.test`;
// The test provider's authorization endpoint (its issuer is http://localhost:<port>).
const PROVIDER = /\/\/(localhost|127\.0\.0\.1):\d+\/authorize\?/;

// Each test signs up and in from its own client address (the e2e server trusts x-forwarded-for).
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

async function register(page: Page, locale: 'en' | 'de' | 'fr', email: string, name = 'Robin') {
  const t = messages(locale).auth;
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/register`);
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.newPassword).fill(password);
  await page.getByRole('button', { name: t.register.submit }).click();
  await expect(page.getByRole('button', { name: messages(locale).shell.signOut })).toBeVisible();
}

async function signOut(page: Page, locale: 'en' | 'de' | 'fr') {
  await page.getByRole('button', { name: messages(locale).shell.signOut }).first().click();
  await expect(page.getByRole('link', { name: messages(locale).shell.logIn }).first()).toBeVisible();
}

/** The test provider signs in the identity of the login hint this adds to the authorization request. */
async function signInAtProviderAs(context: BrowserContext, email: string) {
  await context.route(PROVIDER, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('login_hint', email);
    return route.continue({ url: url.toString() });
  });
}

test('sign-in link in German: asked for on the log-in page, emailed, followed back to the wanted page; used once only', async ({ page }) => {
  test.setTimeout(90_000);
  const t = messages('de');
  const email = uniqueEmail('link');
  await page.goto('/de/data-deletion');
  await expect(page).toHaveURL(/\/de\/login\?redirect=/);
  await page.getByRole('link', { name: t.auth.link.open }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth.link.title);
  await page.getByLabel(t.auth.email).fill('not an address');
  await page.getByRole('button', { name: t.auth.link.submit }).click();
  await expect(page.getByText(t.auth.validation.emailInvalid)).toBeVisible();
  await page.getByLabel(t.auth.email).fill(email);
  await page.getByRole('button', { name: t.auth.link.submit }).click();
  await expect(page.getByText(t.auth.link.sent.replace('{email}', email))).toBeVisible();

  const link = await linkFromEmail(email, t.emails.signInLink.subject);
  expect(link).toContain('/de/sign-in?mode=signIn&token=');
  expect(link).toContain('redirect=%2Fde%2Fdata-deletion');
  // A server error when the link is opened: the link is not called used, and works on a retry.
  await page.route('**/api/auth/magic-link/verify**', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Busy</h1>' }));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInPage.unreachable.title);
  await page.unroute('**/api/auth/magic-link/verify**');
  await page.getByRole('button', { name: t.signInPage.unreachable.action }).click();
  await expect(page).toHaveURL(/\/de\/data-deletion$/);
  await expect(page.getByRole('button', { name: t.shell.signOut })).toBeVisible();

  // The account made by the link is in German and named after the address.
  await page.goto('/de/konto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.account.title);
  await expect(page.getByLabel(t.auth.name)).toHaveValue(email.split('@')[0]!);
  await expect(page.locator('select[name="locale"]')).toHaveValue('de');
  await signOut(page, 'de');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInPage.linkInvalid.title);
  await expect(page.getByRole('button', { name: t.auth.link.submit })).toBeVisible();
});

test('account page in French: name, password, language, a new email address confirmed by link, and the change undone from the old address', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const fr = messages('fr');
  const a = fr.account;
  await page.goto('/fr/compte');
  await expect(page).toHaveURL(/\/fr\/login\?redirect=%2Ffr%2Fcompte$/);
  const email = uniqueEmail('account');
  await register(page, 'fr', email);
  await page.goto('/fr/compte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.pages.account.title);

  // Name: kept when invalid, saved when valid.
  const nameSection = page.locator('section').filter({ has: page.getByRole('heading', { name: a.profile.title }) });
  await nameSection.getByLabel(fr.auth.name).fill('   ');
  await nameSection.getByRole('button', { name: a.save }).click();
  await expect(nameSection.getByText(fr.auth.validation.nameRequired)).toBeVisible();
  await nameSection.getByLabel(fr.auth.name).fill('Camille');
  await nameSection.getByRole('button', { name: a.save }).click();
  await expect(nameSection.getByRole('status')).toHaveText(a.saved);

  // Password: the current one is checked, the policy is live.
  const passwordSection = page.locator('section').filter({ has: page.getByRole('heading', { name: a.password.title }) });
  await passwordSection.getByLabel(a.password.current, { exact: true }).fill('Not-The-Password-1');
  await passwordSection.getByLabel(a.password.new, { exact: true }).fill('Souffle-Nouveau-2026');
  await passwordSection.getByRole('button', { name: a.password.submit }).click();
  await expect(passwordSection.getByText(a.password.wrongCurrent).first()).toBeVisible();
  await passwordSection.getByLabel(a.password.current, { exact: true }).fill(password);
  await passwordSection.getByRole('button', { name: a.password.submit }).click();
  await expect(passwordSection.getByRole('status')).toHaveText(a.password.changed);

  // A new email address: nothing changes until the link sent to it is opened.
  const newEmail = uniqueEmail('moved');
  const emailSection = page.locator('section').filter({ has: page.getByRole('heading', { name: a.email.title }) });
  await emailSection.getByLabel(a.email.newEmail).fill(email);
  await emailSection.getByRole('button', { name: a.email.submit }).click();
  await expect(emailSection.getByText(a.email.same)).toBeVisible();
  await emailSection.getByLabel(a.email.newEmail).fill(newEmail);
  await emailSection.getByRole('button', { name: a.email.submit }).click();
  await expect(emailSection.getByText(a.email.sent.replace('{email}', newEmail))).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(email);
  const link = await linkFromEmail(newEmail, fr.emails.verify.subject);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.signInPage.emailChanged.title);
  await page.goto('/fr/compte');
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  // The old address is told, in the account's language.
  await linkFromEmail(email, fr.emails.emailChanged.subject);

  // Language: the page (and every email from now on) switches to it.
  await page.locator('select[name="locale"]').selectOption('it');
  await page.getByRole('button', { name: a.language.submit }).click();
  await expect(page).toHaveURL(/\/it\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('it').pages.account.title);

  // Had someone else changed the address, the notice's link undoes it from any browser (the page
  // in the notice's language): the old address is back, every device is signed out, and a link to
  // set a new password goes to the old address.
  const r = fr.restoreEmail;
  const fill = (text: string) => text.replaceAll('{previous}', email).replaceAll('{current}', newEmail);
  const undo = await linkFromEmail(email, fr.emails.emailChanged.subject);
  // An opaque link: no address in it.
  expect(new URL(undo).pathname).toMatch(/^\/fr\/restore-email\/[\w-]{43}$/);
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const ownerProblems = watchConsole(ownerPage);
  await ownerPage.goto(undo);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(r.title);
  await expect(ownerPage.getByText(fill(r.lead))).toBeVisible();
  await snapshot(ownerPage, 'restore-email-fr');
  await ownerPage.getByRole('button', { name: r.confirm }).click();
  await expect(ownerPage.getByTestId('restore-state')).toHaveText(fill(r.restored));
  await snapshot(ownerPage, 'restore-email-done-fr');
  await page.goto('/it/account');
  await expect(page).toHaveURL(/\/it\/login\?redirect=/);
  // The password set before no longer logs in; the reset link (in the account's language) sets one.
  const it = messages('it').auth;
  const reset = await linkFromEmail(email, messages('it').emails.reset.subject);
  expect(new URL(reset).searchParams.get('mode')).toBe('resetPassword');
  // The address the account had until the undo is told too, in the account's language, with the way to the help page.
  const notice = await receivedEmail(newEmail, messages('it').emails.emailRestored.subject);
  expect(notice.text).toContain(email);
  expect(new URL(notice.text.match(/https?:\/\/\S+/)![0]).pathname).toBe(publicPath('/help', 'it'));
  await ownerPage.goto(reset);
  await ownerPage.getByLabel(it.newPassword).fill('Di-Nuovo-Mio-2026');
  await ownerPage.getByRole('button', { name: it.reset.submit }).click();
  await expect(ownerPage.getByRole('button', { name: messages('it').shell.signOut })).toBeVisible();
  await ownerPage.goto('/it/account');
  await expect(ownerPage.getByTestId('current-email')).toHaveText(email);
  // The link has done its work: opened again, it says so and offers nothing more.
  await ownerPage.goto(undo);
  await expect(ownerPage.getByTestId('restore-state')).toHaveText(fill(r.already));
  await expect(ownerPage.getByRole('button', { name: r.confirm })).toHaveCount(0);
  expect(ownerProblems).toEqual([]);
  await owner.close();
});

test('continue with Google in a popup: signed in and sent on to the wanted page; Google shows as linked', async ({ page, context }) => {
  const email = uniqueEmail('google');
  await signInAtProviderAs(context, email);
  const t = messages('en');
  await page.goto('/data-deletion');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdata-deletion$/);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.auth.social.google }).click();
  const popup = await popupOpened;
  await expect(page).toHaveURL(/\/data-deletion$/);
  await expect(page.getByRole('button', { name: t.shell.signOut })).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);

  await page.goto('/account');
  await expect(page.getByLabel(t.auth.name)).toHaveValue(email.split('@')[0]!.replace(/[._-]/g, ' '));
  await expect(page.locator('[data-provider="google"]')).toContainText(t.account.connections.linked);
  await expect(page.locator('[data-provider="apple"]')).toContainText(t.account.connections.notLinked);
  // Unlinking is allowed even for the only provider: an emailed sign-in link still reaches the account.
  await page.getByRole('button', { name: t.account.connections.unlink.replace('{provider}', 'Google') }).click();
  await expect(page.locator('[data-provider="google"]')).toContainText(t.account.connections.notLinked);
});

test('continue with Apple, in German, for an address that already has an account: refused while unconfirmed, then the same account, linked', async ({ page, context }) => {
  test.setTimeout(90_000);
  const de = messages('de');
  const email = uniqueEmail('apple');
  await register(page, 'de', email, 'Robin Apfel');
  await signOut(page, 'de');
  await signInAtProviderAs(context, email);

  // Nobody can take over an account by having Apple vouch for an address its owner never confirmed.
  await page.goto('/de/login');
  await page.getByRole('button', { name: de.auth.social.apple }).click();
  await expect(page.getByTestId('social-error')).toHaveText(de.auth.errors['email-already-in-use']);

  await page.goto(await linkFromEmail(email, de.emails.verify.subject));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.signInPage.verified.title);
  await page.goto('/de/login');
  await page.getByRole('button', { name: de.auth.social.apple }).click();
  await expect(page).toHaveURL(/\/de$/);
  await page.goto('/de/konto');
  await expect(page.getByLabel(de.auth.name)).toHaveValue('Robin Apfel');
  await expect(page.getByTestId('current-email')).toHaveText(email);
  await expect(page.locator('[data-provider="apple"]')).toContainText(de.account.connections.linked);
});

test('a popup the user closes counts as cancelled after the 8 s wait; a refusal at the provider too', async ({ page, context }) => {
  test.setTimeout(60_000);
  const t = messages('en').auth;
  // The provider's page waits for the user.
  await context.route(PROVIDER, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Provider</title><p>Choose an account</p>' }));
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.social.google }).click();
  const popup = await popupOpened;
  await expect(page.getByText(t.social.waiting)).toBeVisible();
  await popup.close();
  const closedAt = Date.now();
  await expect(page.getByTestId('social-error')).toHaveText(t.errors['popup-closed-by-user'], { timeout: 15_000 });
  expect(Date.now() - closedAt).toBeGreaterThanOrEqual(7_000);

  // Saying no at the provider comes back as a cancel at once.
  await context.unroute(PROVIDER);
  await context.route(PROVIDER, (route) => {
    const asked = new URL(route.request().url());
    const back = new URL(asked.searchParams.get('redirect_uri')!);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', asked.searchParams.get('state')!);
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  const second = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.social.apple }).click();
  const refused = await second;
  await expect.poll(() => refused.isClosed()).toBe(true);
  await expect(page.getByTestId('social-error')).toHaveText(t.errors['popup-closed-by-user']);
  await expect(page.getByRole('button', { name: messages('en').shell.signOut })).toHaveCount(0);
});

test('a new popup cancels the earlier one, and only the new one signs in', async ({ page, context }) => {
  const email = uniqueEmail('second');
  // Google's page waits; Apple's signs in at once.
  await context.route(PROVIDER, (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('client_id') === 'google-e2e') return route.fulfill({ contentType: 'text/html', body: '<p>Choose an account</p>' });
    url.searchParams.set('login_hint', email);
    return route.continue({ url: url.toString() });
  });
  const t = messages('en');
  await page.goto('/login?redirect=%2Fhelp');
  const first = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.auth.social.google }).click();
  await first;
  await page.getByRole('button', { name: t.auth.social.apple }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('button', { name: t.shell.signOut })).toBeVisible();
});

test('a blocked popup continues in the page itself and still arrives at the wanted page', async ({ page, context }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await signInAtProviderAs(context, uniqueEmail('blocked'));
  const t = messages('en');
  await page.goto('/login?redirect=%2Fhelp');
  await page.getByRole('button', { name: t.auth.social.google }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('button', { name: t.shell.signOut })).toBeVisible();
});

test('too many wrong passwords from one address: a translated too-many-requests answer', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
  const t = messages('de').auth;
  await page.goto('/de/login');
  await page.getByLabel(t.email).fill(uniqueEmail('limited'));
  await page.getByLabel(t.password).fill('Wrong-Password-1');
  for (let attempt = 0; attempt < 10; attempt++) {
    const answered = page.waitForResponse('**/api/auth/sign-in/email');
    await page.getByRole('button', { name: t.login.submit }).click();
    expect((await answered).status()).toBe(401);
    await expect(page.locator('form').getByRole('alert')).toHaveText(t.errors['invalid-credential']);
  }
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(t.errors['too-many-requests']);
  const answer = await page.request.post('/api/auth/sign-in/email', { headers: { origin: new URL(page.url()).origin }, data: { email: 'x@e2e.exhale.test', password: 'whatever-1' } });
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
});

test('signing out all other devices ends the session on the other device at its next page load', async ({ page, browser, baseURL }) => {
  const t = messages('en');
  const email = uniqueEmail('devices');
  await register(page, 'en', email);
  await page.goto('/help');
  await expect(page.getByRole('button', { name: t.shell.signOut }).first()).toBeVisible();

  const phone = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp() } });
  const other = await phone.newPage();
  await other.goto('/login?redirect=%2Faccount');
  await other.getByLabel(t.auth.email).fill(email);
  await other.getByLabel(t.auth.password).fill(password);
  await other.getByRole('button', { name: t.auth.login.submit }).click();
  await expect(other).toHaveURL(/\/account$/);
  await other.getByRole('button', { name: t.account.sessions.submit }).click();
  await expect(other.getByText(t.account.sessions.done)).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(page.getByRole('link', { name: t.shell.logIn }).first()).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
});

test('when the account page’s or the data page’s details cannot be loaded, they say why and load again on request; the downloads stay', async ({ page }) => {
  const de = messages('de');
  await register(page, 'de', uniqueEmail('load-failed'), 'Jonas');
  const account = '**/api/account/overview**';
  await page.route(account, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' }));
  await page.goto('/de/konto');
  await expect(page.getByTestId('load-failed')).toContainText(de.auth.errors['internal-error']);
  await page.unroute(account);
  await page.getByTestId('load-failed').getByRole('button', { name: de.errors.server.retry }).click();
  await expect(page.getByLabel(de.auth.name)).toHaveValue('Jonas');

  const data = '**/api/account/data';
  await page.route(data, (route) => route.abort('internetdisconnected'));
  await page.goto('/de/data-deletion');
  await expect(page.getByTestId('load-failed')).toContainText(de.auth.errors['network-request-failed']);
  await expect(page.getByRole('heading', { level: 2, name: de.privacy.export.heading })).toBeVisible();
  await page.unroute(data);
  await page.getByTestId('load-failed').getByRole('button', { name: de.errors.server.retry }).click();
  await expect(page.getByRole('heading', { level: 2, name: de.privacy.delete.heading })).toBeVisible();
  await expect(page.getByTestId('load-failed')).toHaveCount(0);
});
