'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The static content this document arrived with, by name, read once when this module loads (the
 * page is complete by then: the framework's scripts run after it). The document's own RSC data
 * does not carry StaticContent's children (scripts/lib/static-flight.mjs, decision 0026, addendum
 * 9), yet the router renders from that data again on a Back or Forward step to this first page:
 * its HTML comes from here.
 */
const drawnAtLoad = new Map<string, string>();
if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll<HTMLElement>('[data-static]')) if (element.dataset.static) drawnAtLoad.set(element.dataset.static, element.innerHTML);
}

/** The element the server drew for this id, when React has not taken it over yet (the page's first load). */
function serverDrawn(id: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  // An element React already owns is another page's (a client-side navigation renders the new page
  // while the old one is still there), not ours to take over.
  return element && !Object.keys(element).some((key) => key.startsWith('__reactFiber$')) ? element : null;
}

/**
 * Content the server draws that needs no React in the browser (text, images, plain links): on the
 * page's first load React takes the element over as it is, holding its HTML, and does not hydrate
 * what is inside (decision 0026, addendum 4). Drawn in the browser (a client-side navigation), it
 * renders its children as usual; without them (the first document's own data, addendum 9) it shows
 * the HTML that document arrived with, found by `name` (the page's language and story), or else
 * asks the server for the page's data again. Nothing inside may need React: no client components,
 * no handlers.
 */
export function StaticContent({ children, name, className }: { children: ReactNode; name: string; className?: string }) {
  const id = useId();
  const router = useRouter();
  const [html] = useState(() => {
    const drawn = serverDrawn(id)?.innerHTML;
    // Kept here too, should this module ever load before the document was complete.
    if (drawn !== undefined) drawnAtLoad.set(name, drawn);
    return drawn ?? (children == null ? (drawnAtLoad.get(name) ?? null) : null);
  });
  const missing = html === null && children == null;
  const refreshed = useRef(false);
  useEffect(() => {
    if (!missing || refreshed.current) return;
    refreshed.current = true;
    router.refresh();
  }, [missing, router]);
  if (html !== null) return <div id={id} data-static={name} className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  return (
    <div id={id} data-static={name} className={className}>
      {children}
    </div>
  );
}
