'use client';

import { useEffect, useState } from 'react';
import { localeNames, isLocale } from '@/i18n/locales';
import type { AdminStrings } from './strings';
import { AdminTable, bodyRow, headRow, td, th } from './table';
import { dateTimeFormat, numberFormat } from '@/lib/intl-formats';

export interface BroadcastView {
  id: string;
  createdAt: string;
  subject: string;
  category: string;
  locales: string[];
  total: number;
  queued: number;
  finished: boolean;
  sent: number;
  failed: number;
  skipped: number;
}

/** The broadcasts and how far each has gone, read again every few seconds while one is queuing or sending. */
export function BroadcastProgress({ initial, strings, categoryNames, dateLocale }: { initial: BroadcastView[]; strings: AdminStrings['email']; categoryNames: Record<string, string>; dateLocale: string }) {
  const [rows, setRows] = useState(initial);
  const moving = rows.some((r) => !r.finished || r.sent + r.failed + r.skipped < r.queued);
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(async () => {
      // A failed read (offline, an error page from a proxy) keeps the rows shown; the next one may work.
      try {
        const response = await fetch('/api/admin/email/broadcast', { credentials: 'same-origin' });
        const body = response.ok ? ((await response.json()) as { broadcasts?: unknown }) : null;
        if (Array.isArray(body?.broadcasts)) setRows(body.broadcasts as BroadcastView[]);
      } catch {
        // Tried again at the next tick.
      }
    }, 4000);
    return () => clearInterval(timer);
  }, [moving]);
  const p = strings.progress;
  const number = numberFormat(dateLocale);
  // In UTC, as the server writes it: the same text before and after hydration, wherever the browser is.
  const when = dateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  if (rows.length === 0) return <p className="mt-2 text-ink-muted">{strings.noBroadcasts}</p>;
  return (
    <AdminTable caption={strings.progressTitle}>
      <thead className={headRow}>
        <tr>
          {[p.subject, p.category, p.languages, p.chosen, p.queued, p.sent, p.failed, p.skipped, p.state].map((h) => (
            <th key={h} scope="col" className={th}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody aria-live="polite">
        {rows.map((r) => (
          <tr key={r.id} className={bodyRow} data-testid="broadcast-row">
            <td className={td}>{r.subject}<span className="block text-xs text-ink-muted">{when.format(new Date(r.createdAt))} UTC</span></td>
            <td className={td}>{categoryNames[r.category] ?? r.category}</td>
            <td className={td}>{r.locales.length ? r.locales.map((l) => (isLocale(l) ? localeNames[l] : l)).join(', ') : p.allLanguages}</td>
            {[r.total, r.queued, r.sent, r.failed, r.skipped].map((n, i) => (
              <td key={i} className={`${td} tabular-nums`}>{number.format(n)}</td>
            ))}
            <td className={td}>{r.finished ? p.finished : p.running}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
