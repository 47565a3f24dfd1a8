import 'server-only';
import type { AppErrorCode } from '@/lib/app-error';
import type { Outcome, Refusal } from './challenge-store';

// How a refusal of the challenge store is answered over HTTP: its code (and so its status), and
// the reason the page translates (`challenges.refusals.<reason>`).

const CODES: Record<Refusal, AppErrorCode> = {
  notFound: 'not-found',
  notPartner: 'not-found',
  notCreator: 'permission-denied',
  own: 'failed-precondition',
  alreadyIn: 'failed-precondition',
  expired: 'failed-precondition',
  revoked: 'failed-precondition',
  used: 'failed-precondition',
  full: 'failed-precondition',
  left: 'failed-precondition',
  tooManyInvitations: 'resource-exhausted',
  tooManyEmails: 'resource-exhausted',
  alreadyInvited: 'already-exists',
  tooManyEncouragements: 'resource-exhausted',
};

/**
 * The endpoint's answer for an outcome: the result itself, or its error with the field it is about
 * (a refusal is about the whole form) and the message key.
 */
export function answer<T extends object>(outcome: Outcome<T>, ok: (result: T) => object = (result) => result): object {
  if (outcome.ok) return ok(outcome);
  if ('field' in outcome) return { error: 'invalid-argument', fields: { [outcome.field]: outcome.problem } };
  return { error: CODES[outcome.refusal], reason: outcome.refusal, fields: { form: outcome.refusal } };
}
