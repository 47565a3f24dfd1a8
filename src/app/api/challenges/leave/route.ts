import { z } from 'zod';
import { answer } from '@/features/challenges/server/answers';
import { leaveChallenge } from '@/features/challenges/server/challenge-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Leaves a challenge: the others see that the person left, and nothing more of them. */
export const POST = programmeEndpoint(z.object({ challengeId: z.string().min(1).max(64) }), async ({ db, userId, body, now }) => answer(await leaveChallenge(db, userId, body.challengeId, now)));
