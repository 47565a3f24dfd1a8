import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { requireAdmin } from '@/features/auth/server/require-admin';
import { isOptionalCategory } from '@/features/mail/categories';
import { listRecentEmails } from '@/features/mail/server/list-outbox';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { localeTags } from '@/i18n/locales';
import { Alert } from '@/ui/alert';
import { cn } from '@/ui/cn';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/admin/email', 'adminEmail', { noindex: true });
}

const statusTone = {
  pending: 'bg-info-50 text-info-700',
  sending: 'bg-info-50 text-info-700',
  sent: 'bg-success-50 text-success-700',
  failed: 'bg-danger-50 text-danger-700',
  held: 'bg-sun-100 text-ink',
  skipped: 'bg-canvas text-ink-muted ring-1 ring-line',
} as const;

export default async function AdminEmailPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  const [t, categories, page, emails] = await Promise.all([
    getTranslations({ locale, namespace: 'adminMail' }),
    getTranslations({ locale, namespace: 'emailCategories' }),
    getTranslations({ locale, namespace: 'pages.adminEmail' }),
    listRecentEmails(),
  ]);
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeStyle: 'short' });
  const categoryName = (category: string) => (isOptionalCategory(category) ? categories(`${category}.name`) : category);
  return (
    <div className="p-4 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{page('title')}</h1>
      <p className="mt-2 text-ink-muted">{page('lead')}</p>
      {env().SMTP_URL ? null : (
        <div className="mt-6 max-w-3xl">
          <Alert tone="warning">{t('heldNotice')}</Alert>
        </div>
      )}
      {emails.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t('empty')}</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-2xl bg-surface ring-1 ring-line">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-canvas text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">{t('created')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('to')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('subject')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('status')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('attempts')}</th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} className="border-t border-line align-top">
                  <td className="whitespace-nowrap px-4 py-3">{date.format(email.createdAt)}</td>
                  <td className="px-4 py-3">{email.toAddress}</td>
                  <td className="px-4 py-3">
                    <p>{email.subject}</p>
                    <details className="mt-1">
                      <summary className="cursor-pointer text-brand-800">{t('showText')}</summary>
                      <pre className="mt-2 max-w-xl whitespace-pre-wrap break-words font-sans text-ink-muted">{email.textBody}</pre>
                    </details>
                    {email.status === 'skipped' && email.skipReason?.startsWith('unsubscribed:') ? (
                      <p className="mt-1 text-ink-muted" data-testid="skip-reason">
                        {t('skippedUnsubscribed', { category: categoryName(email.skipReason.slice('unsubscribed:'.length)) })}
                      </p>
                    ) : null}
                    {email.lastError ? (
                      <p className="mt-1 text-danger-700">
                        {t('lastError')}: {email.lastError}
                      </p>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', statusTone[email.status])}>
                      {t(`statuses.${email.status}`)}
                    </span>
                  </td>
                  <td className="px-4 py-3">{email.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
