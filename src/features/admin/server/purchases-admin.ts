import 'server-only';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import type { Db } from '@/db/create';
import { adminAudit, purchase, purchaseStatus, user } from '@/db/schema';
import { CURRENCIES } from '@/features/purchases/prices';
import { applyPaymentEvent, type Purchase } from '@/features/purchases/server/purchase-store';
import { refundStripePayment } from '@/features/purchases/server/stripe';
import { errorFields, log } from '@/lib/logger';
import { recordAudit } from './audit';
import { refuse, type Refused } from './endpoint';
import { containing, endOfDay, searchText, startOfDay } from './search-params';
import { isCalendarDay } from '@/lib/calendar-day';

// The purchases table of the admin area: search, filters, sorting and paging done by the
// database; the same filters give the CSV export. Refunds go through the purchase's provider.

export const PURCHASE_PAGE_SIZE = 25;
/** A purchase's states, in the order the status filter offers them. */
export const PURCHASE_STATUSES = purchaseStatus.enumValues;

/** The table's state as it stands in the address (every value checked; anything else is ignored). */
export const purchaseQuery = z.object({
  q: z.string().catch('').transform(searchText),
  status: z.enum(purchaseStatus.enumValues).optional().catch(undefined),
  currency: z.enum(CURRENCIES).optional().catch(undefined),
  from: z.string().refine(isCalendarDay).optional().catch(undefined),
  to: z.string().refine(isCalendarDay).optional().catch(undefined),
  sort: z.enum(['created', 'amount', 'status', 'paid']).catch('created'),
  dir: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type PurchaseQuery = z.infer<typeof purchaseQuery>;

export function purchaseQueryFrom(params: URLSearchParams | Record<string, string | string[] | undefined>): PurchaseQuery {
  const get = (key: string) => (params instanceof URLSearchParams ? params.get(key) : [params[key]].flat()[0]) ?? undefined;
  return purchaseQuery.parse({ q: get('q') ?? '', status: get('status') || undefined, currency: get('currency') || undefined, from: get('from') || undefined, to: get('to') || undefined, sort: get('sort'), dir: get('dir'), page: get('page') ?? 1 });
}


function whereOf(query: PurchaseQuery): SQL | undefined {
  const text = query.q ? containing(query.q) : null;
  return and(
    text ? or(ilike(user.email, text), ilike(purchase.reference, text)) : undefined,
    query.status ? eq(purchase.status, query.status) : undefined,
    query.currency ? eq(purchase.currency, query.currency) : undefined,
    query.from ? gte(purchase.createdAt, startOfDay(query.from)) : undefined,
    query.to ? lt(purchase.createdAt, endOfDay(query.to)) : undefined,
  );
}

const columns = {
  id: purchase.id,
  reference: purchase.reference,
  email: user.email,
  userId: purchase.userId,
  provider: purchase.provider,
  currency: purchase.currency,
  amountMinor: purchase.amountMinor,
  status: purchase.status,
  locale: purchase.locale,
  createdAt: purchase.createdAt,
  paidAt: purchase.paidAt,
  revokedAt: purchase.revokedAt,
};

function orderOf(query: PurchaseQuery) {
  const column = { created: purchase.createdAt, amount: purchase.amountMinor, status: purchase.status, paid: purchase.paidAt }[query.sort];
  const by = query.dir === 'asc' ? asc : desc;
  return [by(column), by(purchase.id)];
}

export type PurchaseRow = Awaited<ReturnType<typeof listPurchases>>['rows'][number];

export async function listPurchases(db: Db, query: PurchaseQuery) {
  const where = whereOf(query);
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(purchase)
      .leftJoin(user, eq(user.id, purchase.userId))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(PURCHASE_PAGE_SIZE)
      .offset((query.page - 1) * PURCHASE_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(purchase).leftJoin(user, eq(user.id, purchase.userId)).where(where),
  ]);
  return { rows, total: count?.n ?? 0, page: query.page, pageSize: PURCHASE_PAGE_SIZE };
}

/** One purchase with its buyer and the admin actions on it (the detail view). */
export async function purchaseDetail(db: Db, id: string) {
  const [row] = await db
    .select({ ...columns, providerSessionId: purchase.providerSessionId, providerPaymentId: purchase.providerPaymentId, name: user.name })
    .from(purchase)
    .leftJoin(user, eq(user.id, purchase.userId))
    .where(eq(purchase.id, id));
  if (!row) return null;
  const actions = await db.select({ at: adminAudit.at, action: adminAudit.action, detail: adminAudit.detail }).from(adminAudit).where(eq(adminAudit.target, row.reference)).orderBy(desc(adminAudit.at));
  return { ...row, actions };
}

/** What the purchases page shows, on the app's database: a page of the table, and the purchase opened. */
export async function purchasesPage(query: PurchaseQuery, openedId: string | undefined) {
  const { db } = await getDb();
  const [list, detail] = await Promise.all([listPurchases(db, query), openedId ? purchaseDetail(db, openedId) : Promise.resolve(null)]);
  return { list, detail };
}

const CSV_LIMIT = 100_000;
const cell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value);
  // Quoted always; a leading formula character is defused so a spreadsheet does not run it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const CSV_HEADER = ['reference', 'email', 'status', 'currency', 'amount', 'provider', 'created_at', 'paid_at', 'revoked_at', 'locale'] as const;

