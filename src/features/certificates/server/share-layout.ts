import 'server-only';
import { parsedFont } from './fonts';
import { wrapText } from './pdf';

/** The width the name may take in the share picture (1200 px wide, less the frame and padding). */
export const SHARE_NAME_WIDTH = 1000;

/** Sizes tried for the name, largest first, with the lines each may take. */
const SIZES: ReadonlyArray<readonly [size: number, lines: number]> = [
  [76, 1],
  [64, 1],
  [56, 2],
  [48, 2],
  [42, 2],
  [36, 3],
];

/**
 * The largest size at which the name fits the share picture: one line at the large sizes, two or
 * three at the smaller ones, measured with the picture's own font, so that a long name is never
 * cut off at the card's edge (NAME_MAX characters fit at the smallest size).
 */
export async function shareNameSize(name: string): Promise<number> {
  const font = await parsedFont('DejaVuSans-Bold.ttf');
  const width = (text: string, size: number) => (font.layout(text).advanceWidth / font.unitsPerEm) * size;
  for (const [size, lines] of SIZES) if (wrapText(name, (s) => width(s, size), SHARE_NAME_WIDTH).length <= lines) return size;
  return SIZES[SIZES.length - 1]![0];
}
