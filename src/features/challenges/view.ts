import type { Preset } from './rules';

// What a partner sees of a challenge on the programme page (decision 0016): shared by the
// server that builds it and the page that shows it.

export interface PartnerView {
  /** Opaque to the page: used to address an encouragement. */
  id: string;
  name: string;
  you: boolean;
  creator: boolean;
  /** Present for those still in; a partner who left shows only their name and `left`. */
  progress: { daysKept: number; daysSoFar: number; streak: number; checkedInToday: boolean; milestones: string[] } | null;
  left: boolean;
}

export interface ChallengeView {
  id: string;
  kind: 'together' | 'smokeFree';
  days: number | null;
  startDate: string;
  lastDay: string | null;
  message: string | null;
  youCreated: boolean;
  /** The viewer's own calendar day. */
  today: string;
  over: boolean;
  partners: PartnerView[];
  /** The open invitations, for the creator only. */
  invitations: Array<{ id: string; sentTo: string | null; expiresAt: string }>;
  /** Encouragements to the viewer in this challenge, newest first. */
  encouragements: Array<{ from: string; preset: Preset | null; text: string | null; sentAt: string }>;
  certificateId: string | null;
}
