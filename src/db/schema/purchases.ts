import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Purchases of the programme (decision 0017): one-time, one price per currency, through the test
// checkout or Stripe. Access follows the purchase's status, which only the provider's confirmed
// events change; every event is recorded once, so a repeated one changes nothing.

export const purchaseStatus = pgEnum('purchase_status', ['pending', 'paid', 'declined', 'refunded', 'disputed']);
export const paymentProvider = pgEnum('payment_provider', ['test', 'stripe']);

export const purchase = pgTable(
  'purchase',
  {
    /** 128 random bits: the purchase's id in addresses (the checkout's return page). */
    id: text('id').primaryKey(),
    /** Shown to the buyer and to operators ("EX-7K2M-9QF4"), unique. */
    reference: text('reference').notNull(),
    /** Kept when the account is deleted (a sale stays in the books), without the person. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: paymentProvider('provider').notNull(),
    /** The provider's checkout session, set when the checkout is made. */
    providerSessionId: text('provider_session_id'),
    /** The provider's payment (Stripe's payment intent), set when it is paid. */
    providerPaymentId: text('provider_payment_id'),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    status: purchaseStatus('status').notNull().default('pending'),
    /** The buyer's language, for the receipt. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When a refund or a lost dispute took access back. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchase_reference_idx').on(t.reference),
    uniqueIndex('purchase_session_idx').on(t.provider, t.providerSessionId).where(sql`provider_session_id is not null`),
    index('purchase_payment_idx').on(t.provider, t.providerPaymentId),
    index('purchase_user_idx').on(t.userId, t.status),
    index('purchase_created_idx').on(t.createdAt),
  ],
);

/** Each provider event handled, once: a repeated delivery finds its id here and changes nothing. */
export const paymentEvent = pgTable('payment_event', {
  provider: paymentProvider('provider').notNull(),
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  purchaseId: text('purchase_id').references(() => purchase.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
