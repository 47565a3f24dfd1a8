import { z } from 'zod';
import { adminAction } from '@/features/admin/server/endpoint';
import { refundPurchase } from '@/features/admin/server/purchases-admin';

/** Refunds a paid purchase in full through its provider (once, however often it is asked). */
export const POST = adminAction(z.object({ id: z.string().min(1).max(64) }), ({ db, adminId, now }, body) => refundPurchase(db, adminId, body.id, now));
