import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfReading {
  pages: number;
  /** Width and height of each page, in points. */
  sizes: Array<[number, number]>;
  /** The text of each page, items joined by spaces, as a reader would extract it. */
  text: string[];
  title: string | undefined;
  language: string | undefined;
}

/** Reads a PDF the way a PDF reader does (pdf.js): page count, page sizes, text and document info. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  try {
    const sizes: Array<[number, number]> = [];
    const text: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      sizes.push([x1 - x0, y1 - y0]);
      const content = await page.getTextContent();
      text.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Language?: string } };
    return { pages: document.numPages, sizes, text, title: info.Title, language: info.Language };
  } finally {
    await task.destroy();
  }
}
