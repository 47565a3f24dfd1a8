import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { localToday, registerAndTest, startPlan } from './programme-support';
import { messages, publicPath, receivedEmail, snapshot, testClientIp, watchConsole, type Locale } from './support';

// Quitting together from the first click to the last: a challenge is started on the programme
// page, the invitation travels by email (over SMTP) or as a copied link, a new person registers
// from it and joins, both see each other, encourage, and leave; every refusal has its words.

const DAY = 86_400_000;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

test.describe.configure({ timeout: 180_000 });

async function newPerson(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
  return { context, page: await context.newPage() };
}

/** Opens the programme page and waits for its "quit together" section. */
async function programme(page: Page, locale: Locale) {
  await page.goto(publicPath('/quit-smoking', locale));
  await expect(page.getByRole('heading', { level: 2, name: messages(locale).challenges.panel.title })).toBeVisible();
}

/** Makes an invitation link on the (single) challenge card, optionally emailed, in `language`. */
async function makeInvitation(page: Page, locale: Locale, options: { email?: string; language?: Locale } = {}): Promise<string> {
  const t = messages(locale).challenges.panel.invite;
  const invite = page.getByTestId('invite');
  if (options.language) await invite.getByLabel(t.language).selectOption(options.language);
  if (options.email) await invite.getByLabel(t.email).fill(options.email);
  await invite.getByRole('button', { name: t.submit }).click();
  const made = page.getByTestId('invitation-made');
  await expect(made).toBeVisible();
  return made.getByLabel(t.link).inputValue();
}

