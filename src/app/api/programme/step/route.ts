import { z } from 'zod';
import { markStep } from '@/features/programme/server/steps-store';
import { STEP_COUNT } from '@/features/programme/steps';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

const stepSchema = z.object({ day: z.number().int().min(1, 'range').max(STEP_COUNT, 'range'), done: z.boolean() });

/** Marks one of the signed-in user's daily steps done, or not done again. */
export const POST = programmeEndpoint(stepSchema, async ({ db, userId, body, now }) => {
  const result = await markStep(db, userId, body, now);
  if (!result.ok) return { error: result.problem === 'notPurchased' ? 'permission-denied' : 'failed-precondition', fields: { [result.field]: result.problem } };
  return { day: body.day, done: body.done };
});
