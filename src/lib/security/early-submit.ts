// A form sent before the framework has started (decision 0026, addendum 3).
//
// The app's forms are drawn on the server and handled by React (`onSubmit`): they have no `action`.
// Until React listens, a submit would be the browser's own: a GET of the same address with every
// field in the query string (a password in the address bar, the history and the server's log), and
// the page reloads with the fields empty. Prerendered pages add the framework after their first
// paint, so that moment is not short on a slow phone. This script, inline and first in the page,
// holds such a submit and sends it again once React has hydrated the form (React keeps its props on
// the element then: `__reactProps$…`) and has been handed what was typed before (`data-fields-ready`,
// src/features/shell/components/fields-taken-over.tsx). React listening on the document is not
// enough: a submit on a form not hydrated yet still gets the browser's default. Forms with an
// `action` work without JavaScript and are left to the browser.

/** The script's source: plain ES5 for every browser the site supports; no globals left behind. */
export const EARLY_SUBMIT_GUARD =
  '(function(){var q=null,b=null,w=0;' +
  'function h(f){return document.documentElement.hasAttribute("data-fields-ready")&&Object.keys(f).some(function(k){return k.indexOf("__reactProps")===0})}' +
  'function t(){var f=q,s=b;if(!f)return void(w=0);if(!f.isConnected){q=b=null;w=0;return}if(!h(f))return void setTimeout(t,50);' +
  'q=b=null;w=0;if(!f.requestSubmit)return void f.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}));' +
  'f.requestSubmit(s&&s.isConnected&&s.form===f?s:undefined)}' +
  'document.addEventListener("submit",function(e){var f=e.target;if(!f||f.getAttribute("action")||h(f))return;' +
  'e.preventDefault();e.stopImmediatePropagation();q=f;b=e.submitter||null;if(!w){w=1;setTimeout(t,50)}},true)})()';
