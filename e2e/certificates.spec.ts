import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page, type Response } from './fixtures';
import { readPdf } from '../test/pdf-text';
import { registerAndTest, startPlan } from './programme-support';
import { messages, publicPath, receivedEmail, receivedEmails, snapshot, testClientIp, watchConsole, type Locale } from './support';

// Certificates from a milestone to the mailbox and back: the server's clock moves with the
// E2E_TEST_ROUTES cookie, the certification email arrives over SMTP, its links are followed.

const DAY = 86_400_000;
/** The same address with one character of its token's signature changed. */
const forge = (url: string) => url.replace(/(.)(.{4})$/, (_, c: string, rest: string) => `${c === 'A' ? 'B' : 'A'}${rest}`);
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

// Whole journeys with several accounts and a mail round trip.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp() });
});

/** Moves the server's clock for this browser `ms` ahead and loads the programme (milestones are recorded then). */
async function daysLater(context: BrowserContext, page: Page, locale: Locale, ms: number) {
  await context.addCookies([{ name: 'exhale-test-clock', value: String(ms), domain: new URL(page.url()).hostname, path: '/' }]);
  await page.goto(publicPath('/quit-smoking', locale));
  await expect(page.getByTestId('milestones')).toBeVisible();
}

function certificationSubject(locale: Locale, kind: 'day1' | 'days3' | 'week1') {
  return fill(messages(locale).emails.certification.subject, { milestone: messages(locale).programme.milestones.kinds[kind] });
}

