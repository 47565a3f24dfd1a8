import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { challengePartner } from '@/db/schema';
import { invitationSchema } from '@/features/challenges/rules';
import { answer } from '@/features/challenges/server/answers';
import { invitationUrl, queueInvitationEmail } from '@/features/challenges/server/challenge-emails';
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
      notify: async (tx, { invitation, challenge }) => {
        if (!invitation.sentTo) return;
        const [inviter] = await tx
          .select({ displayName: challengePartner.displayName })
          .from(challengePartner)
          .where(and(eq(challengePartner.challengeId, challenge.id), eq(challengePartner.userId, userId)));
        await queueInvitationEmail(tx, { address: invitation.sentTo, locale: body.locale, inviterName: inviter?.displayName ?? '', challenge, invitationId: invitation.id });
      },
    },
    now,
  );
  return answer(outcome, ({ invitation }) => ({ id: invitation.id, url: invitationUrl(body.locale, invitation.id), expiresAt: invitation.expiresAt.toISOString(), sentTo: invitation.sentTo }));
});
