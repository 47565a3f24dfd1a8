'use client';

import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/ui/button';

export interface CertificateActionStrings {
  print: string;
  share: string;
  copy: string;
  copied: string;
}

const noChange = () => () => {};

/**
 * Print, and share: the system's share sheet where the browser has one (phones), otherwise the
 * address is copied with a visible confirmation.
 */
export function CertificateActions({ url, title, text, strings }: { url: string; title: string; text: string; strings: CertificateActionStrings }) {
  const [copied, setCopied] = useState(false);
  // Known only in the browser: the server renders "copy link", the browser may offer its share sheet.
  const canShare = useSyncExternalStore(noChange, () => typeof navigator.share === 'function', () => false);

  async function share() {
    if (canShare) {
      try {
        await navigator.share({ url, title, text });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
  }

  return (
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        {strings.print}
      </Button>
      <Button onClick={() => void share()}>{canShare ? strings.share : strings.copy}</Button>
      <p role="status" aria-live="polite" className="basis-full text-sm font-semibold text-success-700">
        {copied ? strings.copied : ''}
      </p>
    </>
  );
}
