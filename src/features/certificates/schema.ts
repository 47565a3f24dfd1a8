import { z } from 'zod';
import { locales } from '@/i18n/locales';

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
