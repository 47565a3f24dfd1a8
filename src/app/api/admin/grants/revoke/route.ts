import { z } from 'zod';
import { adminAction } from '@/features/admin/server/endpoint';
import { revokeAccess } from '@/features/admin/server/users-admin';

/** Takes back programme access or the admin role (never the last admin's). */
export const POST = adminAction(
  z.object({ email: z.string().trim().min(1, 'required').max(254, 'tooLong').email('invalidEmail'), kind: z.enum(['programme', 'admin'], { message: 'pickOne' }) }),
  ({ db, adminId, now }, body) => revokeAccess(db, adminId, body, now),
);
