import { FREE_STEP_DAYS } from './steps';

// The one place that decides whether a person may open a daily step. Days 1–3 are free; the
// rest need the programme purchase once payments are switched on. Until then everything is free.
// The purchases capability answers `purchased` and switches `paymentsOn`; nothing else changes.

export interface Entitlement {
  /** Whether payments are switched on for this installation. */
  paymentsOn: boolean;
  /** Whether the person has bought the programme. */
  purchased: boolean;
}

/** Payments are not switched on yet: no step is locked behind a purchase. */
export const CURRENT_ENTITLEMENT: Entitlement = { paymentsOn: false, purchased: false };

export function canOpenStep(day: number, entitlement: Entitlement): boolean {
  return day <= FREE_STEP_DAYS || !entitlement.paymentsOn || entitlement.purchased;
}
