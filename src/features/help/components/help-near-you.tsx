'use client';

import { useId, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { fill } from '@/lib/fill';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/field';
import { placeNames, type PlaceNames } from '../place-names';
import { defaultCountry, isCountry, quitlineFor, type Country, type Quitline } from '../quitlines';

type Strings = Messages['helpNearYou'];

const STORAGE_KEY = 'exhale.help.country';
const CHANGED = 'exhale:help-country';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function storedCountry(): Country | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isCountry(value) ? value : null;
  } catch {
    return null;
  }
}

function choose(country: Country) {
  try {
    window.localStorage.setItem(STORAGE_KEY, country);
  } catch {
    // Storage refused (private mode): the choice holds until the page is left.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * The chosen country: the one picked here before (kept in this browser), else the region the
 * browser asks for with the page's language, else the language's main country. The page is
 * prerendered with the last of these, and the browser's answer follows once it is running.
 */
function useCountry(locale: Locale): Country {
  return useSyncExternalStore(
    subscribe,
    () => storedCountry() ?? defaultCountry(locale, navigator.languages ?? [navigator.language]),
    () => defaultCountry(locale),
  );
}

/**
 * Where to talk to someone: the national quitline of a country the person chooses (their own by
 * default), with its numbers to call, opening hours, web address and the source they come from.
 */
export function HelpNearYou({
  locale,
  strings,
  compact = false,
  names: given,
}: {
  locale: Locale;
  strings: Strings;
  compact?: boolean;
  /** The page's country names and dates, built on the server (else here, when first drawn). */
  names?: PlaceNames;
}) {
  const id = useId();
  const country = useCountry(locale);
  const names = given ?? placeNames(locale);
  const line = quitlineFor(country);
  const Heading = compact ? 'h3' : 'h2';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('rounded-[var(--radius-card)] border border-line bg-surface', compact ? 'mt-6 p-4' : 'p-5 sm:p-6')}
      data-testid="help-near-you"
    >
      <Heading id={`${id}-title`} className={cn('font-bold', compact ? 'text-base' : 'text-2xl tracking-tight')}>
        {compact ? strings.talkTitle : strings.title}
      </Heading>
      <p className="mt-2 text-ink-muted">{strings.intro}</p>
      <div className="mt-4 max-w-xs space-y-1.5">
        <label htmlFor={`${id}-country`} className="block text-sm font-semibold">
          {strings.country}
        </label>
        <select id={`${id}-country`} className={inputClasses} value={country} onChange={(event) => isCountry(event.target.value) && choose(event.target.value)}>
          {names.countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" className="mt-4">
        {line ? <Line line={line} checked={names.checked[line.checked] ?? line.checked} strings={strings} /> : <p data-testid="help-no-line">{strings.noLine}</p>}
      </div>
    </section>
  );
}

function Line({ line, checked, strings }: { line: Quitline; checked: string; strings: Strings }) {
  return (
    <div data-testid="help-line" data-country={line.country}>
      <p className="text-lg font-semibold">
        {line.name}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {line.phones.map((phone) => (
          <li key={phone.e164}>
            <a
              href={`tel:${phone.e164}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" strokeLinejoin="round" />
              </svg>
              <span className="sr-only">{strings.call} </span>
              {phone.display}
            </a>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 text-sm">
        {line.hours?.length ? <Detail term={strings.hours}>{line.hours.map((h) => `${strings.days[h.days]} ${h.from}–${h.to}`).join('; ')}</Detail> : null}
        {line.cost ? <Detail term={strings.costLabel} quiet>{strings.cost[line.cost]}</Detail> : null}
        {line.coverage ? <Detail term={strings.coverageLabel} quiet>{strings.coverage[line.coverage]}</Detail> : null}
        {line.web ? (
          <Detail term={strings.website}>
            <a href={line.web} className="font-medium text-brand-800 underline underline-offset-2">
              {line.web.replace(/^https:\/\//, '')}
            </a>
          </Detail>
        ) : null}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">
        {fill(strings.source, { publisher: line.source.publisher })}{' '}
        <a href={line.source.url} className="underline underline-offset-2">
          {line.source.title}
        </a>
        {' · '}
        {fill(strings.checked, { date: checked })}
      </p>
    </div>
  );
}

/** One fact about the line; a quiet one reads as a sentence, its term only for screen readers. */
function Detail({ term, quiet = false, children }: { term: string; quiet?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className={quiet ? 'sr-only' : 'inline font-semibold'}>{quiet ? term : `${term}: `}</dt>
      <dd className={quiet ? undefined : 'inline'}>{children}</dd>
    </div>
  );
}
