import { z } from 'zod';
import { locales } from '@/i18n/locales';

export const deletionInput = z.object({
  confirmation: z.string().max(100, 'tooLong'),
  password: z.string().max(1024, 'tooLong').optional(),
  locale: z.enum(locales, 'invalid'),
});

export const deletionLinkInput = z.object({
  email: z.string().trim().min(1, 'required').max(254, 'tooLong').email('invalidEmail'),
  locale: z.enum(locales, 'invalid'),
});

export const exportQuery = z.object({
  format: z.enum(['json', 'html']).default('json'),
  locale: z.enum(locales).optional(),
});