/** The filtered rows (all pages, in the table's order) as CSV with a header line. */
export async function purchasesCsv(db: Db, query: PurchaseQuery): Promise<string> {
  const rows = await db
    .select(columns)
    .from(purchase)
    .leftJoin(user, eq(user.id, purchase.userId))
    .where(whereOf(query))
    .orderBy(...orderOf(query))
    .limit(CSV_LIMIT);
  const lines = rows.map((r) =>
    [r.reference, r.email, r.status, r.currency, (r.amountMinor / 100).toFixed(2), r.provider, r.createdAt, r.paidAt, r.revokedAt, r.locale].map(cell).join(','),
  );
  return [CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

export type RefundResult = { ok: true; status: 'refunded' | 'requested' | 'alreadyRefunded' } | Refused;

/**
 * Refunds a paid purchase in full. The test provider refunds at once through the same event path
 * as Stripe's webhook; Stripe is asked with an idempotency key, and its refund event takes access
 * back. A second click changes nothing and refunds nothing twice.
 */
export async function refundPurchase(db: Db, adminId: string, purchaseId: string, now = new Date()): Promise<RefundResult> {
  const [found] = await db.select().from(purchase).where(eq(purchase.id, purchaseId));
  if (!found) return refuse('not-found', 'form', 'notFound');
  if (found.status === 'refunded') return { ok: true, status: 'alreadyRefunded' };
  if (found.status !== 'paid' || !found.providerPaymentId) return refuse('failed-precondition', 'form', 'notRefundable');
  const audit = (tx: Db, after: Purchase) => recordAudit(tx, { actorId: adminId, action: 'refund', targetUserId: after.userId, target: after.reference, detail: { amountMinor: after.amountMinor, currency: after.currency, provider: after.provider } }, now);
  if (found.provider === 'test') {
    const result = await applyPaymentEvent(db, { kind: 'refunded', provider: 'test', eventId: `test_refund_${found.id}`, paymentId: found.providerPaymentId }, now, undefined, audit);
    return { ok: true, status: result === 'applied' ? 'refunded' : 'alreadyRefunded' };
  }
  try {
    await refundStripePayment(found.providerPaymentId, found.id);
  } catch (error) {
    // Nothing changed here; the same idempotency key makes a later try the same refund.
    log.error('stripe refund failed', { purchase: found.id, ...errorFields(error) });
    return refuse('unavailable', 'form', 'providerUnavailable');
  }
  // Asked again (a double click, a retry): Stripe answers the same refund, the log keeps one entry.
  await recordAudit(db, { actorId: adminId, action: 'refund', targetUserId: found.userId, target: found.reference, detail: { amountMinor: found.amountMinor, currency: found.currency, provider: found.provider }, onceAs: `refund-${found.id}` }, now);
  return { ok: true, status: 'requested' };
}
