import { z } from 'zod';
import { locales } from '@/i18n/locales';

// What the account page sends: the reminder choices, and a browser's push subscription.

export const settingsSchema = z.object({
  daily: z.boolean(),
  dailyTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime'),
  programme: z.boolean(),
});
export type ReminderSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: ReminderSettings = { daily: false, dailyTime: '20:00', programme: false };

const base64url = z.string().min(8).max(512).regex(/^[A-Za-z0-9_-]+=*$/, 'invalid');

/** PushSubscription.toJSON() from the browser, with the page's language. Push services are https. */
export const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({ p256dh: base64url, auth: base64url }),
  locale: z.enum(locales),
});
export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

export const unsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });
