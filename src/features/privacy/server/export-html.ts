import 'server-only';
import type { Db } from '@/db/create';
import { SECTIONS, type Person } from './sections';
import { sectionRows, type ExportRow } from './export';

/** What the readable summary needs translated (the `privacy.export` and `privacy.sections` catalogs). */
export interface SummaryText {
  locale: string;
  title: string;
  intro: string;
  exportedAt: (date: string) => string;
  timeZone: (zone: string) => string;
  contents: string;
  nothing: string;
  yes: string;
  no: string;
  section: (key: string) => { title: string; hint: string };
  field: (name: string) => string;
  /** A stored value in words ("paid", "self"), or the value itself where it has none. */
  value: (section: string, field: string, value: string) => string;
}

// Stored values the summary writes in words, from the catalogs that already name them; the
// account columns (sections.ts `accounts`) as the person's own or another.
const VALUE_WORDS: Record<string, string> = {
  'purchases.status': 'admin.purchases.statuses',
  'purchases.provider': 'admin.purchases.providers',
  'emails.status': 'adminMail.statuses',
  'milestones.kind': 'programme.milestones.kinds',
  'accessGrants.kind': 'admin.access.kinds',
};
const ACCOUNT_VALUES = new Set(['self', 'other']);

/** SummaryText's `value` from a translator of the whole catalog. */
export function valueInWords(has: (key: string) => boolean, translate: (key: string) => string): SummaryText['value'] {
  return (section, field, value) => {
    const base = VALUE_WORDS[`${section}.${field}`] ?? (ACCOUNT_VALUES.has(value) ? 'privacy.export.accounts' : null);
    return base && has(`${base}.${value}`) ? translate(`${base}.${value}`) : value;
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** An amount in minor units (`amountMinor`) beside its row's currency, as money in the person's locale. */
function money(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

function formatValue(section: string, field: string, row: ExportRow, text: SummaryText, dates: Intl.DateTimeFormat): string {
  const value = row[field] ?? null;
  if (value === null || value === '') return '–';
  if (typeof value === 'number' && field.endsWith('Minor') && typeof row.currency === 'string' && /^[A-Z]{3}$/.test(row.currency)) return escapeHtml(money(value, row.currency, text.locale));
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'number') return value.toLocaleString(text.locale);
  if (typeof value === 'string') return escapeHtml(ISO_TIME.test(value) ? dates.format(new Date(value)) : text.value(section, field, value));
  return `<code>${escapeHtml(JSON.stringify(value))}</code>`;
}

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#14211d;background:#f6f8f4;margin:0}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1{font-size:1.8rem;margin:.5rem 0}h2{font-size:1.3rem;margin:2.5rem 0 .25rem}
.muted{color:#4a5a55}.scroll{overflow-x:auto;background:#fff;border:1px solid #dfe7e2;border-radius:12px;margin-top:.75rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;vertical-align:top;padding:.45rem .6rem;border-bottom:1px solid #dfe7e2}
th{background:#eef4f0;white-space:nowrap}td{overflow-wrap:anywhere;min-width:6rem}code{font-size:.8rem;white-space:pre-wrap}
nav ul{columns:2 14rem;padding-left:1.2rem}a{color:#0f6a57}`;

/**
 * The readable summary of the export: one HTML page in the person's language, each section with
 * its rows as a table, dates on the clock of their quit plan. Written while it is read, like the
 * JSON export.
 */
export function htmlExport(db: Db, person: Person & { name: string; timeZone: string }, now: Date, text: SummaryText): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const dates = new Intl.DateTimeFormat(text.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: person.timeZone });
  let next = 0;
  return new ReadableStream({
    start(controller) {
      const toc = SECTIONS.map((s) => `<li><a href="#${s.key}">${escapeHtml(text.section(s.key).title)}</a></li>`).join('');
      controller.enqueue(
        encoder.encode(
          `<!doctype html><html lang="${escapeHtml(text.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
            `<title>${escapeHtml(text.title)}</title><style>${STYLE}</style></head><body><main>` +
            `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(person.name)} · ${escapeHtml(person.email)}</p>` +
            `<p class="muted">${escapeHtml(text.exportedAt(dates.format(now)))} ${escapeHtml(text.timeZone(person.timeZone))}</p>` +
            `<p>${escapeHtml(text.intro)}</p><nav aria-labelledby="contents"><h2 id="contents">${escapeHtml(text.contents)}</h2><ul>${toc}</ul></nav>`,
        ),
      );
    },
    async pull(controller) {
      const section = SECTIONS[next++];
      if (!section) {
        controller.enqueue(encoder.encode('</main></body></html>\n'));
        controller.close();
        return;
      }
      const rows = await sectionRows(db, section, person);
      const { title, hint } = text.section(section.key);
      let body = `<section id="${section.key}"><h2>${escapeHtml(title)} <span class="muted">(${rows.length.toLocaleString(text.locale)})</span></h2><p class="muted">${escapeHtml(hint)}</p>`;
      if (rows.length === 0) {
        body += `<p>${escapeHtml(text.nothing)}</p>`;
      } else {
        const fields = Object.keys(rows[0]!);
        body += `<div class="scroll"><table><thead><tr>${fields.map((f) => `<th scope="col">${escapeHtml(text.field(f))}</th>`).join('')}</tr></thead><tbody>`;
        body += rows.map((row) => `<tr>${fields.map((f) => `<td>${formatValue(section.key, f, row, text, dates)}</td>`).join('')}</tr>`).join('');
        body += '</tbody></table></div>';
      }
      controller.enqueue(encoder.encode(`${body}</section>`));
    },
  });
}
