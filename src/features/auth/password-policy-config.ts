import type { Env } from '@/config/schema';
import type { PasswordPolicy } from './password-policy';

/** The password policy of the PASSWORD_* settings. */
export function passwordPolicyFrom(config: Env): PasswordPolicy {
  return {
    minLength: config.PASSWORD_MIN_LENGTH,
    maxLength: config.PASSWORD_MAX_LENGTH,
    lowercase: config.PASSWORD_REQUIRE_LOWERCASE,
    uppercase: config.PASSWORD_REQUIRE_UPPERCASE,
    number: config.PASSWORD_REQUIRE_NUMBER,
    symbol: config.PASSWORD_REQUIRE_SYMBOL,
  };
}
