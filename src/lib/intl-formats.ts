// Intl formatters made once per language and options, not once per use: making an
// Intl.DateTimeFormat costs about 0.2 ms of CPU (ICU loads its patterns), more than formatting
// a whole table with it, and the admin pages, rendered per request, used to make five or more.
// Formatting with a shared formatter is safe: they hold no state between calls.

type Options<T> = T & Record<string, unknown>;

// Keys come from the code (a language of the site and options written in it, or a time zone):
// a few hundred at most. The bound only guards against a caller passing something unbounded.
const MAX_KEPT = 500;

function memo<F, O>(make: (tag: string, options: O) => F): (tag: string, options?: O) => F {
  const kept = new Map<string, F>();
  return (tag, options = {} as O) => {
    const key = `${tag}\u0000${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (!formatter) {
      if (kept.size >= MAX_KEPT) kept.clear();
      formatter = make(tag, options);
      kept.set(key, formatter);
    }
    return formatter;
  };
}

/** `new Intl.DateTimeFormat(tag, options)`, made once. */
export const dateTimeFormat = memo((tag, options: Options<Intl.DateTimeFormatOptions>) => new Intl.DateTimeFormat(tag, options));
/** `new Intl.NumberFormat(tag, options)`, made once. */
export const numberFormat = memo((tag, options: Options<Intl.NumberFormatOptions>) => new Intl.NumberFormat(tag, options));
/** `new Intl.ListFormat(tag, options)`, made once. */
export const listFormat = memo((tag, options: Options<Intl.ListFormatOptions>) => new Intl.ListFormat(tag, options));
