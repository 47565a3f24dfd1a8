// The framework's scripts run after the page's first paint (decision 0026, addendum 2).
//
// Next.js puts its chunks in the head as `<script async>` (its bootstrap at the end of the body):
// they download while the HTML is parsed and run as soon as they arrive, so on a fast connection a
// phone runs (and hydrates) the framework before it shows any text, and on a slow one their bytes
// share the connection with the page. Here the tags and their preloads come out, and a small script
// at the end of the body adds the same scripts, in order, once the first contentful paint has been
// shown (at once in a hidden page, which paints no frame). The loader is hashed with the page's other
// inline scripts (scripts/prerender-manifest.mjs), so the Content-Security-Policy needs no exception.
// It also holds a form sent before React listens (src/lib/security/early-submit.ts).

import { EARLY_SUBMIT_GUARD } from '../../src/lib/security/early-submit.ts';

// Pages rendered per request carry the request's nonce on these tags (before or after `async`).
const ASYNC_SCRIPT = /<script src="([^"]+)"(?: nonce="[^"]*")? async=""(?: nonce="[^"]*")?><\/script>/g;
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"]*")? href="([^"]+)"\/>/g;
const MARK = 'data-after-paint';

/**
 * @param {string} html
 * @param {{ nonce?: string }} [options] the request's nonce, for a page rendered per request (its
 *   CSP allows scripts by nonce and 'strict-dynamic', so the scripts the loader adds run too)
 * @returns {string} the page with its async scripts added after the first paint.
 */
export function scriptsAfterPaint(html, { nonce } = {}) {
  if (html.includes(MARK) || !html.includes('</body>')) return html;
  const sources = [];
  let page = html.replace(ASYNC_SCRIPT, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const added = new Set(sources);
  page = page.replace(PRELOAD, (tag, src) => (added.has(src) ? '' : tag));
  // Waits for the first contentful paint to be shown (the paint entry comes when the frame is
  // presented, after the rAF), with a rAF and a second as the fallback: a browser without paint
  // timing, or a page whose first frame has nothing contentful.
  // Each script is added in a task of its own (a message to itself, which is not throttled as
  // nested timers are): adding one costs a phone a few milliseconds, and the thirteen of a page in
  // one task made a task of 70-100 ms at 4x CPU throttling, all of it counted in total blocking time.
  // A form sent before React has it is held until it does (src/lib/security/early-submit.ts); a
  // page rendered per request may carry the guard already (EarlySubmitGuard).
  const guard = html.includes(EARLY_SUBMIT_GUARD) ? '' : `${EARLY_SUBMIT_GUARD};`;
  const loader =
    `<script ${nonce ? `nonce="${nonce}" ` : ''}${MARK}="">${guard}(function(){var s=${JSON.stringify(sources)},d=0;` +
    'function go(){if(d)return;d=1;var i=0,c=window.MessageChannel?new window.MessageChannel():null;if(c)c.port1.onmessage=add;add();' +
    'function add(){var e=document.createElement("script");e.src=s[i++];e.async=true;document.head.appendChild(e);if(i<s.length){if(c)c.port2.postMessage(0);else setTimeout(add,0)}}}' +
    'if(document.visibilityState!=="visible")return go();' +
    'var p=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0;' +
    'if(p){var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}' +
    'requestAnimationFrame(function(){setTimeout(go,p?1000:0)})})()</script>';
  const close = page.lastIndexOf('</body>');
  return page.slice(0, close) + loader + page.slice(close);
}
