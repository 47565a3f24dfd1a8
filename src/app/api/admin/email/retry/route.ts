import { z } from 'zod';
import { retryEmail } from '@/features/admin/server/email-admin';
import { adminAction } from '@/features/admin/server/endpoint';

/** Sends a failed email again. */
export const POST = adminAction(z.object({ id: z.string().min(1).max(64) }), ({ db, adminId, now }, body) => retryEmail(db, adminId, body.id, now));
