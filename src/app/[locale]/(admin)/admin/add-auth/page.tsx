import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { AdminHeading } from '@/features/admin/components/admin-heading';
import { GrantForm } from '@/features/admin/components/grant-form';
import { AdminTable, bodyRow, headRow, td, th } from '@/features/admin/components/table';
import { accessPage } from '@/features/admin/server/users-admin';
import { requireAdmin } from '@/features/auth/server/require-admin';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { localeTags } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { Alert } from '@/ui/alert';
import { cn } from '@/ui/cn';
import { dateTimeFormat } from '@/lib/intl-formats';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/admin/add-auth', 'adminAddAuth', { noindex: true });
}

export default async function AdminAccessPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  const [t, page, messages, { grants, admins }] = await Promise.all([
    getTranslations({ locale, namespace: 'admin' }),
    getTranslations({ locale, namespace: 'pages.adminAddAuth' }),
    loadMessages(locale),
    accessPage(),
  ]);
  const when = dateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeStyle: 'short' });
  const users = publicPath('/admin/users', locale);

  return (
    <div className="space-y-8 p-4 sm:p-8">
      <AdminHeading title={page('title')} lead={page('lead')} />
      {env().PAYMENTS === 'off' ? <div className="max-w-xl"><Alert tone="info">{t('access.paymentsOff')}</Alert></div> : null}
      <GrantForm strings={messages.admin.access} errors={messages.admin.errors} common={messages.admin.common} locale={locale} />

      <section aria-labelledby="grants-title">
        <h2 id="grants-title" className="text-xl font-bold">{t('access.listTitle')}</h2>
        {grants.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('access.empty')}</p>
        ) : (
          <AdminTable caption={t('access.listTitle')}>
            <thead className={headRow}>
              <tr>
                <th scope="col" className={th}>{t('access.columns.person')}</th>
                <th scope="col" className={th}>{t('access.columns.kind')}</th>
                <th scope="col" className={th}>{t('access.columns.granted')}</th>
                <th scope="col" className={th}>{t('access.columns.revoked')}</th>
              </tr>
            </thead>
            <tbody>
              {grants.map((g) => (
                <tr key={g.id} className={bodyRow} data-testid="grant-row">
                  <td className={cn(td, 'whitespace-nowrap')}><a className="text-brand-800 underline" href={`${users}?id=${encodeURIComponent(g.userId)}`}>{g.email}</a></td>
                  <td className={td}>{t(`access.kinds.${g.kind}`)}</td>
                  <td className={td}>{when.format(g.grantedAt)}<span className="block text-xs text-ink-muted">{g.grantedBy ?? t('common.deletedAccount')}</span></td>
                  <td className={td}>{g.revokedAt ? <>{when.format(g.revokedAt)}<span className="block text-xs text-ink-muted">{g.revokedBy ?? t('common.deletedAccount')}</span></> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </section>

      <section aria-labelledby="admins-title">
        <h2 id="admins-title" className="text-xl font-bold">{t('access.adminsTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('access.adminsLead')}</p>
        <ul className="mt-3 space-y-1" data-testid="admins">
          {admins.map((a) => (
            <li key={a.id} className="[overflow-wrap:anywhere]"><a className="text-brand-800 underline" href={`${users}?id=${encodeURIComponent(a.id)}`}>{a.email}</a> · {a.name}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
