import { formatIcu } from '@/lib/icu';
import type { Locale } from '@/i18n/locales';
import { buttonClasses } from '@/ui/button';
import type { AdminStrings } from './strings';

/** The address of the same list with other parameters (empty values are dropped). */
export function withParams(path: string, current: Record<string, string | undefined>, changes: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...current, ...changes })) if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** "12 results · Page 2 of 5" with links to the pages before and after, keeping the filters. */
export function Pager({ strings, locale, path, params, page, pageSize, total, param = 'page' }: { strings: AdminStrings['common']; locale: Locale; path: string; params: Record<string, string | undefined>; page: number; pageSize: number; total: number; param?: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (rows removed since, or a typed address) is empty: the way back is to the last one.
  const shown = Math.min(page, pages);
  return (
    <nav aria-label={formatIcu(strings.pageOf, { page: shown, pages }, locale)} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-ink-muted" aria-live="polite">
        {formatIcu(strings.results, { count: total }, locale)} · {formatIcu(strings.pageOf, { page: shown, pages }, locale)}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <a rel="prev" className={buttonClasses('secondary', 'sm')} href={withParams(path, params, { [param]: page > pages ? pages : page - 1 })}>
            {strings.previous}
          </a>
        ) : null}
        {page < pages ? (
          <a rel="next" className={buttonClasses('secondary', 'sm')} href={withParams(path, params, { [param]: page + 1 })}>
            {strings.next}
          </a>
        ) : null}
      </div>
    </nav>
  );
}
