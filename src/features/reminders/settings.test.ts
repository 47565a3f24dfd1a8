import { describe, expect, it } from 'vitest';
import { settingsSchema, subscriptionSchema } from './settings';

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

describe('what the account page sends', () => {
  it('takes a daily time as HH:MM on a 24-hour clock', () => {
    expect(settingsSchema.safeParse({ daily: true, dailyTime: '07:30', programme: false }).success).toBe(true);
    for (const dailyTime of ['24:00', '7:30', '07:60', '', '07:30:00']) {
      const parsed = settingsSchema.safeParse({ daily: true, dailyTime, programme: false });
      expect(parsed.success, dailyTime).toBe(false);
    }
  });

  it('keeps push subscriptions to https push services, with the browser keys and a known language', () => {
    expect(subscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, locale: 'pl' }).success).toBe(true);
    expect(subscriptionSchema.safeParse({ endpoint: 'http://127.0.0.1:5432/', keys, locale: 'pl' }).success).toBe(false);
    expect(subscriptionSchema.safeParse({ endpoint: 'https://push.example/x', keys: { ...keys, auth: 'not base64!' }, locale: 'pl' }).success).toBe(false);
    expect(subscriptionSchema.safeParse({ endpoint: 'https://push.example/x', keys, locale: 'xx' }).success).toBe(false);
  });
});
