import { z } from 'zod';
import { restartAttempt } from '@/features/programme/server/plan-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Ends the signed-in user's running quit attempt, to start again with a new quit date. */
export const POST = programmeEndpoint(z.object({}), async ({ db, userId, now }) => ({ restarted: await restartAttempt(db, userId, now) }));
