// The password policy (spec §5), the same rules in the browser (live, before submit) and on the
// server. Configured through PASSWORD_* variables.
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  lowercase: boolean;
  uppercase: boolean;
  number: boolean;
  symbol: boolean;
}

export type PasswordRule = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'number' | 'symbol';

/** The rules the password breaks, in a fixed order; empty when it is acceptable. */
export function brokenPasswordRules(policy: PasswordPolicy, password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  const length = [...password].length;
  if (length < policy.minLength) broken.push('minLength');
  if (length > policy.maxLength) broken.push('maxLength');
  if (policy.lowercase && !/\p{Ll}/u.test(password)) broken.push('lowercase');
  if (policy.uppercase && !/\p{Lu}/u.test(password)) broken.push('uppercase');
  if (policy.number && !/\p{Nd}/u.test(password)) broken.push('number');
  if (policy.symbol && !/[^\p{L}\p{Nd}]/u.test(password)) broken.push('symbol');
  return broken;
}
