import { z } from 'zod';
import { sendTestEmail } from '@/features/admin/server/email-admin';
import { adminAction } from '@/features/admin/server/endpoint';

/** A test email to the admin's own address. */
export const POST = adminAction(z.object({}), ({ db, adminId, now }) => sendTestEmail(db, adminId, now));
