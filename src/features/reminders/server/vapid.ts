import 'server-only';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Env } from '@/config/schema';
import type { Db } from '@/db/create';
import { siteSettings } from '@/db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this site's messages (mailto: or https:). */
  subject: string;
}

const SETTING_KEY = 'vapid-keys';
const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

function subjectOf(config: Env): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

let cached: { db: Db; keys: VapidKeys } | null = null;

/**
 * The site's VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair made
 * once and kept in the database, so every instance on the same database signs with the same key
 * (a new key would make every browser's subscription useless).
 */
export async function vapidKeys(db: Db, config: Env): Promise<VapidKeys> {
  const subject = subjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (cached?.db === db) return cached.keys;
  const fresh = webpush.generateVAPIDKeys();
  // The first instance to get here stores its pair; every other one reads that pair back.
  await db.insert(siteSettings).values({ key: SETTING_KEY, value: fresh }).onConflictDoNothing();
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SETTING_KEY));
  const stored = storedKeys.parse(row?.value);
  const keys = { ...stored, subject };
  cached = { db, keys };
  return keys;
}
