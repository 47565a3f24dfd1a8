import 'server-only';
import QRCode from 'qrcode';

/** A QR code of `text` as an SVG string, drawn on the server (no JavaScript in the page). */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 0, color: { dark: '#14211dff', light: '#ffffff00' } });
}
