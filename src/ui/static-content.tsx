'use client';

import { useId, useState, type ReactNode } from 'react';

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
 * renders its children as usual. Nothing inside may need React: no client components, no handlers.
 * A prerendered document's own RSC data does not carry the children at all (they are null there,
 * scripts/lib/static-flight.mjs, addendum 9): on that first load only the element drawn is used.
 */
export function StaticContent({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  const [html] = useState(() => serverDrawn(id)?.innerHTML ?? null);
  if (html !== null) return <div id={id} data-static="" className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  return (
    <div id={id} data-static="" className={className}>
      {children}
    </div>
  );
}
