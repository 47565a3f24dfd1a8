import type { Messages } from '@/i18n/messages';

/** The words the challenge panel needs, passed from the page (the catalog's `challenges` and milestone names). */
export interface ChallengeStrings {
  panel: Messages['challenges']['panel'];
  presets: Messages['challenges']['presets'];
  refusals: Messages['challenges']['refusals'];
  milestones: Messages['programme']['milestones']['kinds'];
}

/** Every message a challenge form can show: its field problems and the server's refusals. */
export const problemsOf = (strings: ChallengeStrings) => ({ ...strings.panel.errors, ...strings.refusals });
export type ProblemKey = keyof ReturnType<typeof problemsOf>;
