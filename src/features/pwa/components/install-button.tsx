'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';

/** The browser's offer to install (Chromium's beforeinstallprompt event). */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type State = 'none' | 'offered' | 'installed';
type InstallWindow = Window & { __exhaleInstall?: InstallPrompt | null };

/**
 * The install button, shown only while the browser offers to install the app; a note instead
 * once it is installed (or opened as the installed app).
 */
export function InstallButton({ label, installedText }: { label: string; installedText: string }) {
  const [offer, setOffer] = useState<InstallPrompt | null>(null);
  const [state, setState] = useState<State>('none');

  useEffect(() => {
    if (window.matchMedia('(display-mode: standalone)').matches) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- known only in the browser
      setState('installed');
      return;
    }
    // The offer comes once per page load, often before this component exists: the page's first
    // inline script keeps it (src/lib/security/early-scripts.ts) and announces it.
    const take = () => {
      const kept = (window as InstallWindow).__exhaleInstall;
      if (kept) {
        setOffer(kept);
        setState('offered');
      }
    };
    const installed = () => {
      setOffer(null);
      setState('installed');
    };
    take();
    window.addEventListener('exhale:install', take);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('exhale:install', take);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (state === 'installed') return <Alert tone="success">{installedText}</Alert>;
  if (state !== 'offered' || !offer) return null;
  return (
    <Button
      size="lg"
      data-testid="install-app"
      onClick={async () => {
        await offer.prompt();
        const { outcome } = await offer.userChoice;
        // An offer can be used once; a new one comes with the next beforeinstallprompt.
        (window as InstallWindow).__exhaleInstall = null;
        setOffer(null);
        setState(outcome === 'accepted' ? 'installed' : 'none');
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      {label}
    </Button>
  );
}
