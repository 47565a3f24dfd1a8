'use client';

import { usePathname } from 'next/navigation';
import { forwardRef, useEffect, useState } from 'react';
import { useSignedIn } from '@/features/auth/client/session';
import { useShellStrings } from '@/features/shell/components/shell-strings';
import { publicPath } from '@/i18n/pathnames';
import { onDemand, useOnDemand } from '@/lib/client/on-demand';
import { whenIdle } from '@/lib/client/when-idle';
import { cn } from '@/ui/cn';

/** Asks the header's SOS to open (the phone menu sends it after closing itself). */
export const OPEN_SOS_EVENT = 'exhale:open-sos';
export const openSos = () => window.dispatchEvent(new Event(OPEN_SOS_EVENT));

const loadDialog = onDemand(() => import('./sos-everywhere-dialog').then((module) => module.default));
const preload = () => void loadDialog().catch(() => undefined);

/**
 * The cravings SOS in the site header for a signed-in browser, on every page: the button is all
 * the page loads; the SOS, its strings and the person's reasons come when it is first opened, and
 * it opens over the page. `everyWidth`: on pages without the phone menu (campaign pages,
 * certificates) the button shows on phones too.
 */
export function SosEverywhere({ everyWidth = false }: { everyWidth?: boolean } = {}) {
  const signedIn = useSignedIn();
  const { locale } = useShellStrings();
  // The programme page has its own SOS button at the bottom right; the phone menu's still opens this one.
  const programme = publicPath('/quit-smoking', locale);
  const pathname = usePathname();
  const onProgramme = pathname === programme || pathname.startsWith(`${programme}/`);
  // Each request to open mounts a fresh SOS that starts open, once its code is there. If the code
  // cannot load (offline before it was kept), the button stays and the next press tries again.
  const [opened, setOpened] = useState(0);
  const { loaded: SosEverywhereDialog, busy, request } = useOnDemand(loadDialog);
  useEffect(() => {
    const open = () => request(() => setOpened((n) => n + 1));
    window.addEventListener(OPEN_SOS_EVENT, open);
    return () => window.removeEventListener(OPEN_SOS_EVENT, open);
  }, [request]);
  // Ready for going offline: the SOS's code and what it shows are kept once the page is idle.
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() => {
      preload();
      void import('../sos-offline').then((offline) => offline.keepSosReady(locale)).catch(() => undefined);
    });
  }, [signedIn, locale]);
  if (!signedIn) return null;
  return opened && SosEverywhereDialog ? (
    <SosEverywhereDialog key={opened} concealed={onProgramme} everyWidth={everyWidth} />
  ) : (
    <SosHeaderButton
      busy={busy}
      concealed={onProgramme}
      everyWidth={everyWidth}
      onClick={() => request(() => setOpened(1))}
      onPointerEnter={preload}
    />
  );
}

/** The header's SOS button (from tablet width up; on a phone the menu has its own). */
export const SosHeaderButton = forwardRef<HTMLButtonElement, { busy?: boolean; concealed?: boolean; everyWidth?: boolean } & React.ComponentProps<'button'>>(function SosHeaderButton(
  { busy, concealed, everyWidth, className, ...props },
  ref,
) {
  const { sos } = useShellStrings();
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      data-testid="sos-header"
      className={cn(
        'min-h-10 items-center gap-1.5 rounded-full bg-danger-600 px-3.5 text-sm font-bold whitespace-nowrap text-white hover:bg-danger-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-700',
        // While loading it shows at every width: on a phone it was asked for from the menu.
        busy || everyWidth ? 'inline-flex' : concealed ? 'hidden' : 'hidden sm:inline-flex',
        className,
      )}
      {...props}
    >
      <SosIcon />
      {busy ? sos.loading : sos.open}
    </button>
  );
});

export function SosIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="M3 12h4l2-5 4 10 2-5h6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
