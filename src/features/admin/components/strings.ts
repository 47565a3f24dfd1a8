import type { Messages } from '@/i18n/messages';

export type AdminStrings = Messages['admin'];
export type AdminErrors = AdminStrings['errors'];

/** The message for an answer of an admin endpoint: its field's key, the status, or the network. */
export function adminErrorText(errors: AdminErrors, answer: { status: number; fields?: Record<string, string> }, field?: string): string {
  if (answer.status === 0) return errors.network;
  if (answer.status === 403) return errors.forbidden;
  const key = (field ? answer.fields?.[field] : undefined) ?? answer.fields?.form ?? answer.fields?._ ?? Object.values(answer.fields ?? {})[0];
  return key && key in errors ? errors[key as keyof AdminErrors] : errors.generic;
}
