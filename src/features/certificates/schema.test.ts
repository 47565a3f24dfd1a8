import { describe, expect, it } from 'vitest';
import { certificateEditSchema, certificateName, NAME_MAX } from './schema';

const valid = { displayName: '  Olena Kovalenko ', dedication: '', visibility: 'public', indexable: false, locale: 'ru' };

describe('certificate edits', () => {
  it('trims, and keeps an empty dedication as none', () => {
    expect(certificateEditSchema.parse(valid)).toEqual({ ...valid, displayName: 'Olena Kovalenko', dedication: null });
  });

  it.each([
    [{ displayName: '   ' }, 'displayName', 'nameRequired'],
    [{ displayName: 'x'.repeat(61) }, 'displayName', 'nameTooLong'],
    [{ dedication: 'y'.repeat(141) }, 'dedication', 'dedicationTooLong'],
    [{ visibility: 'everyone' }, 'visibility', 'invalid'],
    [{ locale: 'xx' }, 'locale', 'invalid'],
    [{ indexable: 'yes' }, 'indexable', 'invalid'],
  ])('refuses %o with a message key', (change, field, key) => {
    const result = certificateEditSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: key });
  });

  it('accepts the limits exactly', () => {
    expect(certificateEditSchema.safeParse({ ...valid, displayName: 'x'.repeat(60), dedication: 'y'.repeat(140) }).success).toBe(true);
  });
});

describe('the name a certificate is issued with', () => {
  it('keeps a name within the limit as it is, spaces tidied', () => {
    expect(certificateName('  Olena   Kovalenko ')).toBe('Olena Kovalenko');
    expect(certificateName('x'.repeat(NAME_MAX))).toBe('x'.repeat(NAME_MAX));
  });

  it('shortens a longer name at a space, with an ellipsis, within the limit and valid for the edit form', () => {
    const long = 'Maria Magdalena Theresia Katharina von Hohenzollern-Sigmaringen und Württemberg';
    const short = certificateName(long);
    expect(short).toBe('Maria Magdalena Theresia Katharina von…');
    expect(short.length).toBeLessThanOrEqual(NAME_MAX);
    expect(certificateEditSchema.safeParse({ ...valid, displayName: short }).success).toBe(true);
  });

  it('never cuts a character in two, and cuts a name without spaces where it must', () => {
    const emoji = '😀'.repeat(40); // 80 UTF-16 units
    const short = certificateName(emoji);
    expect(short.length).toBeLessThanOrEqual(NAME_MAX);
    expect(short).toBe(`${'😀'.repeat(29)}…`);
    expect(certificateName('x'.repeat(100))).toBe(`${'x'.repeat(NAME_MAX - 1)}…`);
  });
});
