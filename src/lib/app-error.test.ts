import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { AppError, appErrorCodes, codeForStatus, toAppError } from './app-error';

describe('AppError', () => {
  it('maps each code to the status of DESIGN.md §2', () => {
    expect(new AppError('invalid-argument').status).toBe(400);
    expect(new AppError('unauthenticated').status).toBe(401);
    expect(new AppError('permission-denied').status).toBe(403);
    expect(new AppError('not-found').status).toBe(404);
    expect(new AppError('aborted').status).toBe(409);
    expect(new AppError('already-exists').status).toBe(409);
    expect(new AppError('failed-precondition').status).toBe(412);
    expect(new AppError('resource-exhausted').status).toBe(429);
    expect(new AppError('internal').status).toBe(500);
    expect(new AppError('unimplemented').status).toBe(501);
    expect(new AppError('unavailable').status).toBe(503);
    expect(new AppError('deadline-exceeded').status).toBe(504);
  });

  it('maps statuses back as the specification’s functions table does', () => {
    expect(codeForStatus(204)).toBe('ok');
    expect(codeForStatus(409)).toBe('aborted');
    expect(codeForStatus(499)).toBe('cancelled');
    expect(codeForStatus(418)).toBe('unknown');
  });

  it('has a user-facing message for every code', () => {
    for (const code of appErrorCodes) expect(en.errors.codes[code], code).toBeTruthy();
  });

  it('hides unexpected errors behind internal', () => {
    const error = toAppError(new Error('secret stack detail'));
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('secret');
  });
});
