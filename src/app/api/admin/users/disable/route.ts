import { z } from 'zod';
import { adminAction } from '@/features/admin/server/endpoint';
import { setDisabled } from '@/features/admin/server/users-admin';
import { forgetSessionsOf } from '@/features/auth/server/auth';

/** Disables an account (its sessions end; sign-in answers user-disabled) or enables it again. */
export const POST = adminAction(z.object({ id: z.string().min(1).max(64), disabled: z.boolean() }), async ({ db, adminId, now }, body) => {
  const result = await setDisabled(db, adminId, body.id, body.disabled, now);
  if (!('error' in result) && body.disabled) forgetSessionsOf(body.id);
  return result;
});
