import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { pathnames, publicPath } from '@/i18n/pathnames';
import { APP_ICONS, manifestPath, webManifest } from './manifest';
import { localeOfPath, offlinePage, offlinePagePath } from './offline-page';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it.each(locales)('is complete and in the language for %s', async (locale) => {
    const { pwa } = await loadMessages(locale);
    const manifest = webManifest(locale, pwa.manifest);
    expect(manifest.name).toBe(pwa.manifest.name);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.id).toContain(locale);
    // The start page is the programme in the language, inside the app's scope.
    expect(manifest.start_url).toBe(publicPath('/quit-smoking', locale));
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.scope).toBe(locale === 'en' ? '/' : `/${locale}`);
    // The language's home page (the logo's and the offline page's link) is inside the scope.
    expect(publicPath('/', locale).startsWith(manifest.scope)).toBe(true);
    expect(manifestPath(locale)).toBe(`/manifests/${locale}.webmanifest`);
  });

  it('keeps each language to its own addresses: none of another language falls in its scope', () => {
    for (const locale of locales) {
      if (locale === 'en') continue;
      const scope = webManifest(locale, { name: 'x', shortName: 'x', description: 'x' }).scope;
      for (const other of locales)
        for (const internal of Object.keys(pathnames)) {
          const path = publicPath(internal, other, { id: 'x' });
          if (other !== locale) expect(path.startsWith(scope), `${path} in ${scope}`).toBe(false);
        }
    }
  });

  it('has the icon sizes installing asks for, plain and maskable, each a file of that size', () => {
    for (const purpose of ['any', 'maskable'])
      for (const sizes of ['192x192', '512x512']) expect(APP_ICONS.some((i) => i.purpose === purpose && i.sizes === sizes), `${purpose} ${sizes}`).toBe(true);
    for (const icon of APP_ICONS) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(join(process.cwd(), 'public', icon.src)), icon.src).toEqual({ width, height });
    }
  });

  it('gives iOS its home-screen icon: 180×180 and opaque (iOS shows transparency as black)', () => {
    const file = join(process.cwd(), 'public', 'apple-touch-icon.png');
    expect(pngSize(file)).toEqual({ width: 180, height: 180 });
    // IHDR colour type 2: truecolour without alpha.
    expect(readFileSync(file)[25]).toBe(2);
  });
});

describe('the offline page', () => {
  it.each(locales)('is in the language of %s, links to its pages and has no script', async (locale) => {
    const { pwa } = await loadMessages(locale);
    const html = offlinePage(locale, pwa.offline);
    expect(html).toContain(`lang="`);
    expect(html).toContain(pwa.offline.retry.replace(/'/g, '&#39;'));
    expect(html).toContain(`href="${publicPath('/quit-smoking', locale)}"`);
    expect(html).not.toMatch(/<script/i);
    expect(offlinePagePath(locale)).toBe(`/offline/${locale}.html`);
  });

  it('is picked by the first segment of the address', () => {
    expect(localeOfPath('/de/hilfe', locales)).toBe('de');
    expect(localeOfPath('/pl', locales)).toBe('pl');
    expect(localeOfPath('/help', locales)).toBe('en');
    expect(localeOfPath('/', locales)).toBe('en');
    expect(localeOfPath('/xx/page', locales)).toBe('en');
  });
});
