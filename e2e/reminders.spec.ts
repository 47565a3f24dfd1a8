import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { registerAndTest, startPlan } from './programme-support';
import { messages, publicPath, receivedEmail, testClientIp, watchConsole, type Locale } from './support';

// Reminders: the person opts in on the account page; the test moves the server's clock (the
// E2E_TEST_ROUTES cookie) to the next morning and runs one round of the scheduler; the reminder
// email arrives over SMTP in the person's language.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

const cases: Array<{ locale: Locale; name: string; timeZone: string }> = [
  { locale: 'en', name: 'Robin', timeZone: 'America/New_York' },
  { locale: 'de', name: 'Jonas', timeZone: 'Europe/Berlin' },
];

for (const { locale, name, timeZone } of cases) {
  test.describe(locale, () => {
    test.use({ timezoneId: timeZone });

    test(`${locale}: opting in on the account page brings the daily reminder email the next morning`, async ({ page, context }) => {
      const r = messages(locale).reminders;
      const problems = watchConsole(page);
      const email = await registerAndTest(page, locale, name);
      await startPlan(page);

      await page.goto(`${publicPath('/account', locale)}#reminders`);
      const section = page.locator('section#reminders');
      await expect(section.getByRole('heading', { name: r.title })).toBeVisible();
      await expect(section.getByText(r.zone.replace('{zone}', timeZone.replace(/_/g, ' ')))).toBeVisible();
      // The site's service worker controls the page, so the browser can be offered notifications
      // (subscribing needs the browser's push service, which a test machine cannot reach).
      await expect(section.getByText(r.push.off)).toBeVisible({ timeout: 15_000 });
      await expect(section.getByRole('button', { name: r.push.enable })).toBeEnabled();

      await expect(section.getByLabel(r.time)).toBeDisabled();
      await section.getByRole('checkbox', { name: r.daily }).check();
      await section.getByLabel(r.time).fill('08:00');
      await section.getByRole('checkbox', { name: r.programme }).check();
      await section.getByRole('button', { name: r.save }).click();
      await expect(section.getByText(r.saved)).toBeVisible();

      // A bad time is refused with a field the page translates; nothing crashes.
      const refused = await page.evaluate(async () => {
        const response = await fetch('/api/reminders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ daily: true, dailyTime: '25:61', programme: false }) });
        return { status: response.status, body: (await response.json()) as { fields?: Record<string, string> } };
      });
      expect(refused).toEqual({ status: 400, body: { error: 'invalid-argument', fields: { dailyTime: 'invalidTime' } } });

      await page.reload();
      await expect(section.getByRole('checkbox', { name: r.daily })).toBeChecked();
      await expect(section.getByLabel(r.time)).toHaveValue('08:00');
      await expect(section.getByText(r.push.off)).toBeVisible({ timeout: 15_000 });
      // WCAG 2.2 AA for the section (axe, evaluated in the page outside its CSP).
      await page.evaluate(readFileSync('node_modules/axe-core/axe.min.js', 'utf8'));
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: string, options: object) => Promise<{ violations: Array<{ id: string }> }> } }).axe;
        return (await axe.run('#reminders', { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] })).violations.map((v) => v.id);
      });
      expect(violations).toEqual([]);
      // The keyboard reaches every control in order.
      await section.getByRole('checkbox', { name: r.daily }).focus();
      await page.keyboard.press('Tab');
      await expect(section.getByLabel(r.time)).toBeFocused();
      await section.getByRole('checkbox', { name: r.programme }).focus();
      await page.keyboard.press('Tab');
      await expect(section.getByRole('button', { name: r.save })).toBeFocused();
      if (process.env.E2E_SCREENSHOTS) {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 1400 });
          await section.scrollIntoViewIfNeeded();
          await expect(section.getByRole('button', { name: r.save })).toBeInViewport();
          await section.screenshot({ path: `screenshots/reminders-account-${locale}-${width}.png` });
        }
      }

      // Tomorrow 08:05 on the person's clock (the browser's zone is the plan's zone).
      const ahead = await page.evaluate(() => {
        const now = new Date();
        return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 8, 5).getTime() - now.getTime();
      });
      await context.addCookies([{ name: 'exhale-test-clock', value: String(ahead), domain: new URL(page.url()).hostname, path: '/' }]);
      const tick = () => page.evaluate(async () => ((await (await fetch('/api/e2e/reminders', { method: 'POST' })).json()) as { reminders: number }).reminders);
      expect(await tick()).toBeGreaterThanOrEqual(1);
      // The same round again sends nothing more.
      expect(await tick()).toBe(0);

      const received = await receivedEmail(email, r.email.daily.subject);
      expect(received.text).toContain(r.email.daily.body);
      expect(received.text).toContain(`${r.email.checkIn}: `);
      expect(received.text).toContain(publicPath('/quit-smoking', locale));
      expect(received.listUnsubscribe).toContain(locale === 'en' ? '/unsubscribe/' : `/${locale}/unsubscribe/`);
      expect(received.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      expect(problems).toEqual([]);

      if (process.env.E2E_SCREENSHOTS) {
        await page.setContent(received.html);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `screenshots/reminder-email-${locale}-${width}.png`, fullPage: true });
        }
      }
    });
  });
}
