import { settingsSchema } from '@/features/reminders/settings';
import { saveReminderSettings } from '@/features/reminders/server/store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Saves the signed-in person's reminder choices (daily check-in time, programme messages). */
export const POST = programmeEndpoint(settingsSchema, async ({ db, userId, body, now }) => {
  await saveReminderSettings(db, userId, body, now);
  return body;
});
