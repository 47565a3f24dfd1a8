import { z } from 'zod';
import { adminAction } from '@/features/admin/server/endpoint';
import { setDisabled } from '@/features/admin/server/users-admin';

/** Disables an account (its sessions end; sign-in answers user-disabled) or enables it again. */
export const POST = adminAction(z.object({ id: z.string().min(1).max(64), disabled: z.boolean() }), ({ db, adminId, now }, body) => setDisabled(db, adminId, body.id, body.disabled, now));
