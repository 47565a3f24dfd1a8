import type { DailyStepContent } from '@/features/content/blocks/schema';
import type { ChallengeView } from '@/features/challenges/view';
import type { Offer } from '@/features/purchases/offer';
import type { Insights } from './log';

/** What GET /api/programme/dashboard answers: everything the person's programme page shows. */
export interface DashboardData {
  name: string;
  /** The server's time of this answer (ISO): the page counts on from it. */
  now: string;
  /** Today in the running attempt's time zone (or UTC without one). */
  today: string;
  attempt: null | { quitDate: string; timeZone: string; quitStart: string; started: boolean; triggers: string[]; strategies: string[]; nrt: string };
  attempts: Array<{ id: string; quitDate: string; timeZone: string; endedAt: string | null }>;
  profile: null | { cigarettesPerDay: number; cigarettesPerPack: number; packPriceMinor: number; currency: string };
  /** The latest survey's reasons (keys, "other" with its text) and triggers. */
  reasons: Array<{ key: string; text?: string }>;
  surveyTriggers: string[];
  slips: Array<{ id: string; occurredAt: string; cigarettes: number; trigger: string }>;
  checkIns: Array<{ day: string; smokeFree: boolean; cravings: number; cravingStrength: number; mood: number; note: string | null; updatedAt: string }>;
  insights: Insights;
  steps: {
    opened: number;
    done: number[];
    titles: Record<number, string>;
    /** The step shown: the one asked for when open, else today's. */
    current: null | { day: number; state: 'ok' | 'notPurchased' | 'missing'; content?: Pick<DailyStepContent, 'title' | 'lesson' | 'task'> };
    /** The days that need a purchase (none while payments are off). */
    locked: number[];
  };
  /** Buying the full programme (decision 0017): null while payments are off, so no price is shown. */
  offer: Offer | null;
  /** The challenges the person is in, with their partners (decision 0016). */
  challenges: ChallengeView[];
  /** Each with the certificate issued for it (decision 0015). */
  milestones: Array<{ kind: string; reachedAt: string; certificateId: string | null }>;
}
