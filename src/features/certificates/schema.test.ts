import { describe, expect, it } from 'vitest';
import { certificateEditSchema } from './schema';

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
