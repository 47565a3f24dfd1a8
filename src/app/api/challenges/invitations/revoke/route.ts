import { z } from 'zod';
import { answer } from '@/features/challenges/server/answers';
import { revokeInvitation } from '@/features/challenges/server/challenge-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Withdraws an open invitation (the challenge's creator only). */
export const POST = programmeEndpoint(z.object({ id: z.string().min(1).max(64) }), async ({ db, userId, body, now }) => answer(await revokeInvitation(db, userId, body.id, now)));
