'use client';

import { useEffect, useId, useState } from 'react';
import { STEP_COUNT } from '@/features/programme/steps';
import type { Locale } from '@/i18n/locales';
import { localeTags } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { savedProblem } from '@/lib/client/form-errors';
import { postJson } from '@/lib/client/post-json';
import { fill } from '@/lib/fill';
import { formatIcu } from '@/lib/icu';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/field';
import { formatAmount } from '../format';
import type { Offer } from '../offer';
import { CURRENCIES, type Currency } from '../prices';

export interface BuyStrings {
  panel: Messages['purchases']['panel'];
  errors: Messages['purchases']['errors'];
}
type ErrorKey = keyof BuyStrings['errors'];

/**
 * What the full programme gives and what it costs, in the currency the person picks, and the
 * button that starts the checkout (decision 0017). The checkout answers the address to go to: the
 * test checkout page or Stripe's.
 */
export function BuyPanel({ offer, locale, strings }: { offer: Offer; locale: Locale; strings: BuyStrings }) {
  const { panel } = strings;
  const id = useId();
  const priced = CURRENCIES.filter((c) => offer.prices[c] !== undefined);
  const [currency, setCurrency] = useState<Currency>(offer.currency);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string; key: ErrorKey }>();
  const price = formatAmount(offer.prices[currency] ?? 0, currency, locale);
  const names = new Intl.DisplayNames([localeTags[locale]], { type: 'currency' });

  // Back from the checkout with the browser's back button, the page may come from its cache.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function buy() {
    setBusy(true);
    setError(undefined);
    const { status, fields, data } = await postJson<{ url?: string }>('/api/purchases/checkout', { currency, locale });
    if (status === 200 && data?.url) return window.location.assign(data.url);
    setBusy(false);
    if (status === 401) return setError({ field: 'form', key: 'signedOut' });
    const [field, key] = Object.entries(savedProblem<ErrorKey>(status, fields, strings.errors, ['locale', '_']))[0] ?? ['form', 'server'];
    setError({ field, key });
  }

  const currencyError = error?.field === 'currency' ? strings.errors[error.key] : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-[var(--radius-card)] border border-brand-300 bg-brand-50 p-5 sm:p-6" data-testid="buy-panel">
      {offer.mode === 'test' ? (
        <p className="mb-4 rounded-[var(--radius-control)] border-2 border-dashed border-sun-500 bg-sun-100 p-3 text-sm font-semibold" data-testid="buy-test-mode">
          {panel.test}
        </p>
      ) : null}
      <h3 id={`${id}-title`} className="text-xl font-bold">
        {panel.title}
      </h3>
      <p className="mt-1 text-ink-muted">{panel.lead}</p>
      <ul className="mt-4 space-y-2">
        {[formatIcu(panel.includes, { count: STEP_COUNT }, locale), panel.oneTime, panel.yours].map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand-700">
              ✓
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm font-semibold text-ink-muted">{panel.price}</p>
      <p className="text-3xl font-bold tracking-tight" data-testid="buy-price">
        {price}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {priced.length > 1 ? (
          <div className="min-w-48 flex-1 space-y-1.5 sm:flex-none">
            <label htmlFor={`${id}-currency`} className="block text-sm font-semibold">
              {panel.currency}
            </label>
            <select
              id={`${id}-currency`}
              className={inputClasses}
              value={currency}
              disabled={busy}
              aria-invalid={currencyError ? true : undefined}
              aria-describedby={currencyError ? `${id}-error` : undefined}
              onChange={(event) => {
                setCurrency(event.target.value as Currency);
                setError(undefined);
              }}
            >
              {priced.map((c) => (
                <option key={c} value={c}>
                  {`${names.of(c) ?? c} · ${formatAmount(offer.prices[c]!, c, locale)}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button size="lg" onClick={() => void buy()} disabled={busy} className="w-full sm:w-auto">
          {busy ? panel.busy : fill(panel.buy, { price })}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-3 font-medium text-danger-700">
          {strings.errors[error.key]}
        </p>
      ) : null}
      {offer.mode === 'stripe' ? <p className="mt-3 text-sm text-ink-muted">{panel.stripe}</p> : null}
    </section>
  );
}
