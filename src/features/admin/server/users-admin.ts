import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/create';
import { rowsOf } from '@/db/rows';
import { accessGrant, purchase, session, user } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { recordAudit } from './audit';
import { containing } from './search-params';
import { refuse, type Refused } from './endpoint';

// People, as operators see them: search, a summary that holds no survey answers or notes,
// disabling, and the grants of programme access and of the admin role (issue 13).

export const USER_PAGE_SIZE = 25;

export async function searchUsers(db: Db, q: string, page = 1) {
  const text = q.trim() ? containing(q.trim()) : null;
  const where = text ? or(ilike(user.email, text), ilike(user.name, text)) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: user.id, email: user.email, name: user.name, locale: user.locale, role: user.role, banned: user.banned, createdAt: user.createdAt })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(USER_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * USER_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(user).where(where),
  ]);
  return { rows, total: count?.n ?? 0, page: Math.max(1, page), pageSize: USER_PAGE_SIZE };
}

/** What an operator may know of a person: counts and dates, never answers, notes or slips' details. */
export async function userSummary(db: Db, userId: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email, name: user.name, locale: user.locale, role: user.role, banned: user.banned, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!found) return null;
  const [counts, grants, purchases] = await Promise.all([
    db.execute(sql`select
      (select count(*) from survey_response where user_id = ${userId}) as surveys,
      (select count(*) from test_result where user_id = ${userId}) as tests,
      (select count(*) from quit_attempt where user_id = ${userId}) as attempts,
      (select count(*) from quit_attempt where user_id = ${userId} and ended_at is null) as running,
      (select count(*) from check_in where user_id = ${userId}) as check_ins,
      (select count(*) from milestone where user_id = ${userId}) as milestones,
      (select count(*) from certificate where user_id = ${userId}) as certificates,
      (select count(*) from session where user_id = ${userId} and expires_at > now()) as sessions,
      (select max(created_at) from check_in where user_id = ${userId}) as last_check_in`),
    grantsOf(db, userId),
    db.select({ id: purchase.id, reference: purchase.reference, status: purchase.status, currency: purchase.currency, amountMinor: purchase.amountMinor, createdAt: purchase.createdAt }).from(purchase).where(eq(purchase.userId, userId)).orderBy(desc(purchase.createdAt)),
  ]);
  const c = rowsOf<Record<string, unknown>>(counts)[0] ?? {};
  const n = (key: string) => Number(c[key] ?? 0);
  return {
    ...found,
    counts: { surveys: n('surveys'), tests: n('tests'), attempts: n('attempts'), running: n('running'), checkIns: n('check_ins'), milestones: n('milestones'), certificates: n('certificates'), sessions: n('sessions') },
    lastCheckIn: c.last_check_in ? new Date(String(c.last_check_in)) : null,
    grants,
    purchases,
  };
}

export type SetDisabledResult = { ok: true; changed: boolean } | Refused;

/**
 * Disables (or enables again) an account: a disabled person is refused at sign-in with
 * user-disabled, and every session they have ends now. An admin cannot disable themself.
 */
export async function setDisabled(db: Db, adminId: string, userId: string, disabled: boolean, now = new Date()): Promise<SetDisabledResult> {
  if (userId === adminId && disabled) return refuse('failed-precondition', 'form', 'notYourself');
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [found] = await tx.select({ id: user.id, banned: user.banned }).from(user).where(eq(user.id, userId)).for('update');
    if (!found) return refuse('not-found', 'form', 'notFound');
    if (Boolean(found.banned) === disabled) return { ok: true as const, changed: false };
    await tx.update(user).set({ banned: disabled, banReason: disabled ? 'disabled by an admin' : null, banExpires: null }).where(eq(user.id, userId));
    if (disabled) await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, { actorId: adminId, action: disabled ? 'disable' : 'enable', targetUserId: userId }, now);
    return { ok: true as const, changed: true };
  });
}

export type GrantKind = 'programme' | 'admin';

export async function grantsOf(db: Db, userId: string) {
  return db.select({ id: accessGrant.id, kind: accessGrant.kind, grantedAt: accessGrant.grantedAt, revokedAt: accessGrant.revokedAt }).from(accessGrant).where(eq(accessGrant.userId, userId)).orderBy(desc(accessGrant.grantedAt));
}

export const GRANT_PAGE_SIZE = 50;

