import type { Messages } from '@/i18n/messages';

/** What the cravings SOS needs when it opens away from the programme page (GET /api/programme/sos). */
export interface SosData {
  strings: Messages['programme']['sos'];
  triggerLabels: Messages['survey']['triggers']['options'];
  reasons: string[];
  help: Messages['helpNearYou'];
  /** Said when the craving waits on this device to be sent. */
  queuedNote: string;
}
