import { z } from 'zod';
import { locales, type Locale } from '@/i18n/locales';

/** What an owner may change on a certificate; the messages are keys of `certificateEdit.errors`. */
export const certificateEditSchema = z.object({
  displayName: z.string().trim().min(1, 'nameRequired').max(60, 'nameTooLong'),
  dedication: z
    .string()
    .trim()
    .max(140, 'dedicationTooLong')
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
