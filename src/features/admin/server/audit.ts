import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/create';
import { adminAudit, user } from '@/db/schema';

// The audit log (decision 0018): every admin action is written in the transaction of the action,
// so an action without its entry cannot happen. The app only inserts and reads; the database
// refuses changes (migration 0009).

export const AUDIT_ACTIONS = ['grant', 'revoke', 'refund', 'disable', 'enable', 'broadcast', 'retry', 'cancel', 'testEmail'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetUserId?: string | null;
  target?: string | null;
  detail?: Record<string, string | number | boolean | null>;
  /** For an action that must be written once whoever repeats it (a refund asked of Stripe): its fixed id. */
  onceAs?: string;
}

export async function recordAudit(tx: Pick<Db, 'insert'>, entry: AuditEntry, now = new Date()): Promise<void> {
  await tx
    .insert(adminAudit)
    .values({
      id: entry.onceAs ?? randomUUID(),
      at: now,
      actorId: entry.actorId,
      action: entry.action,
      targetUserId: entry.targetUserId ?? null,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
    })
    .onConflictDoNothing();
}

export interface AuditFilter {
  action?: AuditAction;
  from?: Date;
  to?: Date;
  page?: number;
}

export const AUDIT_PAGE_SIZE = 25;

/** The log, newest first, with who acted and on whom (their address while the account exists). */
export async function listAudit(db: Db, filter: AuditFilter = {}) {
  const actor = alias(user, 'actor');
  const targetUser = alias(user, 'target_user');
  const where = and(
    filter.action ? eq(adminAudit.action, filter.action) : undefined,
    filter.from ? gte(adminAudit.at, filter.from) : undefined,
    filter.to ? lt(adminAudit.at, filter.to) : undefined,
  );
  const page = Math.max(1, filter.page ?? 1);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        at: adminAudit.at,
        action: adminAudit.action,
        target: adminAudit.target,
        detail: adminAudit.detail,
        actorEmail: actor.email,
        targetEmail: targetUser.email,
      })
      .from(adminAudit)
      .leftJoin(actor, eq(actor.id, adminAudit.actorId))
      .leftJoin(targetUser, eq(targetUser.id, adminAudit.targetUserId))
      .where(where)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAudit).where(where),
  ]);
  return { rows, total: count?.n ?? 0, page, pageSize: AUDIT_PAGE_SIZE };
}
