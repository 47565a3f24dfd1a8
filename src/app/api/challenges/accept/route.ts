import { z } from 'zod';
import { answer } from '@/features/challenges/server/answers';
import { queueAcceptedEmail } from '@/features/challenges/server/challenge-emails';
import { acceptInvitation } from '@/features/challenges/server/challenge-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Accepts an invitation for the signed-in person; the inviter is told by email. */
export const POST = programmeEndpoint(z.object({ id: z.string().min(1).max(64) }), async ({ db, userId, body, now }) =>
  answer(await acceptInvitation(db, userId, body.id, now, (tx, joined) => queueAcceptedEmail(tx, joined)), ({ challengeId }) => ({ challengeId })),
);
