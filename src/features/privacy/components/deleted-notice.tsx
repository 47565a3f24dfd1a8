'use client';

import { useSearchParams } from 'next/navigation';
import { Alert } from '@/ui/alert';

/** After a deletion the person lands here signed out (`?deleted=1`): the news, first thing on the page. */
export function DeletedNotice({ title, body, again }: { title: string; body: string; again: string }) {
  const params = useSearchParams();
  if (params.get('deleted') !== '1') return null;
  return (
    <div className="pt-6" data-testid="deleted-notice">
      <Alert tone="success" title={title}>
        <p>{body}</p>
        <p className="mt-2">{again}</p>
      </Alert>
    </div>
  );
}
