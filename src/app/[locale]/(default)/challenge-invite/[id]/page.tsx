import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getSession } from '@/features/auth/server/auth';
import { AcceptButton } from '@/features/challenges/components/accept-button';
import { MAX_PARTNERS, lastDay } from '@/features/challenges/rules';
import { invitationFor } from '@/features/challenges/server/challenge-store';
import { formatDay } from '@/features/programme/progress';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale } from '@/features/shell/server/page-locale';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { requestNow } from '@/lib/server/clock';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { Container } from '@/ui/container';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  return pageMetadata(locale, '/challenge-invite/[id]', 'challengeInvite', { noindex: true, params: { id } });
}

/**
 * An invitation to quit together (decision 0016): who invites (display name only), the challenge,
 * its dates and message. A visitor signs in or registers and comes back; someone signed in joins
 * with one click. Every state that cannot be joined has its own explanation.
 */
export default async function ChallengeInvitePage({ params }: Props) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  const session = await getSession();
  const view = await invitationFor(id, session?.user.id ?? null, await requestNow());
  if (!view) notFound();
  const [messages, t] = await Promise.all([loadMessages(locale), getTranslations({ locale, namespace: 'challenges' })]);
  const here = publicPath('/challenge-invite/[id]', locale, { id });
  const programme = publicPath('/quit-smoking', locale);
  const { challenge, invitation, state, viewer } = view;
  const day = (value: string) => formatDay(value, locale);
  const end = lastDay(challenge);

  // What stands in the way of joining, if anything: the person's relation first, then the link's state.
  const refusal =
    viewer === 'own' ? 'own' : viewer === 'alreadyIn' ? 'alreadyIn' : state !== 'open' ? state : view.partners >= MAX_PARTNERS ? 'full' : null;
  // A link that can no longer be used shows only why: the challenge is not anyone's business any more.
  const details = refusal === null || refusal === 'own' || refusal === 'alreadyIn';

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('invite.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{messages.pages.challengeInvite.title}</h1>
        {details ? (
          <>
            <p className="mt-4 text-lg break-words">{t('invite.invites', { name: view.inviterName })}</p>
            <section aria-labelledby="invite-challenge" className="mt-8 rounded-[var(--radius-card)] border border-line bg-surface p-6">
              <h2 id="invite-challenge" className="text-sm font-semibold text-ink-muted">
                {t('invite.challenge')}
              </h2>
              <p className="mt-1 text-xl font-bold" data-testid="invite-challenge">
                {challenge.kind === 'together' ? t('panel.together', { date: day(challenge.startDate) }) : t('panel.smokeFree', { days: challenge.days ?? 0 })}
              </p>
              {end ? <p className="mt-1 text-ink-muted">{t('panel.runs', { start: day(challenge.startDate), end: day(end) })}</p> : null}
              {challenge.message ? (
                <figure className="mt-4 rounded-2xl bg-brand-50 p-4">
                  <figcaption className="text-sm font-semibold break-words">{t('panel.messageFrom', { name: view.inviterName })}</figcaption>
                  <blockquote className="mt-1 break-words whitespace-pre-line" data-testid="invite-message">
                    {challenge.message}
                  </blockquote>
                </figure>
              ) : null}
              <p className="mt-4 text-sm text-ink-muted">{t('invite.people', { count: view.partners, max: MAX_PARTNERS })}</p>
              {refusal === null ? <p className="mt-1 text-sm text-ink-muted">{t('invite.expires', { date: formatDay(invitation.expiresAt.toISOString().slice(0, 10), locale) })}</p> : null}
            </section>
            <p className="mt-6 text-sm text-ink-muted">{t('invite.shared')}</p>
          </>
        ) : null}
        <div className="mt-8" data-testid="invite-action">
          {refusal ? (
            <div className="space-y-4">
              <Alert tone={refusal === 'own' || refusal === 'alreadyIn' ? 'info' : 'warning'}>{t(`refusals.${refusal}`)}</Alert>
              {session ? (
                <a href={programme} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                  {t('invite.toProgramme')}
                </a>
              ) : null}
            </div>
          ) : viewer === 'visitor' ? (
            <div className="space-y-4">
              <p>{t('invite.visitorLead')}</p>
              <div className="flex flex-wrap gap-3">
                <a className={buttonClasses('primary', 'lg')} href={`${publicPath('/register', locale)}?redirect=${encodeURIComponent(here)}`}>
                  {t('invite.register')}
                </a>
                <a className={buttonClasses('secondary', 'lg')} href={`${publicPath('/login', locale)}?redirect=${encodeURIComponent(here)}`}>
                  {t('invite.signIn')}
                </a>
              </div>
            </div>
          ) : (
            <AcceptButton
              invitationId={id}
              programmePath={programme}
              strings={{
                accept: t('invite.accept'),
                accepting: t('invite.accepting'),
                accepted: t('invite.accepted'),
                toProgramme: t('invite.toProgramme'),
                failed: t('invite.failed'),
                offline: t('invite.offline'),
                refusals: messages.challenges.refusals,
              }}
            />
          )}
        </div>
      </div>
    </Container>
  );
}
