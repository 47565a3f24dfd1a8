// Development aid: screenshots of pages at phone and desktop width, to look at what a person sees.
// Usage: node scripts/screenshot.mjs http://localhost:3000 /path1 /path2 ... (writes screenshots/)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumArgs } from './lib/chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <path> [path...]');
  process.exit(2);
}
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[${width}] console: ${m.text()}`));
  for (const path of paths) {
    const response = await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`${response?.status()} ${path} -> screenshots/${name}`);
  }
  await context.close();
}
await browser.close();
