import { createChallengeSchema } from '@/features/challenges/rules';
import { answer } from '@/features/challenges/server/answers';
import { createChallenge } from '@/features/challenges/server/challenge-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Starts a challenge with the signed-in person as its first partner. */
export const POST = programmeEndpoint(createChallengeSchema, async ({ db, userId, body, now }) => answer(await createChallenge(db, userId, body, now)));
