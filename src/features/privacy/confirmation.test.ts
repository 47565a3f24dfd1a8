import { describe, expect, it } from 'vitest';
import { confirmationMatches } from './confirmation';

describe('the confirmation word', () => {
  it('matches in any case, with or without accents, around spaces', () => {
    expect(confirmationMatches(' delete ', 'DELETE', 'en')).toBe(true);
    expect(confirmationMatches('loschen', 'LÖSCHEN', 'de')).toBe(true);
    expect(confirmationMatches('Löschen', 'LÖSCHEN', 'de')).toBe(true);
    expect(confirmationMatches('usun', 'USUŃ', 'pl')).toBe(true);
    expect(confirmationMatches('удалить', 'УДАЛИТЬ', 'ru')).toBe(true);
  });

  it('refuses anything else, and nothing typed', () => {
    expect(confirmationMatches('', 'DELETE', 'en')).toBe(false);
    expect(confirmationMatches('   ', '   ', 'en')).toBe(false);
    expect(confirmationMatches('DELET', 'DELETE', 'en')).toBe(false);
    expect(confirmationMatches('DELETE', 'LÖSCHEN', 'de')).toBe(false);
  });
});
