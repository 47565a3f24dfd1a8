import 'server-only';
import type { Font } from '@pdf-lib/fontkit';
import { parsedFont, type FontFile } from './fonts';

/**
 * What a certificate can print. Its PDF and its share picture are drawn in DejaVu Sans (Latin,
 * Greek, Cyrillic and many symbols), without right-to-left layout or the shaping Arabic and other
 * joined scripts need: a character outside that would come out as an empty box, as letters in
 * the wrong order, or (an emoji in the picture) not at all. A name or a dedication is therefore
 * accepted only when every character is one all of the certificate's fonts draw, outside the
 * right-to-left scripts; a name taken over from the account drops the others
 * (docs/decisions/0015-certificates-and-email-preferences.md).
 */
const FONTS: FontFile[] = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'];
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
// Emoji drawn as pictures (a variation selector or a joiner asks for that), which the fonts do not have.
const PICTURE = /[\u{FE0F}\u{200D}\u{1F000}-\u{1FAFF}]/u;

const loadFonts = (): Promise<Font[]> => Promise.all(FONTS.map(parsedFont));

function printableIn(all: Font[], char: string): boolean {
  if (/\s/u.test(char)) return true;
  if (RIGHT_TO_LEFT.test(char) || PICTURE.test(char)) return false;
  const code = char.codePointAt(0)!;
  return all.every((font) => font.hasGlyphForCodePoint(code));
}

/** The characters of `text` a certificate cannot print, each once, in order. */
export async function unprintableCharacters(text: string): Promise<string[]> {
  const all = await loadFonts();
  const found = new Set<string>();
  for (const char of text) if (!printableIn(all, char)) found.add(char);
  return [...found];
}

/** `text` without the characters a certificate cannot print, spaces tidied. */
export async function printableText(text: string): Promise<string> {
  const all = await loadFonts();
  let kept = '';
  for (const char of text) if (printableIn(all, char)) kept += char;
  return kept.replace(/\s+/g, ' ').trim();
}

/** The edit's fields a certificate could not print, as `unprintable` field errors; null when none. */
export async function unprintableFields(edit: { displayName: string; dedication: string | null }): Promise<Record<string, 'unprintable'> | null> {
  const fields: Record<string, 'unprintable'> = {};
  if ((await unprintableCharacters(edit.displayName)).length) fields.displayName = 'unprintable';
  if (edit.dedication && (await unprintableCharacters(edit.dedication)).length) fields.dedication = 'unprintable';
  return Object.keys(fields).length ? fields : null;
}

/**
 * A certificate's content for the PDF and the share picture: the name and the dedication without
 * what they cannot print (a certificate written before these checks, or an account's name).
 */
export async function printableContent<T extends { name: string; dedication: string | null }>(content: T): Promise<T> {
  const [name, dedication] = await Promise.all([printableText(content.name), content.dedication ? printableText(content.dedication) : null]);
  return { ...content, name: name || '—', dedication: dedication || null };
}
