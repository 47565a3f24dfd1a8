import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getSession } from '@/features/auth/server/auth';
import { CheckoutView } from '@/features/purchases/components/checkout-view';
import { EarlySubmitGuard } from '@/features/shell/components/early-submit-guard';
import { purchaseStatusFor } from '@/features/purchases/server/checkout';
import { paymentsMode } from '@/features/purchases/server/mode';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale } from '@/features/shell/server/page-locale';
import { loadMessages } from '@/i18n/messages';
import { publicPath } from '@/i18n/pathnames';
import { Container } from '@/ui/container';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  return pageMetadata(locale, '/checkout/[id]', 'checkout', { noindex: true, params: { id } });
}

/**
 * A purchase's checkout and its outcome (decision 0017), for its buyer only: visitors sign in and
 * come back; anyone else's purchase, like an unknown id, is 404, so ids are not confirmed. Stripe
 * sends the buyer back here; the page shows the state of now, and waits for the webhook if need be.
 */
export default async function CheckoutPage({ params }: Props) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params]);
  const session = await getSession();
  if (!session) redirect(`${publicPath('/login', locale)}?redirect=${encodeURIComponent(publicPath('/checkout/[id]', locale, { id }))}`);
  const [purchase, mode, messages] = await Promise.all([purchaseStatusFor(session.user.id, id), paymentsMode(), loadMessages(locale)]);
  if (!purchase) notFound();
  return (
    <Container className="py-10 sm:py-16">
      {mode === 'test' ? <EarlySubmitGuard /> : null}
      <div className="mx-auto max-w-2xl">
        <CheckoutView purchase={purchase} testMode={mode === 'test'} locale={locale} strings={messages.purchases} programme={publicPath('/quit-smoking', locale)} />
      </div>
    </Container>
  );
}
