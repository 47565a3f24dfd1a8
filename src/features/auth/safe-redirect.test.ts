import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('redirect after sign-in', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeRedirectPath('/de/data-deletion')).toBe('/de/data-deletion');
    expect(safeRedirectPath('/admin/email?page=2#top')).toBe('/admin/email?page=2#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x',
    '/\u0000',
    'evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    const result = safeRedirectPath(value);
    if (result !== null) expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
    expect(result === null || !result.includes('evil')).toBe(true);
  });

  it('refuses absolute and protocol-relative URLs outright', () => {
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
  });
});
