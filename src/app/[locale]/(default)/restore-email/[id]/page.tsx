import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { openRestoreLink } from '@/features/auth/server/restore-email';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale } from '@/features/shell/server/page-locale';
import { LocaleLink } from '@/i18n/link';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ done?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  return pageMetadata(locale, '/restore-email/[id]', 'restoreEmail', { noindex: true, params: { id } });
}

/**
 * The page behind the "undo this change" link of an address-changed notice
 * (src/features/auth/server/restore-email.ts). Opening it changes nothing (mail scanners open
 * links too): a plain form, which works without JavaScript, asks for the change to be undone.
 */
export default async function RestoreEmailPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [{ id }, { done }] = await Promise.all([params, searchParams]);
  const opened = await openRestoreLink(id);
  if (!opened) notFound();
  const t = await getTranslations({ locale, namespace: 'restoreEmail' });
  const { previous, current } = opened.claims;
  const justRestored = done === 'restored' && opened.state === 'restored';
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        {opened.state === 'ready' ? (
          <>
            <p className="mt-3 break-words text-ink-muted">{t('lead', { previous, current })}</p>
            <Card className="mt-6">
              <form method="post" action="/api/account/restore-email">
                <input type="hidden" name="token" value={id} />
                <input type="hidden" name="locale" value={locale} />
                <p className="break-words text-ink-muted">{t('confirmHint', { previous })}</p>
                <Button type="submit" className="mt-4">
                  {t('confirm')}
                </Button>
              </form>
            </Card>
            <p className="mt-6 text-sm text-ink-muted">{t('yourself')}</p>
          </>
        ) : (
          <div className="mt-6 space-y-6">
            <Alert tone={opened.state === 'restored' ? 'success' : 'warning'}>
              <span className="break-words" data-testid="restore-state">
                {opened.state === 'restored' ? (justRestored ? t('restored', { previous }) : t('already', { previous })) : t('taken', { previous })}
              </span>
            </Alert>
            {opened.state === 'restored' ? (
              <LocaleLink locale={locale} href="/login" className={buttonClasses('primary')}>
                {t('logIn')}
              </LocaleLink>
            ) : (
              <LocaleLink locale={locale} href="/help" className={buttonClasses('secondary')}>
                {t('help')}
              </LocaleLink>
            )}
          </div>
        )}
      </div>
    </Container>
  );
}
