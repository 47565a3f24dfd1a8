import { slipSchema } from '@/features/programme/log';
import { saveSlip } from '@/features/programme/server/log-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Records a slip in the signed-in user's running quit attempt, which goes on. */
export const POST = programmeEndpoint(slipSchema, async ({ db, userId, body, now }) => {
  const result = await saveSlip(db, userId, body, now);
  if (!result.ok) return { error: result.problem === 'noAttempt' ? 'failed-precondition' : 'invalid-argument', fields: { [result.field]: result.problem } };
  return { id: body.id };
});
