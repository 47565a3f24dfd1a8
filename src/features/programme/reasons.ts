import type { Messages } from '@/i18n/messages';

/** The person's reasons to quit as they read them: the survey's labels, "other" in their words. */
export function reasonTexts(reasons: ReadonlyArray<{ key: string; text?: string }>, labels: Messages['survey']['reasons']['options']): string[] {
  return reasons.map((r) => (r.key === 'other' ? (r.text ?? '') : (labels[r.key as keyof typeof labels] ?? ''))).filter(Boolean);
}