test('German: start a challenge, invite by email, a new person registers from the link and joins, encouragement both ways, leaving', async ({ page, browser }) => {
  const de = messages('de');
  const t = de.challenges.panel;
  const problems = watchConsole(page);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
  const annaEmail = await registerAndTest(page, 'de', 'Anna Becker');
  const today = await localToday(page);
  await startPlan(page, today);
  await programme(page, 'de');

  // Start a 21-day smoke-free challenge: the form checks first and keeps what was typed.
  const create = page.getByTestId('create-challenge');
  const message = 'Wir schaffen das <b>zusammen</b>!';
  await create.getByLabel(t.create.message).fill(message);
  await create.getByRole('button', { name: t.create.submit }).click();
  await expect(create.getByText(t.errors.invalid).first()).toBeVisible();
  await expect(create.getByLabel(t.create.message)).toHaveValue(message);
  await create.getByLabel(t.create.smokeFree).check();
  await create.getByLabel(fill(t.create.daysOption, { days: 21 })).check();
  // The page's data cannot be loaded again after the save (a busy server): the page says so, the
  // form is sent once more, and still one challenge is started.
  const dashboard = '**/api/programme/dashboard**';
  await page.route(dashboard, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Busy</h1>' }));
  for (let send = 0; send < 2; send++) {
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/challenges') && response.request().method() === 'POST');
    await create.getByRole('button', { name: t.create.submit }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('programme-stale')).toContainText(de.programme.loadFailed);
    await expect(create.getByRole('button', { name: t.create.submit })).toBeEnabled();
  }
  await page.unroute(dashboard);
  await page.getByTestId('programme-stale').getByRole('button', { name: de.programme.retry }).click();
  await expect(page.getByTestId('programme-stale')).toHaveCount(0);
  const card = page.getByTestId('challenge');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: fill(t.smokeFree, { days: 21 }) })).toBeVisible();
  await expect(card.getByText(message)).toBeVisible(); // shown as text, never as markup
  await expect(card.getByText(t.alone)).toBeVisible();

  // Invite by email, in German: a wrong address is refused in place, then the email arrives over SMTP.
  await page.getByTestId('invite').getByLabel(t.invite.email).fill('not-an-address');
  await page.getByTestId('invite').getByRole('button', { name: t.invite.submit }).click();
  await expect(page.getByTestId('invite').getByText(t.errors.invalidEmail)).toBeVisible();
  const friend = `friend-${Date.now()}@e2e.exhale.test`;
  const link = await makeInvitation(page, 'de', { email: friend, language: 'de' });
  await expect(page.getByTestId('invitation-made')).toContainText(fill(t.invite.sent, { email: friend }));
  await expect(page.getByTestId('open-invitations')).toContainText(fill(t.invite.sentTo, { email: friend }));
  const mail = await receivedEmail(friend, fill(de.emails.challenge.invitation.subject, { name: 'Anna Becker' }));
  expect(mail.text).toContain(link);
  expect(mail.text).toContain(message);
  expect(link).toMatch(/\/de\/challenge-invite\/[\w-]{22}$/);
  await snapshot(page, 'challenge-panel-creator-de');

  // The friend opens the link as a visitor: who invites, the challenge, the message; no index.
  const b = await newPerson(browser);
  await b.page.goto(link);
  await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(de.pages.challengeInvite.title);
  await expect(b.page.getByText(fill(de.challenges.invite.invites, { name: 'Anna Becker' }))).toBeVisible();
  await expect(b.page.getByTestId('invite-challenge')).toHaveText(fill(t.smokeFree, { days: 21 }));
  await expect(b.page.getByTestId('invite-message')).toHaveText(message);
  await expect(b.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await snapshot(b.page, 'challenge-invite-visitor-de');

  // Registration from the link comes back to the invitation; one click joins.
  await b.page.getByRole('link', { name: de.challenges.invite.register }).click();
  await expect(b.page).toHaveURL(/\/de\/register\?redirect=/);
  await b.page.getByLabel(de.auth.name).fill('Bruno Kaiser');
  await b.page.getByLabel(de.auth.email).fill(`bruno-${Date.now()}@e2e.exhale.test`);
  await b.page.getByLabel(de.auth.newPassword).fill('Breathe-Free-2026');
  await b.page.getByRole('button', { name: de.auth.register.submit }).click();
  await expect(b.page).toHaveURL(link);
  await snapshot(b.page, 'challenge-invite-signed-in-de');
  await b.page.getByRole('button', { name: de.challenges.invite.accept }).click();
  await expect(b.page.getByText(de.challenges.invite.accepted)).toBeVisible();

  // Without a plan, the new partner is offered the challenge's date.
  await b.page.getByRole('link', { name: de.challenges.invite.toProgramme }).click();
  await expect(b.page.getByText(fill(t.noPlan, { date: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`)) }))).toBeVisible();
  await expect(b.page.getByLabel(de.programme.plan.quitDate)).toHaveValue(today);
  const bCard = b.page.getByTestId('challenge');
  await expect(bCard.getByTestId('partner').filter({ hasText: 'Anna Becker' })).toContainText(t.creator);

  // The inviter is told by email and sees the new partner.
  await receivedEmail(annaEmail, fill(de.emails.challenge.accepted.subject, { name: 'Bruno Kaiser' }));
  await programme(page, 'de');
  await expect(card.getByTestId('partner').filter({ hasText: 'Bruno Kaiser' })).toContainText(t.notCheckedIn);

  // Encouragement: a ready-made one from Anna; Bruno's own words are checked for length and kept.
  await card.getByTestId('encourage').getByLabel(de.challenges.presets.oneDay).check();
  await card.getByTestId('encourage').getByRole('button', { name: t.encourage.submit }).click();
  await expect(card.getByText(t.encourage.sent)).toBeVisible();
  await programme(b.page, 'de');
  await expect(bCard.getByTestId('encouragements')).toContainText(de.challenges.presets.oneDay);
  await expect(bCard.getByTestId('encouragements')).toContainText('Anna Becker');
  const encourage = bCard.getByTestId('encourage');
  await encourage.getByLabel(t.encourage.own).check();
  const long = 'Du schaffst das! '.repeat(13);
  await encourage.getByLabel(t.encourage.text).fill(long);
  await encourage.getByRole('button', { name: t.encourage.submit }).click();
  await expect(encourage.getByText(t.errors.tooLong)).toBeVisible();
  await expect(encourage.getByLabel(t.encourage.text)).toHaveValue(long);
  await encourage.getByLabel(t.encourage.text).fill('Tag 1 – <i>wir</i> halten durch.');
  await encourage.getByRole('button', { name: t.encourage.submit }).click();
  await expect(encourage.getByText(t.encourage.sent)).toBeVisible();
  await programme(page, 'de');
  await expect(card.getByTestId('encouragements')).toContainText('Tag 1 – <i>wir</i> halten durch.');
  await snapshot(page, 'challenge-panel-partners-de');

  // Bruno leaves: his card is gone; Anna sees that he left and nothing more of him.
  await bCard.getByRole('button', { name: t.leave.button }).click();
  await bCard.getByRole('button', { name: t.leave.confirm }).click();
  await expect(b.page.getByTestId('challenge')).toHaveCount(0);
  await programme(page, 'de');
  const left = card.getByTestId('partner').filter({ hasText: 'Bruno Kaiser' });
  await expect(left).toContainText(t.leftLabel);
  await expect(left.getByTestId('days-kept')).toHaveCount(0);
  expect(problems).toEqual([]);
  await b.context.close();
});

test('Polish: every refusal of an invitation has its own words, and nobody outside a challenge can touch it', async ({ page, browser }) => {
  const pl = messages('pl');
  const t = pl.challenges.panel;
  const r = pl.challenges.refusals;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
  await registerAndTest(page, 'pl', 'Zofia Nowak');
  await programme(page, 'pl');
  // A person without a plan can start one too: quit together from a date.
  const create = page.getByTestId('create-challenge');
  await create.getByLabel(t.create.together).check();
  await create.getByRole('button', { name: t.create.submit }).click();
  await expect(page.getByTestId('challenge')).toBeVisible();
  const first = await makeInvitation(page, 'pl');
  const second = await makeInvitation(page, 'pl');
  expect(first).not.toBe(second);

  // Her own link.
  await page.goto(first);
  await expect(page.getByTestId('invite-action')).toContainText(r.own);
  await expect(page.getByRole('button', { name: pl.challenges.invite.accept })).toHaveCount(0);

  // Someone joins with the first link; it is used for anyone else, and they are already in.
  const joiner = await newPerson(browser);
  await registerAndTest(joiner.page, 'pl', 'Piotr Wiśniewski');
  await joiner.page.goto(first);
  await joiner.page.getByRole('button', { name: pl.challenges.invite.accept }).click();
  await expect(joiner.page.getByText(pl.challenges.invite.accepted)).toBeVisible();
  await joiner.page.goto(second);
  await expect(joiner.page.getByTestId('invite-action')).toContainText(r.alreadyIn);

  const other = await newPerson(browser);
  await registerAndTest(other.page, 'pl', 'Ewa Kowalczyk');
  await other.page.goto(first);
  await expect(other.page.getByTestId('invite-action')).toContainText(r.used);
  // A link that cannot be used any more shows nothing of the challenge.
  await expect(other.page.getByText('Zofia Nowak')).toHaveCount(0);

  // Withdrawn.
  await programme(page, 'pl');
  await page.getByTestId('open-invitations').getByRole('button', { name: t.invite.revoke }).click();
  await expect(page.getByText(t.invite.revoked)).toBeVisible();
  await other.page.goto(second);
  await expect(other.page.getByTestId('invite-action')).toContainText(r.revoked);

  // Expired: fifteen days on, by the server's clock for this browser.
  const third = await makeInvitation(page, 'pl');
  await other.context.addCookies([{ name: 'exhale-test-clock', value: String(15 * DAY), domain: new URL(third).hostname, path: '/' }]);
  await other.page.goto(third);
  await expect(other.page.getByTestId('invite-action')).toContainText(r.expired);
  await other.context.clearCookies({ name: 'exhale-test-clock' });

  // Ewa, outside the challenge, cannot read or change it by id: pages and endpoints alike.
  const challengeId = await page.evaluate(async (locale) => ((await (await fetch(`/api/programme/dashboard?locale=${locale}`)).json()) as { challenges: Array<{ id: string }> }).challenges[0]!.id, 'pl');
  const invitationId = third.slice(third.lastIndexOf('/') + 1);
  const answers = await other.page.evaluate(
    async ({ challengeId, invitationId }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return [response.status, ((await response.json()) as { reason?: string }).reason];
      };
      const dashboard = (await (await fetch('/api/programme/dashboard?locale=pl')).json()) as { challenges: unknown[] };
      return {
        invite: await post('/api/challenges/invitations', { challengeId, locale: 'pl' }),
        revoke: await post('/api/challenges/invitations/revoke', { id: invitationId }),
        leave: await post('/api/challenges/leave', { challengeId }),
        encourage: await post('/api/challenges/encourage', { challengeId, to: 'anyone', preset: 'proud' }),
        seen: dashboard.challenges.length,
      };
    },
    { challengeId, invitationId },
  );
  expect(answers).toEqual({ invite: [404, 'notFound'], revoke: [404, 'notFound'], leave: [404, 'notFound'], encourage: [404, 'notFound'], seen: 0 });
  // The partner cannot withdraw the creator's links either.
  expect(await joiner.page.evaluate(async (id) => (await fetch('/api/challenges/invitations/revoke', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) })).status, invitationId)).toBe(404);
  // Still open for the right person: the third link was never used.
  await programme(page, 'pl');
  await expect(page.getByTestId('open-invitations').locator('li')).toHaveCount(1);
  await joiner.context.close();
  await other.context.close();
});
