import { z } from 'zod';
import { locales, type Locale } from '@/i18n/locales';

/** The longest name and dedication a certificate shows (in UTF-16 units, as the field counts). */
export const NAME_MAX = 60;
export const DEDICATION_MAX = 140;

/**
 * A name as long as a certificate takes: an account's name may be longer (up to 100), and is then
 * shortened with an ellipsis to fit NAME_MAX: at the last space when one falls in the second half,
 * else at the limit, but never inside a character (an emoji is two units); the owner can change it
 * on the edit page.
 */
export function certificateName(name: string, max = NAME_MAX): string {
  const whole = name.trim().replace(/\s+/g, ' ');
  if (whole.length <= max) return whole;
  let kept = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(whole)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  const space = kept.lastIndexOf(' ');
  if (space >= max / 2) kept = kept.slice(0, space);
  return `${kept.trimEnd()}…`;
}

/** What an owner may change on a certificate; the messages are keys of `certificateEdit.errors`. */
export const certificateEditSchema = z.object({
  displayName: z.string().trim().min(1, 'nameRequired').max(NAME_MAX, 'nameTooLong'),
  dedication: z
    .string()
    .trim()
    .max(DEDICATION_MAX, 'dedicationTooLong')
    .transform((d) => d || null),
  visibility: z.enum(['private', 'public'], 'invalid'),
  indexable: z.boolean('invalid'),
  locale: z.enum(locales, 'invalid'),
});

export type CertificateEdit = z.infer<typeof certificateEditSchema>;
export type CertificateEditInput = z.input<typeof certificateEditSchema>;

/**
 * GET /api/certificates/[id]: what the owner's edit page (prerendered, the same for everyone)
 * fills its form with. `locale` is null if the stored language is not one of the site's.
 */
export interface CertificateEditData {
  displayName: string;
  dedication: string | null;
  visibility: 'private' | 'public';
  indexable: boolean;
  locale: Locale | null;
}
