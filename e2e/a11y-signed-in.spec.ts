import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { locales, messages, publicPath, testClientIp, type Locale } from './support';

// Accessibility of what a signed-in person and an operator see: axe-core's WCAG 2.0–2.2 A and AA
// rules on every signed-in page, with the person's data on it (a quit plan, check-ins, cravings,
// a challenge, a certificate), the SOS open and the check-in form with its errors showing, in all
// nine languages, on a 390 px phone and a 1280 px desktop. 0 violations.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [390, 1280] as const;

async function violations(page: Page, where: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found.map((v) => `${where}: ${v}`);
}

const today = () => new Date().toISOString().slice(0, 10);

/** A person with a programme worth looking at; returns their certificate's and invitation's ids. */
async function personWithData(page: Page, locale: Locale, origin: string): Promise<{ certificate: string; invitation: string }> {
  const api = page.request;
  const headers = { origin };
  const email = `a11y-${locale}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.exhale.test`;
  expect((await api.post('/api/auth/sign-up/email', { headers, data: { name: 'Ada Lovelace', email, password: 'Quit-Smoking-2026', locale } })).status()).toBe(200);
  const post = async (path: string, data: unknown) => {
    const response = await api.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return response.json();
  };
  await post('/api/programme/test', {
    id: crypto.randomUUID(),
    submission: {
      answers: { firstCigarette: 'within30', forbiddenPlaces: 'no', hateToGiveUp: 'firstMorning', perDay: 'from11to20', morningMore: 'no', whenIll: 'no' },
      profile: { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 800, currency: 'EUR', yearsSmoked: 10 },
    },
  });
  await post('/api/programme/plan', { quitDate: today(), timeZone: 'UTC', triggers: ['coffee', 'stress'], strategies: ['water', 'breathing'], nrt: 'patch' });
  await post('/api/programme/check-in', { day: today(), timeZone: 'UTC', smokeFree: true, cravings: 4, cravingStrength: 6, mood: 4, note: 'A long day.' });
  await post('/api/programme/craving', { id: crypto.randomUUID(), trigger: 'coffee', strengthBefore: 8, strengthAfter: 4, passed: true, withSos: true, timeZone: 'UTC' });
  await post('/api/programme/step', { day: 1, done: true });
  const { id: challengeId } = await post('/api/challenges', { kind: 'smokeFree', days: 21, startDate: today(), timeZone: 'UTC', message: 'Together.' });
  const { id: invitation } = await post('/api/challenges/invitations', { challengeId, locale });
  // Two days on (the server's test clock), the day-1 milestone gives a certificate.
  await page.context().addCookies([{ name: 'exhale-test-clock', value: String(2 * 86_400_000), domain: new URL(origin).hostname, path: '/' }]);
  const dashboard = await (await api.get(`/api/programme/dashboard?locale=${locale}`)).json();
  const certificate = (dashboard.milestones as Array<{ certificateId: string | null }>).find((m) => m.certificateId)?.certificateId;
  expect(certificate, JSON.stringify(dashboard.milestones)).toBeTruthy();
  return { certificate: certificate!, invitation };
}

/** Opens the SOS the way this width offers it: the programme's own button, the header's, or the phone menu's. */
async function openSos(page: Page, locale: Locale) {
  const shell = messages(locale).shell;
  const own = page.getByTestId('sos-open');
  const header = page.getByTestId('sos-header');
  const menu = page.getByRole('button', { name: shell.openMenu });
  await expect(own.or(header).or(menu).filter({ visible: true }).first()).toBeVisible();
  if (await own.isVisible()) await own.click();
  else if (await header.isVisible()) await header.click();
  else {
    await menu.click();
    await page.getByRole('dialog', { name: shell.menuTitle }).getByTestId('sos-menu').click();
  }
  await expect(page.getByRole('dialog', { name: messages(locale).programme.sos.title })).toBeVisible();
}

test.describe.configure({ timeout: 300_000 });

for (const locale of locales) {
  test(`${locale}: every signed-in page, the SOS and the check-in errors, and the admin area have no WCAG A/AA violation at 390 and 1280 px`, async ({ page, browser, baseURL }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
    await page.goto(publicPath('/', locale));
    const { certificate, invitation } = await personWithData(page, locale, new URL(baseURL!).origin);
    const found: string[] = [];
    const pages = [
      publicPath('/quit-smoking', locale),
      publicPath('/account', locale),
      publicPath('/data-deletion', locale),
      publicPath('/survey/motivation', locale),
      publicPath('/survey/test', locale),
      publicPath('/certificate/edit/[id]', locale, { id: certificate }),
      publicPath('/certificate/[id]', locale, { id: certificate }),
      publicPath('/challenge-invite/[id]', locale, { id: invitation }),
    ];
    const t = messages(locale).programme;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The personal parts come from a data call: the page is judged once they are drawn (no
        // loading placeholder left).
        if (path === pages[0]) await expect(page.getByTestId('milestones')).toBeVisible();
        await expect(page.locator('.animate-pulse')).toHaveCount(0);
        found.push(...(await violations(page, `${path} at ${width}`)));
      }
      // The check-in form with every error showing, and the SOS open over the programme.
      await page.goto(pages[0]!);
      await expect(page.getByTestId('milestones')).toBeVisible();
      const note = page.getByLabel(t.checkIn.cravings);
      await note.fill('');
      await page.getByRole('button', { name: t.checkIn.save }).click();
      await expect(page.getByText(t.checkIn.errors.required).first()).toBeVisible();
      found.push(...(await violations(page, `check-in errors at ${width}`)));
      await openSos(page, locale);
      found.push(...(await violations(page, `SOS at ${width}`)));
    }

    // The admin area in the same language (ADMIN_EMAILS), at both widths.
    const admin = await browser.newContext({ baseURL, locale, extraHTTPHeaders: { 'x-forwarded-for': testClientIp() } });
    const adminPage = await admin.newPage();
    const origin = new URL(baseURL!).origin;
    const made = await adminPage.request.post('/api/auth/sign-up/email', { headers: { origin }, data: { name: 'Operator', email: 'operator@e2e.exhale.test', password: 'Quit-Smoking-2026', locale } });
    if (made.status() !== 200) expect((await adminPage.request.post('/api/auth/sign-in/email', { headers: { origin }, data: { email: 'operator@e2e.exhale.test', password: 'Quit-Smoking-2026' } })).status()).toBe(200);
    for (const width of WIDTHS) {
      await adminPage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const route of ['/admin', '/admin/users', '/admin/email', '/admin/purchases', '/admin/add-auth'] as const) {
        const path = publicPath(route, locale);
        expect((await adminPage.goto(path))?.status(), path).toBe(200);
        await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(...(await violations(adminPage, `${path} at ${width}`)));
      }
    }
    await admin.close();
    expect(found, found.join('\n')).toEqual([]);
  });
}
