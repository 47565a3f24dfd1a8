'use client';

import { useEffect, useMemo, useState } from 'react';
import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { formatMoney, progressAt, splitDuration, type ProfileInputs } from '../progress';

type Strings = Messages['programme']['progress'];

/**
 * Time smoke-free (updating every second), cigarettes not smoked and money saved, each with how
 * it was calculated from the person's own numbers. The first render uses the server's clock.
 */
export function LiveProgress({ strings, locale, quitStart, quitDateLabel, timeZone, profile, smoked, serverNow }: { strings: Strings; locale: string; quitStart: string; quitDateLabel: string; timeZone: string; profile: ProfileInputs | null; smoked: number; serverNow: string }) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // Made once, not on every tick of the clock.
  const formats = useMemo(() => {
    const unit = (u: 'day' | 'hour' | 'minute') => new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'long' });
    return { day: unit('day'), hour: unit('hour'), minute: unit('minute'), number: new Intl.NumberFormat(locale), days: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }) };
  }, [locale]);
  const start = new Date(quitStart);
  const smokeFreeMs = Math.max(0, now.getTime() - start.getTime());
  const parts = splitDuration(smokeFreeMs);
  const unit = (value: number, u: 'day' | 'hour' | 'minute') => formats[u].format(value);
  const number = formats.number;
  const progress = profile ? progressAt(start, now, profile, smoked) : null;
  const days = formats.days.format(smokeFreeMs / 86_400_000);

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-[var(--radius-card)] bg-brand-800 p-6 text-white sm:col-span-3">
        <h3 className="text-sm font-semibold text-brand-100">{strings.smokeFree}</h3>
        <p className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl" aria-live="off" data-testid="smoke-free">
          {unit(parts.days, 'day')} · {unit(parts.hours, 'hour')} · {unit(parts.minutes, 'minute')}
        </p>
        <details className="mt-3 text-sm text-brand-100">
          <summary className="cursor-pointer font-semibold">{strings.howCalculated}</summary>
          <p className="mt-2">{fill(strings.smokeFreeCalc, { date: quitDateLabel, timeZone })}</p>
        </details>
      </div>
      {progress && profile ? (
        <>
          <Figure title={strings.notSmoked} value={number.format(progress.cigarettesNotSmoked)} how={strings.howCalculated} calc={fill(smoked ? strings.notSmokedCalcSlips : strings.notSmokedCalc, { perDay: profile.cigarettesPerDay, days, smoked: number.format(smoked), result: number.format(progress.cigarettesNotSmoked) })} testId="not-smoked" />
          <Figure
            title={strings.saved}
            value={formatMoney(progress.moneySavedMinor, profile.currency, locale)}
            how={strings.howCalculated}
            calc={fill(strings.savedCalc, {
              cigarettes: number.format(Math.round(progress.inputs.notSmoked * 100) / 100),
              perPack: profile.cigarettesPerPack,
              price: formatMoney(profile.packPriceMinor, profile.currency, locale),
              result: formatMoney(progress.moneySavedMinor, profile.currency, locale),
            })}
            testId="money-saved"
          />
          <p className="self-center text-sm text-ink-muted">{strings.profileHint}</p>
        </>
      ) : null}
    </div>
  );
}

function Figure({ title, value, how, calc, testId }: { title: string; value: string; how: string; calc: string; testId: string }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6">
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      <p className="mt-2 text-3xl font-extrabold tracking-tight" data-testid={testId}>
        {value}
      </p>
      <details className="mt-3 text-sm text-ink-muted">
        <summary className="cursor-pointer font-semibold text-brand-800">{how}</summary>
        <p className="mt-2">{calc}</p>
      </details>
    </div>
  );
}
