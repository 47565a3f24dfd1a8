// The identity error codes of spec §8 (plus the two the forms need), and how an answer of the
// auth service maps onto them. Wrong password and unknown user both map to invalid-credential so
// that sign-in never tells whether an email has an account.
export const identityErrorCodes = [
  'invalid-credential',
  'wrong-password',
  'user-not-found',
  'email-already-in-use',
  'invalid-email',
  'weak-password',
  'too-many-requests',
  'user-disabled',
  'network-request-failed',
  'internal-error',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'unauthorized-domain',
  'web-storage-unsupported',
  'invalid-api-key',
  'auth-domain-config-required',
  'operation-not-supported-in-this-environment',
] as const;
export type IdentityErrorCode = (typeof identityErrorCodes)[number];

const byServiceCode: Record<string, IdentityErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credential',
  INVALID_PASSWORD: 'invalid-credential',
  USER_NOT_FOUND: 'invalid-credential',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid-credential',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  INVALID_EMAIL: 'invalid-email',
  WEAK_PASSWORD: 'weak-password',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'weak-password',
  BANNED_USER: 'user-disabled',
  INVALID_ORIGIN: 'unauthorized-domain',
  MISSING_OR_NULL_ORIGIN: 'unauthorized-domain',
};

/** Maps a failed answer of /api/auth (status and JSON body) to an identity error code. */
export function identityErrorFor(status: number, body: unknown): IdentityErrorCode {
  if (status === 429) return 'too-many-requests';
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && code in byServiceCode) return byServiceCode[code]!;
  if (status === 401) return 'invalid-credential';
  if (status === 403) return 'user-disabled';
  return 'internal-error';
}

const byRedirectError: Record<string, IdentityErrorCode> = {
  // The user said no at Google or Apple: that is a cancel, like closing the window.
  access_denied: 'popup-closed-by-user',
  banned: 'user-disabled',
  BANNED_USER: 'user-disabled',
  account_not_linked: 'email-already-in-use',
  'email_doesn\'t_match': 'email-already-in-use',
  unable_to_link_account: 'email-already-in-use',
  email_not_found: 'invalid-email',
};

/** Maps the `error` a sign-in with Google or Apple came back with to an identity error code. */
export function identityErrorForRedirect(error: string): IdentityErrorCode {
  return byRedirectError[error] ?? 'internal-error';
}
