import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../test/pdf-text';
import { certificatePdf, PAGE_SIZE, wrapText, type CertificatePdfContent } from './pdf';

const russian: CertificatePdfContent = {
  lang: 'ru-RU',
  eyebrow: 'Сертификат о достижении',
  certifies: 'Настоящим подтверждается, что',
  name: 'Анна Смирнова',
  reached: 'достигла важного рубежа на пути к жизни без курения',
  milestone: '1 неделя без курения',
  date: '3 марта 2026 г.',
  dedication: '«Для мамы, которая верила в меня»',
  issuer: 'Выдано Exhale',
  verify: 'Проверить сертификат можно по адресу',
  url: 'https://exhale.example/ru/sertifikat/AbCdEfGhIjKlMnOpQrStUv',
  title: 'Анна Смирнова: 1 неделя без курения',
  subject: 'Сертификат о достижении · 1 неделя без курения',
};

describe('certificatePdf', () => {
  it('is one A4 landscape page whose text reads back, Cyrillic included', async () => {
    const reading = await readPdf(await certificatePdf(russian));
    expect(reading.pages).toBe(1);
    expect(reading.sizes[0]![0]).toBeCloseTo(PAGE_SIZE[0], 0);
    expect(reading.sizes[0]![1]).toBeCloseTo(PAGE_SIZE[1], 0);
    expect(reading.sizes[0]![0]).toBeGreaterThan(reading.sizes[0]![1]);
    const text = reading.text[0]!;
    for (const part of ['СЕРТИФИКАТ О ДОСТИЖЕНИИ', 'Анна Смирнова', '1 неделя без курения', '3 марта 2026 г.', '«Для мамы, которая верила в меня»', 'Выдано Exhale', russian.url]) {
      expect(text.replace(/\s+/g, ' ')).toContain(part);
    }
    expect(reading.title).toBe(russian.title);
    expect(reading.language).toBe('ru-RU');
  });

  it('keeps the longest name and dedication on the one page, and survives characters the font lacks', async () => {
    const reading = await readPdf(
      await certificatePdf({
        ...russian,
        lang: 'de-DE',
        name: 'W'.repeat(60),
        dedication: `${'Durchhalten ist alles '.repeat(6).trim()} 🚭`.slice(0, 140),
        milestone: 'Programm abgeschlossen',
      }),
    );
    expect(reading.pages).toBe(1);
    expect(reading.text[0]).toContain('W'.repeat(20));
    expect(reading.text[0]).toContain('Programm abgeschlossen');
  });

  it('has no dedication line when there is none', async () => {
    const reading = await readPdf(await certificatePdf({ ...russian, dedication: null }));
    expect(reading.text[0]).not.toContain('«');
  });
});

describe('wrapText', () => {
  const measure = (s: string) => s.length;
  it('breaks at spaces and keeps every word', () => {
    expect(wrapText('one two three four', measure, 9)).toEqual(['one two', 'three', 'four']);
  });
  it('cuts a word only when it alone is too wide', () => {
    expect(wrapText('abcdefghij xy', measure, 4)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
  });
});
