'use client';

import { useShare } from '@/lib/client/use-share';
import { Button } from '@/ui/button';

export interface CertificateActionStrings {
  print: string;
  share: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * Print, and share: the system's share sheet where the browser has one (phones), otherwise the
 * address is copied with a visible confirmation.
 */
export function CertificateActions({
  url,
  title,
  text,
  shareable,
  strings,
}: {
  url: string;
  title: string;
  text: string;
  /** Public: the link may be passed on. A private certificate's link shows others "not found". */
  shareable: boolean;
  strings: CertificateActionStrings;
}) {
  const { canShare, copied, copyFailed, share } = useShare();

  return (
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        {strings.print}
      </Button>
      {shareable ? <Button onClick={() => void share({ url, title, text })}>{canShare ? strings.share : strings.copy}</Button> : null}
      <p role="status" aria-live="polite" className={`basis-full text-center text-sm font-semibold ${copyFailed ? 'text-danger-700' : 'text-success-700'}`}>
        {copied ? strings.copied : copyFailed ? strings.copyFailed : ''}
      </p>
    </>
  );
}
