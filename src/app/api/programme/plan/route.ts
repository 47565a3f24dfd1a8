import { planSchema } from '@/features/programme/plan';
import { savePlan } from '@/features/programme/server/plan-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Starts or changes the signed-in user's quit plan. */
export const POST = programmeEndpoint(
  planSchema,
  async ({ db, userId, body, now }) => {
    const result = await savePlan(db, userId, body, now);
    if (!result.ok) return { error: 'invalid-argument', fields: { [result.field]: result.problem } };
    return { quitDate: result.attempt.quitDate };
  },
);
