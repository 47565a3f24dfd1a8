'use client';

import { useEffect, useState } from 'react';
import { HelpNearYou } from '@/features/help/components/help-near-you';
import { useShellStrings } from '@/features/shell/components/shell-strings';
import { publicPath } from '@/i18n/pathnames';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { SosData } from '../sos-data';
import { Sos } from './sos';
import { SosHeaderButton } from './sos-everywhere';

type State = { kind: 'loading' } | { kind: 'ready'; data: SosData } | { kind: 'failed' };

/** Loaded when the header's SOS is first opened: fetches what the SOS needs, then opens it. */
export default function SosEverywhereDialog({ concealed = false }: { concealed?: boolean }) {
  const { locale, sos } = useShellStrings();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [failedOpen, setFailedOpen] = useState(true);

  useEffect(() => {
    let current = true;
    fetch(`/api/programme/sos?locale=${locale}`, { cache: 'no-store', credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return (await response.json()) as SosData;
      })
      .then(
        (data) => current && setState({ kind: 'ready', data }),
        () => current && setState({ kind: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  if (state.kind === 'loading') return <SosHeaderButton busy />;
  if (state.kind === 'failed')
    return (
      <Dialog open={failedOpen} onOpenChange={setFailedOpen} title={sos.title} closeLabel={sos.close} trigger={<SosHeaderButton concealed={concealed} />}>
        <Alert tone="danger">{sos.failed}</Alert>
        <Button
          className="mt-4"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {sos.retry}
        </Button>
      </Dialog>
    );
  const { data } = state;
  return (
    <Sos
      defaultOpen
      strings={data.strings}
      triggerLabels={data.triggerLabels}
      reasons={data.reasons}
      trigger={<SosHeaderButton concealed={concealed} />}
      slipHref={`${publicPath('/quit-smoking', locale)}#slip`}
      help={<HelpNearYou locale={locale} strings={data.help} compact />}
      queuedNote={data.queuedNote}
    />
  );
}
