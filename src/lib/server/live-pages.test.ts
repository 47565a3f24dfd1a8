import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../security/script-hashes';
import { clearLivePages, keepLivePage, livePage } from './live-pages';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('kept story pages', () => {
  it('hashes every inline script once, and no external one', () => {
    const html = '<script nonce="abc">self.__next_f.push([1])</script><script src="/_next/a.js" async></script><script>x()</script><script>x()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1])'), sha('x()')]);
  });

  it('keeps a page until it expires, and forgets all pages when the content changes', () => {
    const page = { status: 200, body: Buffer.from('<p>hi</p>'), hashes: [], expires: 2_000 };
    keepLivePage('/help', page);
    keepLivePage('/de/hilfe', { ...page });
    expect(livePage('/help', 1_999)).toBe(page);
    expect(livePage('/help', 2_000)).toBeUndefined();
    expect(livePage('/de/hilfe', 1_000)).toBeDefined();
    clearLivePages();
    expect(livePage('/de/hilfe', 1_000)).toBeUndefined();
  });
});