test('Russian: a milestone issues a certificate and its email; view, print, edit as owner, private to others, one-click unsubscribe', async ({ page, context, browser }) => {
  const ru = messages('ru');
  const c = ru.certificate;
  const problems = watchConsole(page);
  const email = await registerAndTest(page, 'ru', 'Ольга Иванова');
  await startPlan(page);
  await daysLater(context, page, 'ru', 2 * DAY);

  // The certification email arrives in Russian, with the certificate, view-in-browser and unsubscribe links.
  const mail = await receivedEmail(email, certificationSubject('ru', 'day1'));
  // The certificate's link goes through sign-in (a new certificate is private): straight on when signed in.
  const ownerLink = mail.text.match(/https?:\/\/\S+\/ru\/login\?redirect=%2Fru%2Fcertificate%2F[\w-]{22}/)![0];
  const certificateUrl = new URL(decodeURIComponent(new URL(ownerLink).searchParams.get('redirect')!), ownerLink).href;
  const unsubscribeUrl = mail.text.match(/https?:\/\/\S+\/ru\/unsubscribe\/\S+/)![0];
  expect(mail.listUnsubscribe).toBe(`<${unsubscribeUrl}>`);
  expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toMatch(/\/ru\/email-template\/certification\?token=/);

  // Signed out, the link asks to sign in first (the page itself answers 404 to anyone but its owner).
  const signedOut = await browser.newContext();
  const asked = await signedOut.newPage();
  await asked.goto(ownerLink);
  await expect(asked).toHaveURL(/\/ru\/login\?redirect=/);
  await expect(asked.getByRole('button', { name: ru.auth.login.submit, exact: true })).toBeVisible();
  await signedOut.close();

  // The certificate: name, milestone, date, issuer, its own address and a QR code of it.
  await page.goto(ownerLink);
  await expect(page).toHaveURL(certificateUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ольга Иванова');
  await expect(page.getByText(ru.programme.milestones.kinds.day1)).toBeVisible();
  await expect(page.getByTestId('verification-url')).toHaveText(certificateUrl);
  await expect(page.getByRole('img', { name: c.qrLabel }).locator('svg')).toBeVisible();
  await expect(page.getByText(c.private)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await snapshot(page, 'certificate-ru');

  // Print: the page's own controls are hidden, and the certificate fits one landscape page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: c.print })).toBeHidden();
  const pdfBytes = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  if (process.env.E2E_SCREENSHOTS) (await import('node:fs')).writeFileSync('screenshots/certificate-ru-print.pdf', pdfBytes);
  const printed = await readPdf(pdfBytes);
  expect(printed.pages).toBe(1);
  expect(printed.sizes[0]![0]).toBeGreaterThan(printed.sizes[0]![1]);
  expect(printed.text[0]).toContain('Ольга Иванова');
  for (const control of [c.print, c.copy, c.downloadPdf, c.private]) expect(printed.text[0]).not.toContain(control);

  // "Download PDF": the server's PDF, one landscape page whose text is the certificate, in Cyrillic.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: c.downloadPdf }).click()]);
  expect(download.suggestedFilename()).toBe('exhale-certificate-day1.pdf');
  const downloaded = await readPdf(await readFile((await download.path())!));
  expect(downloaded.pages).toBe(1);
  expect(downloaded.sizes[0]![0]).toBeGreaterThan(downloaded.sizes[0]![1]);
  for (const part of ['Ольга Иванова', ru.programme.milestones.kinds.day1, c.eyebrow.toLocaleUpperCase('ru'), certificateUrl]) {
    expect(downloaded.text[0]).toContain(part);
  }
  expect(downloaded.language).toBe('ru-RU');
  const pdfPath = new URL((await page.getByRole('link', { name: c.downloadPdf }).getAttribute('href'))!, page.url()).href;

  // Private: nothing offers to pass its link on, since anyone else would find "not found".
  await expect(page.getByRole('button', { name: c.copy })).toHaveCount(0);
  await expect(page.getByRole('button', { name: c.share })).toHaveCount(0);

  // Private: a visitor gets 404, as for an id that does not exist.
  const visitor = await browser.newContext();
  expect((await visitor.request.get(certificateUrl)).status()).toBe(404);
  expect((await visitor.request.get(pdfPath)).status()).toBe(404);
  // No share picture either: a private certificate previews with the site's own.
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /og-default/);

  // The owner edits it. The page is the same for everyone (one per language, for every id); while
  // its data call is on its way a skeleton holds the form's place, and the form takes exactly
  // that place.
  const e = ru.certificateEdit;
  const certificateId = new URL(certificateUrl).pathname.split('/').at(-1)!;
  const isDataCall = (id: string) => (r: Response) => new URL(r.url()).pathname === `/api/certificates/${id}` && r.request().method() === 'GET';
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/certificates/*', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await page.getByRole('link', { name: c.edit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(e.title);
  const skeleton = page.getByTestId('certificate-edit-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: e.loading })).toHaveCount(1);
  await snapshot(page, 'certificate-edit-loading-ru');
  const skeletonBox = (await skeleton.boundingBox())!;
  const [ownerData] = await Promise.all([page.waitForResponse(isDataCall(certificateId)), release()]);
  expect(ownerData.status()).toBe(200);
  expect(ownerData.headers()['cache-control']).toBe('private, no-store');
  expect(await ownerData.json()).toEqual({ displayName: 'Ольга Иванова', dedication: null, visibility: 'private', indexable: false, locale: 'ru' });
  await expect(page.getByLabel(e.name)).toHaveValue('Ольга Иванова');
  await page.unroute('**/api/certificates/*');
  const formBox = (await page.getByRole('button', { name: e.save }).locator('xpath=ancestor::form').boundingBox())!;
  expect(Math.abs(formBox.y - skeletonBox.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(formBox.height - skeletonBox.height)).toBeLessThanOrEqual(1);
  await expect(page.getByRole('link', { name: e.view })).toHaveAttribute('href', new URL(certificateUrl).pathname);
  // A bad name is refused with what was typed kept, then it is saved and public.
  await page.getByLabel(e.name).fill('   ');
  await page.getByLabel(e.dedication).fill('Для моей дочери');
  await page.getByRole('button', { name: e.save }).click();
  await expect(page.getByText(e.errors.nameRequired)).toBeVisible();
  await expect(page.getByLabel(e.dedication)).toHaveValue('Для моей дочери');
  // What the PDF and the share picture could not print is refused under each field, what was typed kept.
  await page.getByLabel(e.name).fill('Ольга 🌿 李');
  await page.getByLabel(e.dedication).fill('Для моей дочери 🌿');
  await page.getByRole('button', { name: e.save }).click();
  await expect(page.getByText(e.errors.unprintable)).toHaveCount(2);
  await snapshot(page, 'certificate-edit-unprintable-ru');
  await expect(page.getByLabel(e.name)).toHaveValue('Ольга 🌿 李');
  await expect(page.getByLabel(e.dedication)).toHaveValue('Для моей дочери 🌿');
  await page.getByLabel(e.dedication).fill('Для моей дочери');
  await page.getByLabel(e.name).fill('О. Иванова');
  await page.getByLabel(e.dedication).fill('д'.repeat(141));
  await page.getByRole('button', { name: e.save }).click();
  await expect(page.getByText(e.errors.dedicationTooLong)).toBeVisible();
  await page.getByLabel(e.dedication).fill('Для моей дочери');
  await page.getByRole('radio', { name: e.public }).check();
  await page.getByRole('button', { name: e.save }).click();
  await expect(page.getByText(e.saved)).toBeVisible();
  await snapshot(page, 'certificate-edit-ru');

  // Public now: Copy link (no share sheet in a desktop browser) with a visible confirmation.
  await page.getByRole('link', { name: e.view }).click();
  await expect(page).toHaveURL(certificateUrl);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: c.copy }).click();
  await expect(page.getByText(c.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certificateUrl);

  // The change shows at once, and now a visitor may see it (still kept out of search engines).
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(certificateUrl))!.status()).toBe(200);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('О. Иванова');
  await expect(visitorPage.getByText('Для моей дочери')).toBeVisible();
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitorPage.getByRole('link', { name: c.edit })).toHaveCount(0);
  // The visitor's PDF shows the change too, with the dedication in Russian quotation marks.
  const visitorPdf = await readPdf(await (await visitor.request.get(pdfPath)).body());
  expect(visitorPdf.text[0]).toContain('О. Иванова');
  expect(visitorPdf.text[0]).toContain('«Для моей дочери»');
  // A shared link previews with a picture of the name and milestone: a 1200×630 PNG.
  const shareImage = await visitorPage.locator('meta[property="og:image"]').first().getAttribute('content');
  expect(shareImage).toMatch(/\/api\/certificates\/[\w-]{22}\/image\?v=\d+$/);
  const picture = await visitor.request.get(shareImage!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const png = await picture.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  if (process.env.E2E_SCREENSHOTS) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync('screenshots/certificate-ru-share.png', png);
    writeFileSync('screenshots/certificate-ru-download.pdf', await (await visitor.request.get(pdfPath)).body());
  }

  // The owner's data call answers the saved fields, never to be kept by a cache.
  const saved = await page.request.get(`/api/certificates/${certificateId}`);
  expect(saved.status()).toBe(200);
  expect(saved.headers()['cache-control']).toBe('private, no-store');
  expect(await saved.json()).toEqual({ displayName: 'О. Иванова', dedication: 'Для моей дочери', visibility: 'public', indexable: false, locale: 'ru' });

  // The longest name still makes a share picture (on two lines, at a smaller size); an emoji or a
  // Chinese character sent to the data call is refused, as by the form.
  const longName = 'Александра-Виктория Константиновна Преображенская-Шереметева';
  expect(longName.length).toBe(60);
  // (Sent from the page, as the form does: the data call checks the request's origin.)
  const edit = (displayName: string) =>
    page.evaluate(
      async ([id, name]) => {
        const response = await fetch(`/api/certificates/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ displayName: name, dedication: 'Для моей дочери', visibility: 'public', indexable: false, locale: 'ru' }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      [certificateId, displayName] as const,
    );
  const refused = await edit('Ольга 🌿');
  expect(refused).toMatchObject({ status: 400, body: { fields: { displayName: 'unprintable' } } });
  expect((await edit(longName)).status).toBe(200);
  const longPicture = await visitor.request.get(shareImage!.replace(/\?v=\d+$/, '?v=long'));
  expect(longPicture.status()).toBe(200);
  if (process.env.E2E_SCREENSHOTS) (await import('node:fs')).writeFileSync('screenshots/certificate-ru-share-long.png', await longPicture.body());
  expect((await edit('О. Иванова')).status).toBe(200);

  // Someone else, signed in, may not edit it: the page is the same for everyone (200), its data call
  // refuses them (403), and the page shows the translated 403 content, without the form.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': testClientIp() } });
  const otherPage = await other.newPage();
  const otherProblems = watchConsole(otherPage);
  await registerAndTest(otherPage, 'ru', 'Пётр');
  const editPath = new URL(certificateUrl).pathname.replace('/certificate/', '/certificate/edit/');
  const errors = ru.errors;
  const [refusal, shell] = await Promise.all([otherPage.waitForResponse(isDataCall(certificateId)), otherPage.goto(editPath)]);
  expect(shell!.status()).toBe(200);
  expect(shell!.headers()['cache-control']).toBe('private, no-cache');
  expect(refusal.status()).toBe(403);
  expect(refusal.headers()['cache-control']).toBe('private, no-store');
  await expect(otherPage.getByRole('heading', { level: 1 })).toContainText(errors.forbidden.title);
  await expect(otherPage.getByTestId('error-message')).toHaveText(errors.forbidden.message);
  await expect(otherPage.getByText(e.notYours)).toBeVisible();
  await expect(otherPage.getByRole('link', { name: errors.forbidden.home })).toHaveAttribute('href', '/ru');
  await expect(otherPage.getByLabel(e.name)).toHaveCount(0);
  await expect(otherPage.getByRole('button', { name: e.save })).toHaveCount(0);
  await expect(otherPage.locator('body')).not.toContainText('О. Иванова');
  await snapshot(otherPage, 'certificate-edit-forbidden-ru');
  expect((await other.request.get(`/api/certificates/${certificateId}`)).status()).toBe(403);
  // An unknown id: the page again, and the translated 404 content from its data call.
  const unknownId = 'NoSuchCertificate_00000';
  const [missing, unknownShell] = await Promise.all([otherPage.waitForResponse(isDataCall(unknownId)), otherPage.goto(editPath.replace(certificateId, unknownId))]);
  expect(unknownShell!.status()).toBe(200);
  expect(missing.status()).toBe(404);
  await expect(otherPage.getByRole('heading', { level: 1 })).toContainText(errors.notFound.title);
  await expect(otherPage.getByTestId('error-message')).toHaveText(errors.notFound.message);
  await expect(otherPage.getByRole('link', { name: errors.notFound.home })).toHaveAttribute('href', '/ru');
  await expect(otherPage.getByLabel(e.name)).toHaveCount(0);
  await snapshot(otherPage, 'certificate-edit-not-found-ru');
  expect(otherProblems).toEqual([]);
  // Without a session the data call answers 401.
  expect((await visitor.request.get(`/api/certificates/${certificateId}`)).status()).toBe(401);
  // A visitor is sent to sign in and back.
  await visitorPage.goto(editPath);
  await expect(visitorPage).toHaveURL(new RegExp(`/ru/login\\?redirect=${encodeURIComponent(editPath)}`));

  // One click from the mail client: 200, no page; the page then says so.
  const oneClick = await visitor.request.post(unsubscribeUrl, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toBe('');
  await visitorPage.goto(unsubscribeUrl);
  await expect(visitorPage.getByText(fill(ru.unsubscribe.left, { address: email, category: ru.emailCategories.certificates.name }))).toBeVisible();

  // A week on, two more certificates are issued but their emails are not sent.
  await daysLater(context, page, 'ru', 8 * DAY);
  await expect(page.getByRole('link', { name: ru.programme.milestones.viewCertificate })).toHaveCount(3);
  await page.getByTestId('milestones').scrollIntoViewIfNeeded();
  await snapshot(page, 'programme-certificates-ru');
  await page.waitForTimeout(12_000); // the delivery worker runs every 5 s
  const subjects = (await receivedEmails(email)).map((m) => m.subject);
  expect(subjects).toContain(certificationSubject('ru', 'day1'));
  expect(subjects).not.toContain(certificationSubject('ru', 'week1'));
  expect(problems).toEqual([]);
  await visitor.close();
  await other.close();
});

test('German: the certificate and its PDF, the unsubscribe page without JavaScript, and the email in the browser from its link only', async ({ page, context, browser }) => {
  const de = messages('de');
  const email = await registerAndTest(page, 'de', 'Jonas');
  await startPlan(page);
  await daysLater(context, page, 'de', 2 * DAY);
  const mail = await receivedEmail(email, certificationSubject('de', 'day1'));

  // The certificate in German, and its PDF with the same words.
  const ownerLink = mail.text.match(/https?:\/\/\S+\/de\/login\?redirect=%2Fde%2Fcertificate%2F[\w-]{22}/)![0];
  await page.goto(ownerLink);
  await expect(page).toHaveURL(/\/de\/certificate\/[\w-]{22}$/);
  const certificateUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jonas');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: de.certificate.downloadPdf }).click()]);
  const downloaded = await readPdf(await readFile((await download.path())!));
  for (const part of ['Jonas', de.programme.milestones.kinds.day1, de.certificate.eyebrow.toLocaleUpperCase('de'), certificateUrl]) {
    expect(downloaded.text[0]).toContain(part);
  }
  expect(downloaded.language).toBe('de-DE');

  // "View in browser": the same email as a page; a changed token shows nobody's email.
  const viewUrl = mail.text.match(/https?:\/\/\S+\/de\/email-template\/certification\?token=\S+/)![0];
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const view = await visitor.newPage();
  await view.goto(viewUrl);
  await expect(view.getByText(certificationSubject('de', 'day1'))).toBeVisible();
  await expect(view.getByText(fill(de.emails.greeting, { name: 'Jonas' }))).toBeVisible();
  await snapshot(view, 'email-view-de');
  const forged = await visitor.request.get(forge(viewUrl));
  expect(forged.status()).toBe(404);
  expect(await forged.text()).not.toContain('Jonas');
  // Without a token: the template with sample data, marked as a sample.
  await view.goto(publicPath('/email-template/certification', 'de'));
  await expect(view.getByText(de.emailTemplate.sample)).toBeVisible();

  // The unsubscribe page, without JavaScript: leave certificates, then choose news and save.
  const unsubscribeUrl = mail.text.match(/https?:\/\/\S+\/de\/unsubscribe\/\S+/)![0];
  await view.goto(unsubscribeUrl);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(de.unsubscribe.title);
  await view.getByRole('button', { name: fill(de.unsubscribe.leave, { category: de.emailCategories.certificates.name }) }).click();
  await expect(view.getByText(fill(de.unsubscribe.left, { address: email, category: de.emailCategories.certificates.name }))).toBeVisible();
  await expect(view.getByRole('checkbox', { name: new RegExp(de.emailCategories.certificates.name) })).not.toBeChecked();
  await view.getByRole('checkbox', { name: new RegExp(de.emailCategories.news.name) }).check();
  await view.getByRole('button', { name: de.unsubscribe.save }).click();
  await expect(view.getByText(de.unsubscribe.saved)).toBeVisible();
  await expect(view.getByRole('checkbox', { name: new RegExp(de.emailCategories.news.name) })).toBeChecked();
  await snapshot(view, 'unsubscribe-de');

  // The account page shows the same choices.
  await page.goto(publicPath('/account', 'de'));
  await expect(page.getByRole('checkbox', { name: new RegExp(de.emailCategories.news.name) })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: new RegExp(de.emailCategories.certificates.name) })).not.toBeChecked();
  await snapshot(page, 'account-de');

  // A forged unsubscribe link: a translated 404, nothing changed.
  const forgedUnsubscribe = await visitor.request.post(forge(unsubscribeUrl), { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(forgedUnsubscribe.status()).toBe(404);
  await view.goto(unsubscribeUrl.slice(0, -6));
  await expect(view.locator('body')).not.toContainText(email);
  await visitor.close();
});
