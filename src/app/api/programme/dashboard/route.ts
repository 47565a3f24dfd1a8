import { readRoute } from '@/features/auth/server/signed-in-read';
import { signedInReads } from '../../signed-in-reads';

/** The signed-in person's programme (see signed-in-reads.ts); without a session 401, and a leftover cookie removed. */
export const GET = readRoute(signedInReads['/api/programme/dashboard']);
