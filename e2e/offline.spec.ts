import { expect, test } from './fixtures';
import { registerAndTest, startPlan, summary } from './programme-support';
import { messages, publicPath, snapshot, storyHeading, testClientIp, type Locale } from './support';
import { pageKept, workerControls } from './pwa-support';

// Offline: pages already seen read again, the offline page in the address's language for the
// others, the programme with its last data, and the cravings SOS logging a craving that is sent
// once when the network is back. Sign-out forgets what was kept for the person.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

for (const locale of ['en', 'de'] as const satisfies Locale[]) {
  test(`${locale}: pages already seen load offline, others show the offline page in the language`, async ({ page, context }) => {
    const t = messages(locale).pwa.offline;
    await page.goto(publicPath('/', locale));
    await workerControls(page);
    await pageKept(page, publicPath('/', locale));
    // Reached with a link in the app: kept too.
    await page.goto(publicPath('/help', locale));
    await pageKept(page, publicPath('/help', locale));

    await context.setOffline(true);
    await page.goto(publicPath('/', locale));
    await expect(page.getByRole('heading', { level: 1, name: storyHeading('home', locale) })).toBeVisible();
    await page.goto(publicPath('/help', locale));
    await expect(page.getByRole('heading', { level: 1, name: storyHeading('help', locale) })).toBeVisible();

    await page.goto(publicPath('/privacy', locale));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    await expect(page.getByRole('link', { name: t.programme })).toHaveAttribute('href', publicPath('/quit-smoking', locale));
    await snapshot(page, `offline-page-${locale}`);
    await context.setOffline(false);
  });
}

for (const locale of ['fr', 'en'] as const satisfies Locale[]) {
  test(`${locale}: the programme shows its last data offline, a craving logged offline is sent once, sign-out forgets it all`, async ({ page, context }) => {
    const m = messages(locale);
    const t = m.programme;
    await registerAndTest(page, locale, 'Camille');
    await startPlan(page);
    const programme = publicPath('/quit-smoking', locale);
    await page.goto(programme);
    await expect(page.getByTestId('sos-open')).toBeVisible();
    await workerControls(page);
    await page.reload();
    await expect(page.getByTestId('sos-open')).toBeVisible();
    await pageKept(page, programme);

    // Offline: the page and its last data, marked with their time.
    await context.setOffline(true);
    await page.reload();
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(m.pwa.programme.offlineAsOf.split('{time}')[0]!.trim());
    await expect(page.getByText(m.programme.greeting.replace('{name}', 'Camille'))).toBeVisible();
    await snapshot(page, `programme-offline-${locale}`);

    // The SOS works without a network: the craving is kept on the device.
    await page.getByTestId('sos-open').click();
    const sos = page.getByRole('dialog', { name: t.sos.title });
    await sos.getByRole('group', { name: t.sos.rateTitle }).getByText('7', { exact: true }).click();
    await sos.getByRole('radio', { name: m.survey.triggers.options.stress, exact: true }).check();
    await sos.getByRole('button', { name: t.sos.skipToLog }).click();
    await sos.getByRole('radio', { name: t.sos.outcomes.passed }).check();
    await sos.getByRole('button', { name: t.sos.save }).click();
    await expect(sos.getByText(t.sos.donePassed)).toBeVisible();
    await expect(sos.getByTestId('sos-queued')).toHaveText(m.pwa.sos.queued);
    await sos.getByRole('button', { name: t.sos.close }).first().click();

    // Back online: sent once, however often the page loads.
    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect.poll(async () => (await summary(page)).cravings?.length, { timeout: 15_000 }).toBe(1);
    await page.reload();
    await expect(page.getByTestId('sos-open')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('sos-open')).toBeVisible();
    const { cravings } = await summary(page);
    expect(cravings).toHaveLength(1);
    expect(cravings![0]).toMatchObject({ trigger: 'stress', strengthBefore: 7, passed: true });
    // Nothing is left waiting on the device.
    const waiting = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('exhale', 1);
          open.onsuccess = () => {
            const count = open.result.transaction('cravings').objectStore('cravings').count();
            count.onsuccess = () => resolve(count.result);
          };
          open.onerror = () => reject(open.error);
        }),
    );
    expect(waiting).toBe(0);

    // Sign-out forgets the kept data: offline, the person's programme is no longer there.
    expect(await page.evaluate(() => caches.has('exhale-personal'))).toBe(true);
    await page.getByRole('button', { name: m.shell.signOut }).first().click();
    await expect(page.getByRole('button', { name: m.shell.signOut })).toHaveCount(0);
    expect(await page.evaluate(() => caches.has('exhale-personal'))).toBe(false);
    await context.setOffline(true);
    await page.goto(programme);
    await expect(page.locator('body')).not.toContainText(m.programme.greeting.replace('{name}', 'Camille'));
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await context.setOffline(false);
  });
}

test('de: offline, the header’s SOS opens over a page already seen, and its craving is sent once back online', async ({ page, context }) => {
  const m = messages('de');
  const t = m.programme.sos;
  await registerAndTest(page, 'de', 'Jonas');
  await startPlan(page);
  const help = publicPath('/help', 'de');
  await page.goto(help);
  await workerControls(page);
  await page.reload();
  await pageKept(page, help);
  // Once idle, a signed-in page keeps what the SOS shows.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('exhale-personal')).match('/api/programme/sos?locale=de'))), { timeout: 15_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('sos-header').click();
  const sos = page.getByRole('dialog', { name: t.title });
  await expect(sos).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(help);
  await sos.getByRole('group', { name: t.rateTitle }).getByText('6', { exact: true }).click();
  await sos.getByRole('radio', { name: m.survey.triggers.options.boredom, exact: true }).check();
  await sos.getByRole('button', { name: t.skipToLog }).click();
  await sos.getByRole('radio', { name: t.outcomes.passed }).check();
  await sos.getByRole('button', { name: t.save }).click();
  await expect(sos.getByText(t.donePassed)).toBeVisible();
  await expect(sos.getByTestId('sos-queued')).toHaveText(m.pwa.sos.queued);
  await snapshot(page, 'sos-everywhere-offline-de');
  await sos.getByRole('button', { name: t.close }).first().click();

  await context.setOffline(false);
  await expect.poll(async () => (await summary(page)).cravings?.length, { timeout: 15_000 }).toBe(1);
  await page.reload();
  await page.reload();
  const { cravings } = await summary(page);
  expect(cravings).toHaveLength(1);
  expect(cravings![0]).toMatchObject({ trigger: 'boredom', strengthBefore: 6, passed: true });
});
