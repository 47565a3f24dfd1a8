import { FREE_STEP_DAYS } from './steps';

// The one place that decides whether a person may open a daily step. Days 1–3 are free; the
// rest need the programme purchase when payments are switched on (PAYMENTS=test or stripe);
// with PAYMENTS=off everything is free. entitlementOf (server/steps-store.ts) fills this in.

export interface Entitlement {
  /** Whether payments are switched on for this installation. */
  paymentsOn: boolean;
  /** Whether the person has bought the programme. */
  purchased: boolean;
}

/** Payments switched off: no step is locked behind a purchase. */
export const FREE_ENTITLEMENT: Entitlement = { paymentsOn: false, purchased: false };

export function canOpenStep(day: number, entitlement: Entitlement): boolean {
  return day <= FREE_STEP_DAYS || !entitlement.paymentsOn || entitlement.purchased;
}