/** Every grant, newest first, with who made and who revoked it. */
export async function listGrants(db: Db, page = 1) {
  const rows = await db.execute(sql`select g.id, g.kind, g.granted_at, g.revoked_at, u.email, u.id as user_id, gb.email as granted_by, rb.email as revoked_by
    from access_grant g join "user" u on u.id = g.user_id
    left join "user" gb on gb.id = g.granted_by left join "user" rb on rb.id = g.revoked_by
    order by g.granted_at desc, g.id desc limit ${GRANT_PAGE_SIZE} offset ${(Math.max(1, page) - 1) * GRANT_PAGE_SIZE}`);
  return rowsOf<Record<string, unknown>>(rows).map((r) => ({
    id: String(r.id),
    kind: String(r.kind) as GrantKind,
    grantedAt: new Date(String(r.granted_at)),
    revokedAt: r.revoked_at ? new Date(String(r.revoked_at)) : null,
    email: String(r.email),
    userId: String(r.user_id),
    grantedBy: r.granted_by ? String(r.granted_by) : null,
    revokedBy: r.revoked_by ? String(r.revoked_by) : null,
  }));
}

export type GrantResult = { ok: true; userId: string; created: boolean; changed: boolean } | Refused;

/**
 * Grants programme access or the admin role to an address. Without an account one is made (in
 * the chosen language), and the caller sends it a sign-in link. Granting what is already granted
 * changes nothing (a double click is one grant).
 */
export async function grantAccess(db: Db, adminId: string, input: { email: string; kind: GrantKind; locale: Locale }, now = new Date()): Promise<GrantResult> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    let [found] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email)).for('update');
    let created = false;
    if (!found) {
      const id = randomUUID();
      await tx.insert(user).values({ id, email, name: email.split('@')[0]!.slice(0, 60), locale: input.locale, role: input.kind === 'admin' ? 'admin' : 'user', emailVerified: false });
      found = { id, role: input.kind === 'admin' ? 'admin' : 'user' };
      created = true;
    }
    const inserted = await tx.insert(accessGrant).values({ id: randomUUID(), userId: found.id, kind: input.kind, grantedBy: adminId, grantedAt: now }).onConflictDoNothing().returning({ id: accessGrant.id });
    let changed = inserted.length > 0;
    if (input.kind === 'admin' && found.role !== 'admin') {
      await tx.update(user).set({ role: 'admin' }).where(eq(user.id, found.id));
      changed = true;
    }
    if (changed) await recordAudit(tx, { actorId: adminId, action: 'grant', targetUserId: found.id, target: input.kind, detail: { created } }, now);
    return { ok: true as const, userId: found.id, created, changed };
  });
}

export type RevokeResult = { ok: true; changed: boolean } | Refused;

/** Takes back a grant (and, for the admin role, the role itself). The last admin keeps theirs. */
export async function revokeAccess(db: Db, adminId: string, input: { email: string; kind: GrantKind }, now = new Date()): Promise<RevokeResult> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    // Taking back the admin role locks every admin first, always in id order, and only then the
    // person: two admins removing each other wait in turn (no deadlock) and cannot both succeed.
    const admins = input.kind === 'admin' ? await tx.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).orderBy(user.id).for('update') : [];
    const [found] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email)).for('update');
    if (!found) return refuse('not-found', 'email', 'noAccount');
    if (input.kind === 'admin' && found.role === 'admin') {
      if (admins.length <= 1) return refuse('failed-precondition', 'email', found.id === adminId ? 'lastAdminSelf' : 'lastAdmin');
      await tx.update(user).set({ role: 'user' }).where(eq(user.id, found.id));
    }
    const closed = await tx
      .update(accessGrant)
      .set({ revokedAt: now, revokedBy: adminId })
      .where(and(eq(accessGrant.userId, found.id), eq(accessGrant.kind, input.kind), isNull(accessGrant.revokedAt)))
      .returning({ id: accessGrant.id });
    const changed = closed.length > 0 || (input.kind === 'admin' && found.role === 'admin');
    if (changed) await recordAudit(tx, { actorId: adminId, action: 'revoke', targetUserId: found.id, target: input.kind }, now);
    return { ok: true as const, changed };
  });
}

/** The admins there are now, whatever made them admins (a grant, ADMIN_EMAILS or the command line). */
export async function listAdmins(db: Db) {
  return db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(and(eq(user.role, 'admin'), or(isNull(user.banned), eq(user.banned, false)))).orderBy(user.email);
}

/** What the users page shows, on the app's database: a page of the search, and the person opened. */
export async function usersPage(q: string, page: number, openedId: string | undefined) {
  const { db } = await getDb();
  const [list, person] = await Promise.all([searchUsers(db, q, page), openedId ? userSummary(db, openedId) : Promise.resolve(null)]);
  return { list, person };
}

/** What the access page shows, on the app's database: the grants, and the admins there are now. */
export async function accessPage() {
  const { db } = await getDb();
  const [grants, admins] = await Promise.all([listGrants(db), listAdmins(db)]);
  return { grants, admins };
}
