import { describe, expect, it } from 'vitest';
import { limitedText } from './body';

const chunked = (parts: string[]) =>
  new Request('https://exhale.example/api/x', {
    method: 'POST',
    body: new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

describe('limitedText', () => {
  it('reads a body within the limit as UTF-8, and refuses bytes that are not UTF-8', async () => {
    expect(await limitedText(new Request('https://exhale.example/', { method: 'POST', body: '{"a":"Zürich"}' }), 100)).toBe('{"a":"Zürich"}');
    expect(await limitedText(new Request('https://exhale.example/', { method: 'POST' }), 100)).toBe('');
    await expect(limitedText(new Request('https://exhale.example/', { method: 'POST', body: new Uint8Array([0x7b, 0xff, 0x7d]) }), 100)).rejects.toThrow(TypeError);
  });

  it('refuses a declared length over the limit without reading, and a chunked body once it passes it', async () => {
    const declared = new Request('https://exhale.example/', { method: 'POST', body: 'x'.repeat(10), headers: { 'content-length': '5000000' } });
    expect(await limitedText(declared, 100)).toBeNull();
    expect(await limitedText(chunked(['x'.repeat(60), 'x'.repeat(60), 'never read']), 100)).toBeNull();
    expect(await limitedText(chunked(['x'.repeat(50), 'y'.repeat(50)]), 100)).toBe(`${'x'.repeat(50)}${'y'.repeat(50)}`);
  });
});
