import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, type PasswordPolicy } from './password-policy';

const lenient: PasswordPolicy = { minLength: 8, maxLength: 16, lowercase: false, uppercase: false, number: false, symbol: false };
const strict: PasswordPolicy = { ...lenient, lowercase: true, uppercase: true, number: true, symbol: true };

describe('password policy', () => {
  it('checks the length in characters, not bytes', () => {
    expect(brokenPasswordRules(lenient, 'short')).toEqual(['minLength']);
    expect(brokenPasswordRules(lenient, 'exactly8')).toEqual([]);
    expect(brokenPasswordRules(lenient, 'ąęśćżźńó')).toEqual([]);
    expect(brokenPasswordRules(lenient, 'x'.repeat(17))).toEqual(['maxLength']);
  });

  it('lists every optional requirement the password misses', () => {
    expect(brokenPasswordRules(strict, 'alllowercase')).toEqual(['uppercase', 'number', 'symbol']);
    expect(brokenPasswordRules(strict, 'ALLUPPER1!')).toEqual(['lowercase']);
    expect(brokenPasswordRules(strict, 'Mixed1Case!')).toEqual([]);
  });

  it('accepts letters of every script for the case rules', () => {
    expect(brokenPasswordRules(strict, 'Привет123!')).toEqual([]);
    expect(brokenPasswordRules({ ...strict, uppercase: false }, 'żółw-1234')).toEqual([]);
  });
});
