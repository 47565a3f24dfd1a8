import { cravingSchema } from '@/features/programme/log';
import { saveCraving } from '@/features/programme/server/log-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Logs a craving of the signed-in user (the end of the cravings SOS). */
export const POST = programmeEndpoint(cravingSchema, async ({ db, userId, body, now }) => {
  await saveCraving(db, userId, body, now);
  return { id: body.id };
});
