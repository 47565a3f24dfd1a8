import type { purchase } from '@/db/schema';
import type { Currency, Prices } from './prices';

// What the browser learns about buying the programme (the dashboard's `offer`, the checkout page's
// status): types only, shared by the server that fills them and the components that show them.

export type PaymentsMode = 'test' | 'stripe';
export type PurchaseStatus = (typeof purchase.$inferSelect)['status'];

/** What the programme page shows about buying, or null while payments are off (no price anywhere). */
export interface Offer {
  mode: PaymentsMode;
  prices: Prices;
  /** The currency offered first: the person's choice, else their language's. */
  currency: Currency;
  purchased: boolean;
  /** The latest checkout not finished yet, for the page that waits for its confirmation. */
  pending: { id: string; status: PurchaseStatus } | null;
}

/** A purchase as its buyer sees it on the checkout page and in GET /api/purchases/[id]. */
export interface PurchaseView {
  id: string;
  status: PurchaseStatus;
  provider: 'test' | 'stripe';
  reference: string;
  amountMinor: number;
  currency: string;
  /** Whether the buyer has the full programme now (a refunded second payment leaves it unlocked). */
  unlocked: boolean;
}
