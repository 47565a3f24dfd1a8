import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFilePath, listPublicFiles } from './public-files';

describe('files served as they are', () => {
  const root = mkdtempSync(join(tmpdir(), 'exhale-public-'));
  mkdirSync(join(root, 'public', 'images', 'posts'), { recursive: true });
  writeFileSync(join(root, 'public', 'favicon.ico'), '');
  writeFileSync(join(root, 'public', 'images', 'posts', 'a.svg'), '');
  const files = listPublicFiles(root);

  it('lists public/ recursively and the app\'s file routes', () => {
    expect([...files].sort()).toEqual(['/builds/latest.json', '/favicon.ico', '/images/posts/a.svg', '/robots.txt', '/sitemap.xml', '/sw.js']);
  });

  it('treats framework paths as files and everything else as a page address', () => {
    expect(isFilePath('/_next/static/chunks/x.js', files)).toBe(true);
    expect(isFilePath('/api/health', files)).toBe(true);
    expect(isFilePath('/builds/meta/abc.json', files)).toBe(true);
    expect(isFilePath('/builds/meta/a/b.json', files)).toBe(false);
    expect(isFilePath('/favicon.ico', files)).toBe(true);
    for (const path of ['/sw.js', '/manifests/de.webmanifest', '/offline/pl.html']) expect(isFilePath(path, files), path).toBe(true);
    for (const path of ['/manifests/de.json', '/offline/de', '/offline/deu.html', '/de/sw.js']) expect(isFilePath(path, files), path).toBe(false);
    for (const path of ['/x.png', '/.env', '/images/posts/b.svg', '/wp-login.php', '/builds/x.json']) expect(isFilePath(path, files), path).toBe(false);
  });

  it('copes with a missing public folder', () => {
    expect(listPublicFiles(join(root, 'nothing-here')).has('/robots.txt')).toBe(true);
  });
});
