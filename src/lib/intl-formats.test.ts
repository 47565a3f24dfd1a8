import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formats';

describe('intl-formats', () => {
  it('makes a formatter once per language and options, and formats as a new one would', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    const first = dateTimeFormat('de-DE', options);
    expect(dateTimeFormat('de-DE', { ...options })).toBe(first);
    expect(dateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('fr-FR', options)).not.toBe(first);
    const day = new Date(Date.UTC(2026, 10, 30, 12));
    expect(first.format(day)).toBe(new Intl.DateTimeFormat('de-DE', options).format(day));
    expect(numberFormat('pl-PL').format(12345.5)).toBe(new Intl.NumberFormat('pl-PL').format(12345.5));
    expect(numberFormat('pl-PL')).toBe(numberFormat('pl-PL', {}));
    expect(listFormat('es-ES', { type: 'conjunction' }).format(['uno', 'dos', 'tres'])).toBe('uno, dos y tres');
  });

  it('keeps a bounded number of formatters', () => {
    const first = numberFormat('en-GB', { minimumFractionDigits: 0 });
    for (let digits = 1; digits <= 600; digits++) numberFormat('en-GB', { minimumIntegerDigits: (digits % 21) + 1, maximumFractionDigits: digits % 20, minimumFractionDigits: 0, useGrouping: digits % 2 === 0, notation: digits > 300 ? 'standard' : undefined });
    expect(numberFormat('en-GB', { minimumFractionDigits: 0 }).format(1.5)).toBe('1.5');
    expect(first.format(2)).toBe('2');
  });
});
