import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr';

describe('the QR code of a certificate', () => {
  const url = 'https://exhale.example/ru/certificate/AbCdEfGhIjKlMnOpQrStUv';

  it('encodes exactly the certificate\'s address', () => {
    const code = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(code.segments.map((s) => ('data' in s ? Buffer.from(s.data as Uint8Array).toString() : '')).join('')).toBe(url);
  });

  it('is an SVG drawn on the server, different for another address', async () => {
    const svg = await qrSvg(url);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
    expect(await qrSvg(url.replace('AbC', 'XyZ'))).not.toBe(svg);
  });
});
