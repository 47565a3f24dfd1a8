import 'server-only';
import type { Db } from '@/db/create';
import { issueChallengeCertificate } from '@/features/certificates/server/issue-certificates';
import { challengeCertificateKind } from '../rules';
import type { ChallengeView } from '../view';

/**
 * Issues a certificate to the viewer for each smoke-free challenge that is over and that they kept
 * every day of (checked in smoke-free), once. The certificate's date is the challenge's last day.
 * Returns whether one was issued now.
 */
export async function issueEarnedChallengeCertificates(db: Db, userId: string, views: readonly ChallengeView[], now = new Date()): Promise<boolean> {
  let issued = false;
  for (const view of views) {
    if (view.kind !== 'smokeFree' || !view.over || view.certificateId || !view.days || !view.lastDay) continue;
    const me = view.partners.find((p) => p.you);
    if (!me?.progress || me.progress.daysKept < view.days) continue;
    // Midday UTC of the last day: the same calendar date wherever it is read.
    if (await issueChallengeCertificate(db, userId, view.id, challengeCertificateKind(view.days), new Date(`${view.lastDay}T12:00:00Z`), now)) issued = true;
  }
  return issued;
}
