// One error type with a fixed set of codes, mapped to HTTP in one place (DESIGN.md §2).
export const appErrorStatus = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'already-exists': 409,
  'failed-precondition': 412,
  'resource-exhausted': 429,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;
export const appErrorCodes = Object.keys(appErrorStatus) as AppErrorCode[];

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: AppErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return appErrorStatus[this.code];
  }
}

/** The inverse mapping, for answers from other services (spec §8, functions status mapping). */
export function codeForStatus(status: number): AppErrorCode | 'ok' | 'unknown' | 'cancelled' {
  if (status >= 200 && status < 300) return 'ok';
  switch (status) {
    case 400: return 'invalid-argument';
    case 401: return 'unauthenticated';
    case 403: return 'permission-denied';
    case 404: return 'not-found';
    case 409: return 'aborted';
    case 412: return 'failed-precondition';
    case 429: return 'resource-exhausted';
    case 499: return 'cancelled';
    case 500: return 'internal';
    case 501: return 'unimplemented';
    case 503: return 'unavailable';
    case 504: return 'deadline-exceeded';
    default: return 'unknown';
  }
}

export function toAppError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError('internal');
}
