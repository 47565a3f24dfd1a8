import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { rateLimit } from '@/db/schema';
import { rowsOf } from '@/db/rows';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against a limit shared by every server instance (the auth library's
 * rate_limit table), and says whether it is within the limit. The key is stored only as a
 * one-way hash, so the table never holds an address or an account id.
 */
export async function withinLimit(db: Db, purpose: string, subject: string, limit: Limit, now = Date.now()): Promise<boolean> {
  const key = `exhale:${purpose}:${createHash('sha256').update(`${purpose}\u0000${subject}`).digest('base64url')}`;
  const windowStart = now - limit.windowSeconds * 1000;
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`
      insert into ${rateLimit} (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when ${rateLimit}.last_request < ${windowStart} then 1 else ${rateLimit}.count + 1 end,
        last_request = case when ${rateLimit}.last_request < ${windowStart} then ${now} else ${rateLimit}.last_request end
      returning count`),
  );
  return Number(row?.count ?? 1) <= limit.max;
}
