import 'server-only';
import { readFile } from 'node:fs/promises';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { join } from 'node:path';

export type FontFile = 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf' | 'DejaVuSans-Oblique.ttf';
const fontFiles = new Map<FontFile, Promise<Buffer>>();

/**
 * The certificate's fonts (DejaVu Sans: Latin, Greek and Cyrillic), read once per process from the
 * `dejavu-fonts-ttf` package, for the PDF and the share picture.
 */
export function fontFile(name: FontFile): Promise<Buffer> {
  let file = fontFiles.get(name);
  if (!file) {
    file = readFile(join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', name));
    fontFiles.set(name, file);
    file.catch(() => fontFiles.delete(name));
  }
  return file;
}


const parsedFonts = new Map<FontFile, Promise<Font>>();

/** A certificate font parsed once per process (fontkit), for measuring and checking glyphs. */
export function parsedFont(name: FontFile): Promise<Font> {
  let font = parsedFonts.get(name);
  if (!font) {
    font = fontFile(name).then((file) => fontkit.create(file));
    parsedFonts.set(name, font);
    font.catch(() => parsedFonts.delete(name));
  }
  return font;
}
