'use client';

import { useState } from 'react';
import { fill } from '@/features/shell/components/shell-strings';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { authRequest } from '../../client/auth-request';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderId } from '../../oauth-providers';
import { type AccountStrings, commonError, useAction } from './section';

/**
 * Google and Apple: link one (a trip to the provider and back) or unlink it. `linked` maps each
 * linked provider to its account record. Unlinking the last one is fine: an emailed sign-in link
 * always works for the account's confirmed address.
 */
export function Connections({ providers, linked, accountPath, strings }: {
  providers: readonly OAuthProviderId[];
  linked: Partial<Record<OAuthProviderId, string>>;
  accountPath: string;
  strings: AccountStrings;
}) {
  const [now, setNow] = useState(linked);
  const { busy, status, run } = useAction();
  const c = strings.connections;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {providers.map((provider) => {
          const name = OAUTH_PROVIDER_NAMES[provider];
          const recordId = now[provider];
          const isLinked = recordId !== undefined;
          return (
            <li key={provider} className="flex flex-wrap items-center justify-between gap-3 p-4" data-provider={provider}>
              <span>
                <span className="font-semibold">{name}</span>{' '}
                <span className="text-sm text-ink-muted">· {isLinked ? c.linked : c.notLinked}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    if (!isLinked) {
                      const answer = await authRequest<{ url?: string }>('/link-social', { provider, callbackURL: accountPath, errorCallbackURL: accountPath, disableRedirect: true });
                      if (answer.ok && answer.data?.url) {
                        window.location.assign(answer.data.url);
                        return null;
                      }
                      return { tone: 'danger', text: commonError(answer, strings) };
                    }
                    const answer = await authRequest('/unlink-account', { accountId: recordId });
                    if (answer.ok) {
                      setNow((map) => ({ ...map, [provider]: undefined }));
                      return { tone: 'success', text: strings.saved };
                    }
                    if (answer.code === 'SESSION_NOT_FRESH') return { tone: 'danger', text: c.reauth };
                    return { tone: 'danger', text: commonError(answer, strings) };
                  })
                }
              >
                {fill(isLinked ? c.unlink : c.link, { provider: name })}
              </Button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">{status ? <Alert tone={status.tone}>{status.text}</Alert> : null}</div>
    </div>
  );
}
