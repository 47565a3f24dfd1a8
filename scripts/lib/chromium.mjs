import { existsSync } from 'node:fs';

// The system Chromium (Debian package `chromium`); tools here never download a browser.
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) {
    throw new Error('Chromium not found. Install it (Debian: apt-get install chromium) or set CHROME_PATH.');
  }
  return found;
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
