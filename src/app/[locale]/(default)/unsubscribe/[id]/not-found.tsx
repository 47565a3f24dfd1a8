import type { Metadata } from 'next';
import { UnsubscribeInvalid } from '@/features/mail/components/email-link-invalid';
import { notFoundMetadata } from '@/features/shell/components/not-found-view';
import { currentLocale } from '@/features/shell/server/page-locale';

// Any unsubscribe link that does not open (malformed, forged, account gone): 404, nothing changed.
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale());
}

export default async function UnsubscribeNotFound() {
  return <UnsubscribeInvalid locale={await currentLocale()} />;
}
