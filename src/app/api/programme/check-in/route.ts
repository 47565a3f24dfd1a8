import { checkInSchema } from '@/features/programme/check-in';
import { saveCheckIn } from '@/features/programme/server/check-in-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Records or changes the signed-in user's check-in of a day. */
export const POST = programmeEndpoint(
  checkInSchema,
  async ({ db, userId, body, now }) => {
    const result = await saveCheckIn(db, userId, body, now);
    if (!result.ok) return { error: 'invalid-argument', fields: { [result.field]: result.problem } };
    return { day: body.day };
  },
);
