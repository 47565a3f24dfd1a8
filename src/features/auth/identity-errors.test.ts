import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { identityErrorCodes, identityErrorFor, identityErrorForRedirect } from './identity-errors';

describe('identity errors', () => {
  it('has a message for every code of the specification', () => {
    for (const code of identityErrorCodes) expect(en.auth.errors[code], code).toBeTruthy();
  });

  it('never tells a wrong password from an unknown account', () => {
    expect(identityErrorFor(401, { code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe('invalid-credential');
    expect(identityErrorFor(401, { code: 'USER_NOT_FOUND' })).toBe('invalid-credential');
    expect(identityErrorFor(401, {})).toBe('invalid-credential');
    expect(en.auth.errors['wrong-password']).toBe(en.auth.errors['invalid-credential']);
    expect(en.auth.errors['user-not-found']).toBe(en.auth.errors['invalid-credential']);
  });

  it('maps the other answers of the auth service', () => {
    expect(identityErrorFor(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe('email-already-in-use');
    expect(identityErrorFor(400, { code: 'WEAK_PASSWORD' })).toBe('weak-password');
    expect(identityErrorFor(400, { code: 'PASSWORD_TOO_SHORT' })).toBe('weak-password');
    expect(identityErrorFor(403, { code: 'BANNED_USER' })).toBe('user-disabled');
    expect(identityErrorFor(429, null)).toBe('too-many-requests');
    expect(identityErrorFor(500, 'oops')).toBe('internal-error');
  });

  it('maps what Google and Apple sign-ins come back with', () => {
    expect(identityErrorForRedirect('access_denied')).toBe('popup-closed-by-user');
    expect(identityErrorForRedirect('banned')).toBe('user-disabled');
    expect(identityErrorForRedirect('account_not_linked')).toBe('email-already-in-use');
    expect(identityErrorForRedirect('something_new')).toBe('internal-error');
  });
});
