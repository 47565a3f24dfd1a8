// A small formatter for the ICU messages the browser renders: `{name}` and
// `{name, plural, =0 {…} one {…} few {…} other {…}}` with `#` for the number, in the locale's
// plural rules. The server formats with next-intl; a test checks both agree on the catalogs.

type Values = Record<string, string | number>;

/** The index of the brace that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function plural(body: string, value: number, locale: string, number: Intl.NumberFormat): string {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const match = /\s*([=\w]+)\s*\{/y;
    match.lastIndex = i;
    const found = match.exec(body);
    if (!found) break;
    const open = match.lastIndex - 1;
    const end = closing(body, open);
    if (end === -1) break;
    branches.set(found[1]!, body.slice(open + 1, end));
    i = end + 1;
  }
  const chosen = branches.get(`=${value}`) ?? branches.get(new Intl.PluralRules(locale).select(value)) ?? branches.get('other') ?? '';
  return chosen.replace(/#/g, number.format(value));
}

export function formatIcu(template: string, values: Values, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open === -1) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const end = closing(template, open);
    if (end === -1) {
      out += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, end);
    const [name = '', kind, ...rest] = inner.split(',');
    const value = values[name.trim()];
    if (kind?.trim() === 'plural' && typeof value === 'number') out += formatIcu(plural(rest.join(','), value, locale, number), values, locale);
    else out += value === undefined ? '' : typeof value === 'number' ? number.format(value) : value;
    i = end + 1;
  }
  return out;
}
