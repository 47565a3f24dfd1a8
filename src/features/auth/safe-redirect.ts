/**
 * The `redirect` parameter after sign-in, if it is a path on this site; anything else (an absolute
 * or protocol-relative URL, backslash tricks, control characters) is refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'https://exhale.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return url.pathname + url.search + url.hash;
}
