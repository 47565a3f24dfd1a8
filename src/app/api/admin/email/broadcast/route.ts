import { NextResponse } from 'next/server';
import { broadcastInput, listBroadcasts, startBroadcast } from '@/features/admin/server/email-admin';
import { adminAction, adminRead } from '@/features/admin/server/endpoint';

/** Starts a broadcast: queued through the outbox in batches, respecting every unsubscribe. */
export const POST = adminAction(broadcastInput, ({ db, adminId, now }, body) => startBroadcast(db, adminId, body, now));

/** The broadcasts' progress, for the page that shows it. */
export const GET = adminRead(async ({ db }) => NextResponse.json({ broadcasts: await listBroadcasts(db) }, { headers: { 'Cache-Control': 'private, no-store' } }));
