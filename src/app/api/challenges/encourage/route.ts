import { z } from 'zod';
import { encouragementSchema } from '@/features/challenges/rules';
import { answer } from '@/features/challenges/server/answers';
import { queueEncouragementEmail } from '@/features/challenges/server/challenge-emails';
import { sendEncouragement } from '@/features/challenges/server/challenge-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

const schema = z.intersection(encouragementSchema, z.object({ challengeId: z.string().min(1).max(64) }));

/** Sends an encouragement to a partner (at most five a day); it reaches them by email too if they allow it. */
export const POST = programmeEndpoint(schema, async ({ db, userId, body, now }) =>
  answer(
    await sendEncouragement(db, userId, body.challengeId, body, now, (tx, { challenge, fromName }) =>
      queueEncouragementEmail(tx, { toUserId: body.to, fromUserId: userId, fromName, preset: body.preset ?? null, text: body.text ?? null, challenge }),
    ),
  ),
);
