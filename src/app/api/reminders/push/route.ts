import { subscriptionSchema, unsubscribeSchema } from '@/features/reminders/settings';
import { removePushSubscription, savePushSubscription } from '@/features/reminders/server/store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

/** Keeps this browser's push subscription for the signed-in person. */
export const POST = programmeEndpoint(subscriptionSchema, async ({ db, userId, body }) => {
  await savePushSubscription(db, userId, body);
  return {};
});

/** Forgets this browser's push subscription. */
export const DELETE = programmeEndpoint(unsubscribeSchema, async ({ db, userId, body }) => {
  await removePushSubscription(db, userId, body.endpoint);
  return {};
});
