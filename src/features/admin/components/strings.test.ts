import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { withParams } from './pager';
import { adminErrorText } from './strings';

const errors = en.admin.errors;

describe('admin answers in words', () => {
  it('names the field its problem, the form its refusal, else the status', () => {
    expect(adminErrorText(errors, { status: 400, fields: { email: 'invalidEmail' } }, 'email')).toBe(errors.invalidEmail);
    expect(adminErrorText(errors, { status: 412, fields: { form: 'lastAdmin' } })).toBe(errors.lastAdmin);
    expect(adminErrorText(errors, { status: 0 })).toBe(errors.network);
    expect(adminErrorText(errors, { status: 403, fields: { form: 'x' } })).toBe(errors.forbidden);
    expect(adminErrorText(errors, { status: 500 })).toBe(errors.generic);
    expect(adminErrorText(errors, { status: 400, fields: { form: 'somethingNew' } })).toBe(errors.generic);
  });

  it('keeps a list state in its address, leaving out empty values', () => {
    expect(withParams('/de/admin/purchases', { q: 'ana', status: undefined, currency: '' }, { page: 2 })).toBe('/de/admin/purchases?q=ana&page=2');
    expect(withParams('/admin', {}, {})).toBe('/admin');
  });
});
