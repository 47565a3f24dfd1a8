import { expect, test } from './fixtures';
import { messages } from './support';

for (const locale of ['en', 'de'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = messages(locale).errors;

  test(`unknown path: 404 page in ${locale}`, async ({ page }) => {
    const response = await page.goto(`${prefix}/no-such-page/here`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.notFound.title);
    await expect(page.getByTestId('error-message')).toHaveText(t.notFound.message);
    await expect(page.getByText('404').first()).toBeVisible();
    // The default layout surrounds it.
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test(`unknown path: the 404 page is in the HTML itself in ${locale}`, async ({ request }) => {
    const response = await request.get(`${prefix}/no-such-page`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(t.notFound.message);
    expect(html).toContain('name="robots" content="noindex');
  });

  test(`route validation failure: 404 with the full path in ${locale}`, async ({ page }) => {
    const path = `${prefix}/posts/Not_A_Valid%20Slug`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(t.notFound.routeInvalid.replace('{path}', path));
  });

  test(`a well-formed id without a record is a plain 404 in ${locale}`, async ({ page }) => {
    const response = await page.goto(`${prefix}/posts/no-such-post`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(t.notFound.message);
  });

  // Pages rendered per request whose record is not there: Next.js would answer an empty document
  // and draw the 404 in the browser only; the server sends the language's 404 page instead.
  test(`a missing certificate, invitation, unsubscribe or undo link: the 404 page is in the HTML itself (a purchase asks a visitor to sign in first) in ${locale}`, async ({ request, page }) => {
    const ids = { certificate: 'AAAAAAAAAAAAAAAAAAAAAA', token: `${'a'.repeat(40)}.${'b'.repeat(22)}` };
    const paths = [`${prefix}/certificate/${ids.certificate}`, `${prefix}/checkout/${ids.certificate}`, `${prefix}/challenge-invite/${ids.certificate}`, `${prefix}/unsubscribe/${ids.token}`, `${prefix}/restore-email/${ids.certificate}`];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      // Checkout asks a visitor to sign in first.
      if (path.includes('/checkout/')) {
        expect(response.status(), path).toBe(307);
        continue;
      }
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).not.toContain('__next_error__');
      expect(html, path).toContain(t.notFound.message);
    }
    // A HEAD is answered alike, without a body.
    const head = await request.head(`${prefix}/restore-email/${ids.certificate}`);
    expect(head.status()).toBe(404);
    expect(head.headers()['cache-control']).toBe('private, no-store');
    // With scripts, the same page.
    const response = await page.goto(`${prefix}/certificate/${ids.certificate}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.notFound.title);
    await expect(page.getByTestId('error-message')).toHaveText(t.notFound.message);
  });

  test(`server error: 500 page in ${locale}`, async ({ page }) => {
    const response = await page.goto(`${prefix}/e2e/server-error`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.server.title);
    await expect(page.getByText('500').first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.server.retry })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Deliberate failure');
  });
}
