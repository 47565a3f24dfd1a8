import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { formatIcu } from './icu';

describe('ICU messages in the browser', () => {
  it('formats placeholders and plurals with the locale’s rules', () => {
    const template = '{days, plural, one {# Tag} other {# Tage}}, {name}';
    expect(formatIcu(template, { days: 1, name: 'Ada' }, 'de')).toBe('1 Tag, Ada');
    expect(formatIcu(template, { days: 1200, name: 'Ada' }, 'de')).toBe('1.200 Tage, Ada');
    const ru = '{n, plural, one {# отметка} few {# отметки} many {# отметок} other {# отметки}}';
    expect([1, 3, 5, 21].map((n) => formatIcu(ru, { n }, 'ru'))).toEqual(['1 отметка', '3 отметки', '5 отметок', '21 отметка']);
    expect(formatIcu('{n, plural, =0 {none} other {#}}', { n: 0 }, 'en')).toBe('none');
  });

  it('agrees with the server’s formatting on the catalog messages the browser renders', () => {
    for (const locale of locales) {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
      const t = createTranslator({ locale, messages, namespace: 'programme.history' });
      for (const values of [
        { days: 1, smokeFree: 1, cravings: 1 },
        { days: 3, smokeFree: 2, cravings: 5 },
        { days: 14, smokeFree: 0, cravings: 22 },
      ]) {
        expect(formatIcu(messages.programme.history.chartSummary, values, locale), locale).toBe(t('chartSummary', values));
      }
    }
  });
});
