'use client';

import { Fragment, useEffect, useId, useRef } from 'react';
import { Button } from '@/ui/button';
import { sentences } from '../choice';
import type { ConsentStrings } from '../config';

/**
 * The banner of the first visit (and of a changed notice): a box at the bottom of the screen, over
 * the page (nothing moves), with "Accept all" and "Necessary only" of equal weight and "Let me
 * choose" for the preferences. Each sentence is a block of its own: the banner appears after the
 * page has painted, and a browser counts each block of text as one paint, so a whole paragraph
 * could become the page's Largest Contentful Paint on a phone.
 */
export function ConsentBanner({
  strings,
  privacyHref,
  renew,
  takeFocus,
  onChoose,
  onCustomise,
}: {
  strings: ConsentStrings['banner'];
  privacyHref: string;
  renew: boolean;
  /** Focus the banner when it appears (unless the visitor is already somewhere on the page). */
  takeFocus: () => boolean;
  onChoose: (analytics: boolean) => void;
  onCustomise: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const active = document.activeElement;
    if ((!active || active === document.body || active === document.documentElement) && takeFocus()) banner.focus({ preventScroll: true });
    // What sits at the bottom of the screen stays reachable above the banner: the SOS button moves
    // up by its height (a transform, so nothing is laid out again) and the page gets as much room
    // at its end, so that the footer's links can be scrolled above it.
    const root = document.documentElement;
    // Measured from layout (height and distance from the bottom), not from the box on screen,
    // which the banner's slide-in moves while it plays.
    const inset = () => root.style.setProperty('--consent-inset', `${Math.ceil(banner.offsetHeight + (parseFloat(getComputedStyle(banner).bottom) || 0))}px`);
    inset();
    const observer = new ResizeObserver(inset);
    observer.observe(banner);
    window.addEventListener('resize', inset);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', inset);
      root.style.removeProperty('--consent-inset');
    };
  }, [takeFocus]);

  return (
    <section
      ref={ref}
      id="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-label={strings.label}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      className="consent-banner fixed print:hidden inset-x-2 bottom-2 z-[var(--z-consent)] animate-consent-in max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-[var(--radius-card)] bg-surface p-5 shadow-[var(--shadow-card)] ring-1 ring-line focus:outline-none sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[min(42rem,calc(100vw-2rem))] sm:p-6"
    >
      <h2 className="text-lg font-bold">{strings.title}</h2>
      <div id={`${id}-text`} className="mt-2 space-y-1.5 text-sm leading-snug text-ink-muted sm:text-[0.9375rem] sm:leading-normal">
        {/* Spaces between the blocks keep the text whole for a screen reader and for copying. */}
        {[...sentences(strings.description), ...sentences(strings.analytics)].map((line, index) => (
          <Fragment key={line}>
            {index > 0 ? ' ' : null}
            <span className="block">{line}</span>
          </Fragment>
        ))}
        {' '}
        <a href={privacyHref} className="block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {strings.privacy}
        </a>
        {renew ? (
          <>
            {' '}
            <strong className="block text-ink">{strings.revision}</strong>
          </>
        ) : null}
      </div>
      <div className="mt-4 grid gap-2 sm:grid-cols-3">
        <Button onClick={() => onChoose(true)}>{strings.acceptAll}</Button>
        <Button onClick={() => onChoose(false)}>{strings.necessaryOnly}</Button>
        <Button variant="secondary" onClick={onCustomise}>
          {strings.customise}
        </Button>
      </div>
    </section>
  );
}
