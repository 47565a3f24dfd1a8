import { z } from 'zod';
import { cancelEmail } from '@/features/admin/server/email-admin';
import { adminAction } from '@/features/admin/server/endpoint';

/** Withdraws a queued email before it is sent. */
export const POST = adminAction(z.object({ id: z.string().min(1).max(64) }), ({ db, adminId, now }, body) => cancelEmail(db, adminId, body.id, now));
