import { describe, expect, it } from 'vitest';
import { printableText, unprintableCharacters } from './printable';

describe('what a certificate can print', () => {
  it('takes the letters of the site’s languages, Greek and common punctuation', async () => {
    for (const name of ['Zoë O’Brien-Łukasiewicz', 'Ангелина Тимофеева', 'Çağrı Ñúñez', 'Άννα Παπαδοπούλου', 'Jan 2., „Mut“ & «élan» – 100 %'])
      expect(await unprintableCharacters(name), name).toEqual([]);
  });

  it('names what it cannot print: emoji, Chinese, Arabic and Hebrew', async () => {
    expect(await unprintableCharacters('Ana 😀 Li 李明')).toEqual(['😀', '李', '明']);
    expect(await unprintableCharacters('فاطمة')).toHaveLength(5);
    expect(await unprintableCharacters('דנה')).toHaveLength(3);
    expect(await unprintableCharacters('❤️')).toContain('\u{FE0F}');
  });

  it('drops what it cannot print and tidies the spaces', async () => {
    expect(await printableText('  Ana 😀  Li 李明 ')).toBe('Ana Li');
    expect(await printableText('李明')).toBe('');
  });
});
