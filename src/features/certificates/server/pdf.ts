import 'server-only';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { fontFile } from './fonts';

/**
 * The certificate as a PDF made on the server: one A4 landscape page with the same content as the
 * web page (name, milestone, date, dedication, issuer, verification address and its QR code),
 * in DejaVu Sans, which covers Latin and Cyrillic. Text is real text (searchable, copyable,
 * read aloud), not a picture; only the glyphs used are embedded.
 */
export interface CertificatePdfContent {
  /** BCP 47 tag of the certificate's language, stored as the document's language. */
  lang: string;
  eyebrow: string;
  certifies: string;
  name: string;
  reached: string;
  milestone: string;
  /** "on 3 March 2026", already formatted in the certificate's language. */
  date: string;
  /** The owner's dedication, already in the language's quotation marks. */
  dedication: string | null;
  issuer: string;
  verify: string;
  url: string;
  /** The document's title and subject, as readers show them. */
  title: string;
  subject: string;
}

/** A4 landscape, in points. */
export const PAGE_SIZE: [number, number] = [841.89, 595.28];

const colour = (hex: string): RGB => rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);
// The design's tokens (globals.css).
const INK = colour('#14211d');
const MUTED = colour('#4a5a55');
const BRAND_200 = colour('#aeead4');
const BRAND_700 = colour('#0f6a57');
const BRAND_800 = colour('#0f5447');
const LINE = colour('#dfe6e1');
const WHITE = rgb(1, 1, 1);

/** The largest size up to `max` (and not under `min`) at which `text` fits in `width`. */
function fittedSize(text: string, font: PDFFont, max: number, min: number, width: number): number {
  const atMax = font.widthOfTextAtSize(text, max);
  return atMax <= width ? max : Math.max(min, Math.floor((max * width) / atMax));
}

/** `text` broken into lines no wider than `width`: at spaces, and inside a word only when it alone is too wide. */
export function wrapText(text: string, measure: (s: string) => number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Draws `text` centred on the page at baseline `y`. No letter spacing, even for the eyebrow:
 * readers would extract spaced letters as separate words.
 */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color: RGB) {
  page.drawText(text, { x: (page.getWidth() - font.widthOfTextAtSize(text, size)) / 2, y, font, size, color });
}

/** A rounded rectangle as an SVG path, from (0,0) at its top left. */
function roundedRect(width: number, height: number, r: number): string {
  return `M${r} 0H${width - r}A${r} ${r} 0 0 1 ${width} ${r}V${height - r}A${r} ${r} 0 0 1 ${width - r} ${height}H${r}A${r} ${r} 0 0 1 0 ${height - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
}

/** The QR code of `text`, dark modules drawn as filled runs, with its top left at (x, top). */
function drawQr(page: PDFPage, text: string, x: number, top: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair wider than the cell, so neighbouring runs leave no seam in viewers.
      page.drawRectangle({ x: x + start * cell, y: top - (row + 1) * cell, width: (col - start) * cell + 0.05, height: cell + 0.05, color: INK });
    }
  }
}

export async function certificatePdf(content: CertificatePdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [regularFile, boldFile, obliqueFile] = await Promise.all([fontFile('DejaVuSans.ttf'), fontFile('DejaVuSans-Bold.ttf'), fontFile('DejaVuSans-Oblique.ttf')]);
  const [regular, bold, oblique] = await Promise.all([
    pdf.embedFont(regularFile, { subset: true }),
    pdf.embedFont(boldFile, { subset: true }),
    pdf.embedFont(obliqueFile, { subset: true }),
  ]);

  pdf.setTitle(content.title, { showInWindowTitleBar: true });
  pdf.setSubject(content.subject);
  pdf.setAuthor('Exhale');
  pdf.setCreator('Exhale');
  pdf.setProducer('Exhale');
  pdf.setLanguage(content.lang);
  pdf.catalog.set(PDFName.of('Lang'), PDFString.of(content.lang));

  const page = pdf.addPage(PAGE_SIZE);
  const [width, height] = PAGE_SIZE;
  const textWidth = width - 200;

  // The frame, as on the web page: a light inner border.
  page.drawSvgPath(roundedRect(width - 48, height - 48, 18), { x: 24, y: height - 24, borderColor: BRAND_200, borderWidth: 2 });

  // The logo mark: a rounded square with the breath line.
  const logo = 40;
  const logoX = (width - logo) / 2;
  const logoTop = height - 62;
  page.drawSvgPath(roundedRect(32, 32, 9), { x: logoX, y: logoTop, scale: logo / 32, color: BRAND_700 });
  page.drawSvgPath('M8 19c3.2 0 3.2-4 6.4-4s3.2 4 6.4 4 3.2-4 3.2-4M8 13c2.1 0 3-2 5-2', {
    x: logoX,
    y: logoTop,
    scale: logo / 32,
    borderColor: WHITE,
    borderWidth: 2.4,
    borderLineCap: 1,
  });

  let y = logoTop - logo - 28;
  centred(page, content.eyebrow.toLocaleUpperCase(content.lang), y, bold, 12, BRAND_800);
  y -= 40;
  centred(page, content.certifies, y, regular, 13, MUTED);
  const nameSize = fittedSize(content.name, bold, 40, 14, textWidth);
  const nameLines = wrapText(content.name, (s) => bold.widthOfTextAtSize(s, nameSize), textWidth);
  y -= nameSize + 14;
  for (const [index, line] of nameLines.entries()) {
    if (index > 0) y -= nameSize * 1.15;
    centred(page, line, y, bold, nameSize, INK);
  }
  // The same room under the name whatever its size: a shrunk name does not pull the text up to it.
  y -= 34;
  for (const line of wrapText(content.reached, (s) => regular.widthOfTextAtSize(s, 13), textWidth)) {
    centred(page, line, y, regular, 13, MUTED);
    y -= 17;
  }
  const milestoneSize = fittedSize(content.milestone, bold, 26, 14, textWidth);
  y -= milestoneSize + 2;
  centred(page, content.milestone, y, bold, milestoneSize, BRAND_800);
  y -= 24;
  centred(page, content.date, y, regular, 14, INK);
  if (content.dedication) {
    y -= 34;
    for (const line of wrapText(content.dedication, (s) => oblique.widthOfTextAtSize(s, 14), textWidth - 80)) {
      centred(page, line, y, oblique, 14, INK);
      y -= 19;
    }
  }

  // The foot: issuer and verification address on the left, its QR code on the right.
  const left = 90;
  const right = width - 90;
  const qr = 76;
  const footTop = 150;
  page.drawLine({ start: { x: left, y: footTop }, end: { x: right, y: footTop }, thickness: 1, color: LINE });
  let footY = footTop - 28;
  page.drawText(content.issuer, { x: left, y: footY, font: bold, size: 11, color: INK });
  footY -= 20;
  page.drawText(content.verify, { x: left, y: footY, font: regular, size: 10, color: MUTED });
  for (const line of wrapText(content.url, (s) => regular.widthOfTextAtSize(s, 10), right - qr - 30 - left)) {
    footY -= 14;
    page.drawText(line, { x: left, y: footY, font: regular, size: 10, color: BRAND_800 });
  }
  drawQr(page, content.url, right - qr, footTop - 16, qr);

  return pdf.save();
}
