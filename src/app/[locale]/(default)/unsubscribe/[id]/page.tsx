import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EmailPreferencesFields } from '@/features/mail/components/email-preferences-form';
import { openUnsubscribeLink } from '@/features/mail/server/unsubscribe';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale } from '@/features/shell/server/page-locale';
import { publicPath } from '@/i18n/pathnames';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Container } from '@/ui/container';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ done?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  return pageMetadata(locale, '/unsubscribe/[id]', 'unsubscribe', { noindex: true, params: { id } });
}

/**
 * The page behind every unsubscribe link: leave the email's category with one button, or choose
 * every category. Plain forms that post to this same address, so it works without JavaScript
 * (the proxy hands those POSTs to /api/email/unsubscribe). Opening the page changes nothing:
 * mail scanners open links too.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [{ id }, { done }] = await Promise.all([params, searchParams]);
  const opened = await openUnsubscribeLink(id);
  if (!opened) notFound();
  const [t, categories] = await Promise.all([getTranslations({ locale, namespace: 'unsubscribe' }), getTranslations({ locale, namespace: 'emailCategories' })]);
  const action = publicPath('/unsubscribe/[id]', locale, { id });
  const category = categories(`${opened.category}.name`);
  const left = !opened.preferences[opened.category];
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 break-words text-ink-muted">{t('lead', { address: opened.address })}</p>
        {done === 'saved' ? (
          <div className="mt-6">
            <Alert tone="success">{t('saved')}</Alert>
          </div>
        ) : null}
        {left ? (
          <div className="mt-6">
            <Alert tone="success">{t('left', { address: opened.address, category })}</Alert>
          </div>
        ) : (
          <Card className="mt-6">
            <form method="post" action={action}>
              <p className="text-ink-muted">{t('leaveHint')}</p>
              <Button type="submit" name="action" value="leave" className="mt-4">
                {t('leave', { category })}
              </Button>
            </form>
          </Card>
        )}
        <Card className="mt-6">
          <form method="post" action={action}>
            <fieldset>
              <legend className="text-lg font-semibold">{categories('account.name')}</legend>
              <p className="mt-1 text-sm text-ink-muted">{t('accountAlways')}</p>
            </fieldset>
            <div className="mt-6">
              <EmailPreferencesFields locale={locale} preferences={opened.preferences} />
            </div>
            <Button type="submit" name="action" value="save" variant="secondary" className="mt-6">
              {t('save')}
            </Button>
          </form>
        </Card>
      </div>
    </Container>
  );
}
