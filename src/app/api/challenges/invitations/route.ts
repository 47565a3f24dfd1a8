import { z } from 'zod';
import { invitationSchema } from '@/features/challenges/rules';
import { answer } from '@/features/challenges/server/answers';
import { invitationUrl, queueInvitationEmailFrom } from '@/features/challenges/server/challenge-emails';
import { createInvitation } from '@/features/challenges/server/challenge-store';
import { programmeEndpoint } from '@/features/survey/server/endpoint';

const schema = invitationSchema.extend({ challengeId: z.string().min(1).max(64) });

/**
 * A new invitation link for one person (the challenge's creator only); with `email`, the link is
 * also sent there, in the language chosen for it, in the same transaction.
 */
export const POST = programmeEndpoint(schema, async ({ db, userId, body, now }) => {
  const outcome = await createInvitation(
    db,
    userId,
    body.challengeId,
    {
      email: body.email?.toLowerCase(),
      locale: body.locale,
      notify: (tx, change) => queueInvitationEmailFrom(tx, userId, body.locale, change),
    },
    now,
  );
  return answer(outcome, ({ invitation }) => ({ id: invitation.id, url: invitationUrl(body.locale, invitation.id), expiresAt: invitation.expiresAt.toISOString(), sentTo: invitation.sentTo }));
});
