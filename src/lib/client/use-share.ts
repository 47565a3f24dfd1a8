'use client';

import { useState, useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * Sharing a link: the system's share sheet where the browser has one (phones), otherwise the
 * address is copied and `copied` turns true for a visible confirmation.
 */
export function useShare() {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  // Known only in the browser: the server renders "copy link", the browser may offer its share sheet.
  const canShare = useSyncExternalStore(noChange, () => typeof navigator.share === 'function', () => false);

  async function share(data: { url: string; title?: string; text?: string }) {
    setCopied(false);
    setCopyFailed(false);
    if (canShare) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    // A browser that refuses the clipboard (no permission, not a secure page): the link stays on
    // screen to copy by hand, and `copyFailed` says so.
    try {
      await navigator.clipboard.writeText(data.url);
      setCopied(true);
    } catch {
      setCopyFailed(true);
    }
  }

  return { canShare, copied, copyFailed, share };
}
