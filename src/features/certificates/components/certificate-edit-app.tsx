'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { LocaleLink } from '@/i18n/link';
import type { Locale } from '@/i18n/locales';
import { routeOfPublicPath } from '@/i18n/pathnames';
import { usePersonalData } from '@/lib/client/use-personal-data';
import { Container } from '@/ui/container';
import { LoadFailed, type LoadFailedStrings } from '@/ui/load-failed';
import type { CertificateEditData } from '../schema';
import { CertificateEditForm, CertificateEditSkeleton, type CertificateEditStrings } from './certificate-edit-form';

/** The edit page's words, the same for everyone (prerendered per locale). */
export interface CertificateEditPageStrings {
  form: CertificateEditStrings;
  view: string;
  loading: string;
  loadFailed: LoadFailedStrings;
}

const REFUSALS = [403, 404] as const;
const noChange = () => () => {};

/**
 * The certificate's id, from the address in the browser: the page is prerendered once per locale
 * for a placeholder id and sent for every id, so neither the server's render nor the route's
 * params know the real one. Null while hydrating (the prerendered HTML has no id in it).
 */
function useCertificateId(): string | null {
  const pathname = usePathname();
  const inBrowser = useSyncExternalStore(noChange, () => true, () => false);
  if (!inBrowser) return null;
  const match = routeOfPublicPath(pathname);
  return match?.route === '/certificate/edit/[id]' ? (match.params.id ?? null) : null;
}

/**
 * The owner's edit page (decision 0025): the same for everyone, one page per locale for every id;
 * the certificate's fields come from GET /api/certificates/[id]. Without a valid session that
 * answer is 401 and the browser goes to the log-in page, which comes back here; someone else's
 * certificate (403) and an unknown id (404) show the site's 403 and 404 contents.
 */
export function CertificateEditApp(props: {
  locale: Locale;
  strings: CertificateEditPageStrings;
  loginPath: string;
  /** The page's heading and lead. */
  intro: ReactNode;
  forbidden: ReactNode;
  notFound: ReactNode;
}) {
  const id = useCertificateId();
  // A new id (a client-side navigation between two certificates) starts afresh.
  return <CertificateEditor key={id ?? ''} id={id} {...props} />;
}

function CertificateEditor({ id, locale, strings, loginPath, intro, forbidden, notFound }: Parameters<typeof CertificateEditApp>[0] & { id: string | null }) {
  const state = usePersonalData<CertificateEditData, (typeof REFUSALS)[number]>(id ? `/api/certificates/${encodeURIComponent(id)}` : null, loginPath, REFUSALS);
  if (state.kind === 'refused') return state.status === 403 ? forbidden : notFound;
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        {intro}
        <p className="mt-4">
          {id && state.kind !== 'loading' ? (
            <LocaleLink locale={locale} href="/certificate/[id]" params={{ id }} className="font-semibold text-brand-800 underline underline-offset-4">
              {strings.view}
            </LocaleLink>
          ) : (
            <span aria-hidden="true" className="animate-pulse rounded bg-line/50 font-semibold text-transparent motion-reduce:animate-none">
              {strings.view}
            </span>
          )}
        </p>
        <div className="mt-8">
          {state.kind === 'ready' && id ? (
            <CertificateEditForm
              id={id}
              initial={{ displayName: state.data.displayName, dedication: state.data.dedication ?? '', visibility: state.data.visibility, indexable: state.data.indexable, locale: state.data.locale ?? locale }}
              strings={strings.form}
            />
          ) : state.kind === 'failed' ? (
            <LoadFailed offline={state.offline} strings={strings.loadFailed} onRetry={state.retry} />
          ) : (
            <CertificateEditSkeleton strings={strings.form} loading={strings.loading} />
          )}
        </div>
      </div>
    </Container>
  );
}
