import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { formatAmount } from '../format';
import type { PurchaseView } from '../offer';
import { PaymentWaiting } from './payment-waiting';
import { TestCheckout } from './test-checkout';

type Strings = Messages['purchases'];

export interface CheckoutViewProps {
  purchase: PurchaseView;
  /** Whether the test provider may finish this purchase now (PAYMENTS=test, a test purchase). */
  testMode: boolean;
  locale: Locale;
  strings: Strings;
  /** The programme page in the locale. */
  programme: string;
}

/**
 * A purchase as its buyer sees it, by status: the test checkout, the wait for Stripe's
 * confirmation, thanks, or why it did not (or no longer) give the programme. Each state says so in
 * words, not by colour only.
 */
export function CheckoutView({ purchase, testMode, locale, strings, programme }: CheckoutViewProps) {
  const t = strings.checkout;
  const summary = <Summary purchase={purchase} locale={locale} strings={strings} />;
  const link = (label: string, primary = false) => (
    <a href={programme} className={primary ? buttonClasses('primary', 'lg') : 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4'}>
      {label}
    </a>
  );

  switch (purchase.status) {
    case 'pending':
      if (purchase.provider === 'test' && testMode)
        return (
          <>
            <div className="mb-6 rounded-[var(--radius-card)] border-2 border-dashed border-sun-500 bg-sun-100 p-4 sm:p-5" data-testid="test-banner">
              <p className="text-lg font-bold">
                <span aria-hidden="true">⚠ </span>
                {t.testBanner}
              </p>
              <p className="mt-1 text-sm">{t.testLead}</p>
            </div>
            <State title={t.title}>
              {summary}
              <TestCheckout id={purchase.id} strings={{ complete: t.complete, decline: t.decline, working: t.working, errors: strings.errors }} />
            </State>
          </>
        );
      if (purchase.provider === 'stripe')
        return (
          <State title={t.waitingTitle} lead={t.waitingLead}>
            <PaymentWaiting id={purchase.id} strings={{ waiting: t.waiting, slow: t.slow, reload: t.reload }} />
            {summary}
          </State>
        );
      // A test purchase once test mode is switched off: nothing can finish it any more.
      return (
        <State title={t.closedTitle} lead={t.closedLead}>
          {summary}
          {link(t.backToProgramme)}
        </State>
      );
    case 'paid':
      return (
        <State title={t.paidTitle}>
          <Alert tone="success" title={t.paidLead}>
            {t.receipt}
          </Alert>
          {summary}
          {link(t.toProgramme, true)}
        </State>
      );
    case 'declined':
      return (
        <State title={t.declinedTitle} lead={t.declinedLead}>
          {summary}
          {link(t.tryAgain, true)}
        </State>
      );
    case 'refunded':
    case 'disputed':
      // A second payment, refunded because the programme was bought already, leaves it unlocked.
      if (purchase.status === 'refunded' && purchase.unlocked)
        return (
          <State title={t.duplicateTitle} lead={t.duplicateLead}>
            {summary}
            {link(t.toProgramme, true)}
          </State>
        );
      return (
        <State title={purchase.status === 'refunded' ? t.refundedTitle : t.disputedTitle} lead={purchase.status === 'refunded' ? t.refundedLead : t.disputedLead}>
          {summary}
          {link(t.backToProgramme)}
        </State>
      );
  }
}

function State({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl" data-testid="checkout-title">
        {title}
      </h1>
      {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
      <div className="mt-8 space-y-6">{children}</div>
    </>
  );
}

/** What is being bought, for how much, and the reference to quote. */
function Summary({ purchase, locale, strings }: { purchase: PurchaseView; locale: Locale; strings: Strings }) {
  const t = strings.checkout;
  const rows: Array<[string, string, string]> = [
    [t.product, strings.productName, 'product'],
    [t.amount, formatAmount(purchase.amountMinor, purchase.currency, locale), 'amount'],
    [t.reference, purchase.reference, 'reference'],
  ];
  return (
    <dl className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
      {rows.map(([label, value, key]) => (
        <div key={key} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-5 py-3">
          <dt className="text-ink-muted">{label}</dt>
          <dd className={key === 'reference' ? 'font-mono font-semibold tracking-wide' : 'font-semibold'} data-testid={`checkout-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
