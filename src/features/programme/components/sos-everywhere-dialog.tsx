'use client';

import { useEffect, useState } from 'react';
import { HelpNearYou } from '@/features/help/components/help-near-you';
import { useShellStrings } from '@/features/shell/components/shell-strings';
import { publicPath } from '@/i18n/pathnames';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { SosData } from '../sos-data';
import { loadSosData } from '../sos-offline';
import { Sos } from './sos';
import { SosHeaderButton } from './sos-everywhere';

type State = { kind: 'loading' } | { kind: 'ready'; data: SosData } | { kind: 'failed' };

/** Loaded when the header's SOS is first opened: fetches what the SOS needs, then opens it. */
export default function SosEverywhereDialog({ concealed = false, everyWidth = false }: { concealed?: boolean; everyWidth?: boolean }) {
  const { locale, sos } = useShellStrings();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [failedOpen, setFailedOpen] = useState(true);

  useEffect(() => {
    let current = true;
    // Offline, the SOS kept on this device opens (src/features/programme/sos-offline.ts).
    void loadSosData(locale).then((answer) => {
      if (current) setState(answer.kind === 'ready' ? answer : { kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  if (state.kind === 'loading') return <SosHeaderButton busy />;
  if (state.kind === 'failed')
    return (
      <Dialog open={failedOpen} onOpenChange={setFailedOpen} title={sos.title} closeLabel={sos.close} trigger={<SosHeaderButton concealed={concealed} everyWidth={everyWidth} />}>
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
      trigger={<SosHeaderButton concealed={concealed} everyWidth={everyWidth} />}
      slipHref={`${publicPath('/quit-smoking', locale)}#slip`}
      help={<HelpNearYou locale={locale} strings={data.help} compact />}
      queuedNote={data.queuedNote}
    />
  );
}
