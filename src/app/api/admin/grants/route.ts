import { z } from 'zod';
import { adminAction } from '@/features/admin/server/endpoint';
import { sendSignInLink } from '@/features/admin/server/sign-in-link';
import { grantAccess } from '@/features/admin/server/users-admin';
import { locales } from '@/i18n/locales';

export const grantInput = z.object({
  email: z.string().trim().min(1, 'required').max(254, 'tooLong').email('invalidEmail'),
  kind: z.enum(['programme', 'admin'], { message: 'pickOne' }),
  locale: z.enum(locales, { message: 'pickOne' }),
});

/** Grants programme access or the admin role; a new account gets a sign-in link in its language. */
export const POST = adminAction(grantInput, async ({ db, adminId, now }, body) => {
  const result = await grantAccess(db, adminId, body, now);
  if ('ok' in result && result.created) await sendSignInLink(body.email.trim().toLowerCase(), body.locale);
  return result;
});
