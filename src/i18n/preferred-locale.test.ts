import { describe, expect, it } from 'vitest';
import { acceptedLocale, preferredLocale } from './preferred-locale';

describe('the language of a page whose address names none', () => {
  it('takes the locale cookie first', () => {
    expect(preferredLocale('a=1; NEXT_LOCALE=fr; b=2', 'de')).toBe('fr');
  });

  it('ignores a cookie that holds no locale and falls back to Accept-Language', () => {
    expect(preferredLocale('NEXT_LOCALE=xx', 'ru-RU,ru;q=0.9')).toBe('ru');
    expect(preferredLocale('NEXT_LOCALE=', 'nl')).toBe('nl');
  });

  it('weighs Accept-Language by q and skips languages the product does not speak', () => {
    expect(acceptedLocale('en;q=0.3, pl;q=0.8')).toBe('pl');
    expect(acceptedLocale('ja, zh;q=0.9, it;q=0.1')).toBe('it');
    expect(acceptedLocale('pt-BR')).toBe('pt');
    expect(acceptedLocale('de;q=0, es;q=0.2')).toBe('es');
    expect(acceptedLocale('*')).toBeNull();
    expect(acceptedLocale('de;q=abc')).toBeNull();
  });

  it('is English when nothing says otherwise', () => {
    expect(preferredLocale(undefined, undefined)).toBe('en');
    expect(preferredLocale('', 'ja')).toBe('en');
  });
});
