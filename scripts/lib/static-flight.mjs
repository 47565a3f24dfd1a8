// A prerendered page's copy of its static content, taken out of the page's RSC data (decision
// 0026, addendum 9).
//
// `StaticContent` (src/ui/static-content.tsx) is a client component around a story's body and a
// post's article. On a page's first load it takes the element the server drew as it is and never
// renders its children; yet Next.js writes those children into the document a second time, as the
// RSC data in the `self.__next_f.push` scripts that React reads before it hydrates: on the German
// help page 82 KB of its 130 KB. Here, after the build, each StaticContent element's children in a
// document's inline RSC data become null, and the rows only they referred to are dropped. The
// `.rsc` files a client-side navigation fetches are not touched: there StaticContent renders its
// children as usual. Where the router renders from the document's own data again (a Back or
// Forward step to the first page), StaticContent shows the HTML the document arrived with.
// Anything this does not read with certainty (binary rows or pushes, a path into the content)
// leaves the document as it was.

// A push of RSC text (a page rendered per request carries the request's nonce on it).
const PUSH = /<script( nonce="[^"]*")?>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
// A push of anything else (binary data, form state): such a document is left alone.
const OTHER_PUSH = /self\.__next_f\.push\(\[[2-9]/;
// A reference to another row inside a row's JSON: "$1a", "$L1a" (lazy), "$@1a" (promise), "$Q1a"
// (a map), "$W1a" (a set) and React's other kinds (none of whose letters is a hex digit), and
// "$1a:props:children" (a path into that row's value; its first part is the id).
// Reading too much as a reference only keeps a row; missing one would drop a row still in use.
const REFERENCE = /"\$[LQWKBihFTYEInR@]?([0-9a-f]+)(?::[^"]*)?"/g;
const ELEMENT_PARTS = { type: 1, key: 2, props: 3 };
const PATH_REFERENCE = /"\$([0-9a-f]+)((?::[^":]+)+)"/g;
// Rows of typed arrays and other binary data are length-prefixed like text rows; not read here.
const BINARY_ROW = /^[AOoUSsLlGgMmVb][0-9a-f]+,/;

/** The rows of an RSC stream, in order: [id, body] (a text row's body is `T<hex length>,<text>`). */
function rowsOf(data) {
  const rows = [];
  let at = 0;
  while (at < data.length) {
    const colon = data.indexOf(':', at);
    if (colon === -1) return null;
    const id = data.slice(at, colon);
    // Hints (`:HL[...]`) have no id.
    if (!/^[0-9a-f]*$/.test(id)) return null;
    if (BINARY_ROW.test(data.slice(colon + 1, colon + 20))) return null;
    const text = /^T([0-9a-f]+),/.exec(data.slice(colon + 1, colon + 20));
    if (text) {
      // The length is in UTF-8 bytes.
      const start = colon + 1 + text[0].length;
      const bytes = Buffer.from(data.slice(start), 'utf8').subarray(0, Number.parseInt(text[1], 16));
      const end = start + bytes.toString('utf8').length;
      rows.push([id, data.slice(colon + 1, end)]);
      at = end;
      continue;
    }
    const end = data.indexOf('\n', colon);
    if (end === -1) return null;
    rows.push([id, data.slice(colon + 1, end)]);
    at = end + 1;
  }
  return rows;
}

/** The script text Next.js writes for a push of `data` (JSON, with the characters HTML must not see escaped). */
function pushScript(data, nonce = '') {
  const json = JSON.stringify([1, data]).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script${nonce}>self.__next_f.push(${json})</script>`;
}

/**
 * @param {string} html a prerendered document
 * @returns {string} the document with its StaticContent children out of its RSC data, or as it was
 *   when it has none (or its data is not in the shape this expects).
 */
export function withoutStaticFlight(html) {
  const scripts = [...html.matchAll(PUSH)];
  if (scripts.length === 0 || OTHER_PUSH.test(html)) return html;
  let data;
  try {
    data = scripts.map((match) => JSON.parse(match[2])[1]).join('');
  } catch {
    return html;
  }
  const rows = rowsOf(data);
  const component = rows?.find(([, body]) => body.startsWith('I[') && body.endsWith(',"StaticContent"]'));
  if (!rows || !component) return html;
  const type = `$L${component[0]}`;
  const dropped = new Set();
  /** Sets the children of every StaticContent element in `value` to null, noting the rows they referred to; whether it did. */
  function strip(value) {
    let changed = false;
    if (Array.isArray(value)) {
      if (value.length === 4 && value[0] === '$' && value[1] === type && value[3] && typeof value[3] === 'object' && value[3].children != null) {
        for (const [, id] of JSON.stringify(value[3].children).matchAll(REFERENCE)) dropped.add(id);
        value[3].children = null;
        changed = true;
      }
      for (const item of value) changed = strip(item) || changed;
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) changed = strip(item) || changed;
    }
    return changed;
  }
  // A row's id may come more than once (a stream's rows: its start, its items, its end), so rows
  // are kept in order and looked up by id as lists.
  let changed = false;
  // Each JSON row's value as it will be written, for the paths below.
  const values = new Map();
  for (const row of rows) {
    if (!row[1].startsWith('[') && !row[1].startsWith('{')) continue;
    let value;
    try {
      value = JSON.parse(row[1]);
    } catch {
      return html;
    }
    if (strip(value)) {
      row[1] = JSON.stringify(value);
      changed = true;
    }
    values.set(row[0], value);
  }
  if (!changed) return html;
  // A path into a row's value (React's reference to an object it wrote before) must still lead
  // somewhere: one that went through the content taken out leaves the document as it was.
  for (const [, id, path] of data.matchAll(PATH_REFERENCE)) {
    let at = values.get(id);
    for (const key of path.slice(1).split(':')) {
      // A step through a reference to another row goes on in that row's value.
      const row = typeof at === 'string' ? /^\$[LQW@]?([0-9a-f]+)$/.exec(at) : null;
      if (row) at = values.get(row[1]);
      // An element is written as ["$", type, key, props]; a path names those parts.
      const part = Array.isArray(at) && at[0] === '$' ? ELEMENT_PARTS[key] : undefined;
      at = at != null && typeof at === 'object' ? at[part ?? key] : undefined;
    }
    if (at == null) return html;
  }
  const bodies = new Map();
  for (const [id, body] of rows) bodies.set(id, [...(bodies.get(id) ?? []), body]);
  // A row is kept when the root (row 0) still reaches it, or when the dropped children did not
  // reach it either (hints, rows the stream refers to in other ways).
  const reach = (from) => {
    const seen = new Set();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop();
      if (seen.has(id) || !bodies.has(id)) continue;
      seen.add(id);
      for (const body of bodies.get(id)) for (const [, next] of body.matchAll(REFERENCE)) stack.push(next);
    }
    return seen;
  };
  const reached = reach(['0']);
  const orphaned = reach(dropped);
  const kept = rows.filter(([id]) => reached.has(id) || !orphaned.has(id)).map(([id, body]) => `${id}:${body}${/^T[0-9a-f]+,/.test(body) ? '' : '\n'}`);
  // All of the data in the first push's place (the scripts run before React reads any of it).
  let first = true;
  return html.replace(PUSH, (_, nonce) => {
    if (!first) return '';
    first = false;
    return pushScript(kept.join(''), nonce);
  });
}
