import 'server-only';

/**
 * The body as text, or null once it is longer than `max` bytes: a declared length over the limit is
 * refused before anything is read, and a body sent in chunks is read only up to the limit. A body
 * that is not valid UTF-8 (which JSON must be) throws a TypeError.
 */
export async function limitedText(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}
