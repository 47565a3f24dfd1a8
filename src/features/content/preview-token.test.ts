import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { previewModeOf, verifyPreviewToken } from './preview-token';

const TOKEN = 'preview-token-of-the-space';
const now = Date.UTC(2026, 10, 23, 12, 0, 0);

function address(timestamp: number, { token = TOKEN, spaceId = '424242', editor = false, tamper = false } = {}) {
  const sha = createHash('sha1').update(`${spaceId}:${token}:${timestamp}`).digest('hex');
  const search = new URLSearchParams();
  if (editor) search.set('_storyblok', '123');
  search.set('_storyblok_tk[space_id]', spaceId);
  search.set('_storyblok_tk[timestamp]', String(timestamp));
  search.set('_storyblok_tk[token]', tamper ? sha.replace(/.$/, (c) => (c === '0' ? '1' : '0')) : sha);
  return search;
}
const seconds = now / 1000;

describe('preview token', () => {
  it('accepts a fresh token made with the preview token', async () => {
    expect(await verifyPreviewToken(address(seconds - 10), TOKEN, now)).toBe(true);
    expect(await verifyPreviewToken(address(seconds - 3599), TOKEN, now)).toBe(true);
  });

  it('refuses a token an hour old or older', async () => {
    expect(await verifyPreviewToken(address(seconds - 3600), TOKEN, now)).toBe(false);
    expect(await verifyPreviewToken(address(seconds - 86_400), TOKEN, now)).toBe(false);
  });

  it('refuses a token from the future beyond a minute', async () => {
    expect(await verifyPreviewToken(address(seconds + 30), TOKEN, now)).toBe(true);
    expect(await verifyPreviewToken(address(seconds + 120), TOKEN, now)).toBe(false);
  });

  it('refuses a token made with another preview token, or changed', async () => {
    expect(await verifyPreviewToken(address(seconds, { token: 'guess' }), TOKEN, now)).toBe(false);
    expect(await verifyPreviewToken(address(seconds, { tamper: true }), TOKEN, now)).toBe(false);
  });

  it('refuses everything when no preview token is configured, and malformed parameters', async () => {
    expect(await verifyPreviewToken(address(seconds), undefined, now)).toBe(false);
    const bad = address(seconds);
    bad.set('_storyblok_tk[space_id]', '42; drop');
    expect(await verifyPreviewToken(bad, TOKEN, now)).toBe(false);
    expect(await verifyPreviewToken(new URLSearchParams(), TOKEN, now)).toBe(false);
  });

  it('names the mode: drafts, or drafts in the visual editor only with its parameter', async () => {
    expect(await previewModeOf(address(seconds), TOKEN, now)).toBe('draft');
    expect(await previewModeOf(address(seconds, { editor: true }), TOKEN, now)).toBe('editor');
    expect(await previewModeOf(address(seconds - 7200, { editor: true }), TOKEN, now)).toBe('off');
    expect(await previewModeOf(new URLSearchParams('_storyblok=1'), TOKEN, now)).toBe('off');
  });
});
