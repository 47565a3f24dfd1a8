// The dashboard's figures, computed from the person's own inputs (pure functions, no clock of
// their own): when the quit began in their time zone, how long ago that is, the cigarettes not
// smoked and the money not spent. Each figure keeps the inputs it was made from, so the page can
// show how it was calculated.

export interface ProfileInputs {
  cigarettesPerDay: number;
  cigarettesPerPack: number;
  /** Price of a pack in the currency's minor unit. */
  packPriceMinor: number;
  currency: string;
}

// Making an Intl.DateTimeFormat costs far more than using one: each is kept, by its key.
function kept<K>(cache: Map<K, Intl.DateTimeFormat>, key: K, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = cache.get(key);
  if (!format) {
    format = make();
    if (cache.size > 500) cache.clear();
    cache.set(key, format);
  }
  return format;
}

const formats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(formats, `${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
// The two formats every date computation uses, by time zone alone (called for each day of a
// challenge on every programme data call: no key to build, no options to serialize).
const partsFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const zoneFormat = (kind: 'parts' | 'day', timeZone: string) =>
  kind === 'parts'
    ? kept(partsFormats, timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }))
    : kept(dayFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** Offset of a time zone from UTC at an instant, in minutes (e.g. Europe/Berlin in July: 120). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = zoneFormat('parts', timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a local calendar day begins in a time zone ("2026-03-29" in Europe/Berlin →
 * 2026-03-28T23:00:00Z), correct across daylight-saving changes.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // Two passes: the offset at the guess, then at the corrected instant (they differ on DST days).
  const first = guess - zoneOffsetMinutes(timeZone, new Date(guess)) * 60_000;
  const second = guess - zoneOffsetMinutes(timeZone, new Date(first)) * 60_000;
  // Nearly every day: no change of offset near midnight, one answer (this runs for each day of a
  // challenge on every programme data call, so it stays two lookups).
  if (first === second) return new Date(first);
  // Where the clocks skip midnight (America/Santiago, America/Havana), the second pass lands an
  // hour before it, still on the day before: the day begins at the change, which the first found.
  const onTheDay = [first, second].filter((instant) => localDay(new Date(instant), timeZone) === date);
  return new Date(onTheDay.length > 0 ? Math.min(...onTheDay) : second);
}

/** The person's calendar day at an instant ("2026-11-23"), in their time zone. */
export function localDay(at: Date, timeZone: string): string {
  return zoneFormat('day', timeZone).format(at);
}

/** A calendar day ("2026-11-23") as the locale writes it ("23. November 2026"), the same in every time zone. */
export function formatDay(day: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** Whether a time-zone name is one the runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export interface Progress {
  /** Milliseconds since the quit began (0 before it). */
  smokeFreeMs: number;
  started: boolean;
  cigarettesNotSmoked: number;
  /** Minor units of the currency. */
  moneySavedMinor: number;
  /** What the money saved is computed from: the cigarettes not smoked, before rounding down. */
  inputs: ProfileInputs & { days: number; smoked: number; notSmoked: number };
}

const DAY = 86_400_000;

/**
 * The figures at `now` for a quit that began at `quitStart`. Cigarettes smoked in slips are taken
 * off what was not smoked (and not spent); the time is not reset by a slip.
 */
export function progressAt(quitStart: Date, now: Date, profile: ProfileInputs, smoked = 0): Progress {
  const smokeFreeMs = Math.max(0, now.getTime() - quitStart.getTime());
  const days = smokeFreeMs / DAY;
  const notSmoked = Math.max(0, days * profile.cigarettesPerDay - smoked);
  const cigarettesNotSmoked = Math.floor(notSmoked);
  const moneySavedMinor = Math.floor((notSmoked * profile.packPriceMinor) / profile.cigarettesPerPack);
  return { smokeFreeMs, started: now.getTime() >= quitStart.getTime(), cigarettesNotSmoked, moneySavedMinor, inputs: { ...profile, days, smoked, notSmoked } };
}

/** Days, hours and minutes of a duration, for "3 days 4 hours 12 minutes". */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.floor(ms / 1000);
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The currency's number of minor units (JPY 0, EUR 2, …). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A sum of minor units as the page's locale writes money ("12,40 €" in German). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}
