'use client';

import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { authRequest, retryable } from '../client/auth-request';
import { POPUP_CHANNEL, POPUP_MESSAGE, type PopupResult } from '../client/popup';
import { EmailRequestForm, type EmailRequestStrings } from './email-request-form';

/** Runs `task` once after the page appeared (links are used only once, so never twice). */
function useOnce(task: () => void) {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    task();
  });
}

function Outcome({ icon, tone, title, body, children }: { icon: string; tone: 'ok' | 'warn'; title: string; body: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md text-center">
      <div aria-hidden="true" className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl ${tone === 'ok' ? 'bg-success-50 text-success-700' : 'bg-sun-100 text-ink'}`}>
        {icon}
      </div>
      <h1 className="mt-5 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-ink-muted">{body}</p>
      {children}
    </div>
  );
}

function Working({ text }: { text: string }) {
  return (
    <p role="status" className="mx-auto max-w-md py-10 text-center text-lg text-ink-muted">
      {text}
    </p>
  );
}

export interface UnreachableStrings {
  title: string;
  body: string;
  action: string;
}

/** The link could not be checked (no connection, a busy or failing server): it may still work. */
function Unreachable({ strings, onRetry }: { strings: UnreachableStrings; onRetry: () => void }) {
  return (
    <Outcome icon="!" tone="warn" title={strings.title} body={strings.body}>
      <Button size="lg" className="mt-8" onClick={onRetry}>
        {strings.action}
      </Button>
    </Outcome>
  );
}

/** Completes an emailed sign-in link; an expired or used one offers a new link at once. */
export function SignInLinkCompletion({ token, target, strings, formStrings, redirect, locale }: {
  token: string;
  target: string;
  redirect: string | null;
  locale: string;
  strings: { working: string; signedIn: string; invalidTitle: string; invalidBody: string; unreachable: UnreachableStrings };
  formStrings: EmailRequestStrings;
}) {
  const [state, setState] = useState<'working' | 'done' | 'invalid' | 'unreachable'>('working');
  const verify = () => {
    setState('working');
    void authRequest(`/magic-link/verify?token=${encodeURIComponent(token)}`, undefined, 'GET').then((answer) => {
      if (answer.ok) {
        setState('done');
        window.location.assign(target);
      } else setState(retryable(answer.status) ? 'unreachable' : 'invalid');
    });
  };
  useOnce(verify);
  if (state === 'working') return <Working text={strings.working} />;
  if (state === 'done') return <Working text={strings.signedIn} />;
  if (state === 'unreachable') return <Unreachable strings={strings.unreachable} onRetry={verify} />;
  return (
    <Outcome icon="!" tone="warn" title={strings.invalidTitle} body={strings.invalidBody}>
      <div className="mt-8 text-left">
        <EmailRequestForm request={{ kind: 'signInLink', locale, redirect }} strings={formStrings} />
      </div>
    </Outcome>
  );
}

/** Confirms an email address (a new account's, or the new address of an account). */
export function AddressConfirmation({ token, homePath, accountPath, loginPath, strings }: {
  token: string;
  homePath: string;
  accountPath: string;
  loginPath: string;
  strings: {
    working: string;
    verified: { title: string; body: string; action: string };
    changed: { title: string; body: string; action: string };
    invalid: { title: string; body: string; action: string };
    unreachable: UnreachableStrings;
  };
}) {
  const [state, setState] = useState<'working' | 'verified' | 'changed' | 'invalid' | 'unreachable'>('working');
  const confirm = () => {
    setState('working');
    void authRequest<{ user?: unknown }>(`/verify-email?token=${encodeURIComponent(token)}`, undefined, 'GET').then((answer) => {
      if (!answer.ok) setState(retryable(answer.status) ? 'unreachable' : 'invalid');
      // A change of address answers with the updated user; a first confirmation does not.
      else setState(answer.data?.user ? 'changed' : 'verified');
    });
  };
  useOnce(confirm);
  if (state === 'working') return <Working text={strings.working} />;
  if (state === 'unreachable') return <Unreachable strings={strings.unreachable} onRetry={confirm} />;
  const text = strings[state];
  return (
    <Outcome icon={state === 'invalid' ? '!' : '✓'} tone={state === 'invalid' ? 'warn' : 'ok'} title={text.title} body={text.body}>
      <a href={state === 'invalid' ? loginPath : state === 'changed' ? accountPath : homePath} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {text.action}
      </a>
    </Outcome>
  );
}

/** The page the Google/Apple popup ends on: it tells the opener how it went, then closes. */
export function PopupCompletion({ error, strings }: { error: string | null; strings: { done: string; failed: string } }) {
  useOnce(() => {
    const result: PopupResult = error ? { type: POPUP_MESSAGE, ok: false, error } : { type: POPUP_MESSAGE, ok: true };
    window.opener?.postMessage(result, window.location.origin);
    if ('BroadcastChannel' in window) {
      const channel = new BroadcastChannel(POPUP_CHANNEL);
      channel.postMessage(result);
      channel.close();
    }
    window.setTimeout(() => window.close(), 50);
  });
  return (
    <div className="mx-auto max-w-md py-10">
      <Alert tone={error ? 'danger' : 'success'}>{error ? strings.failed : strings.done}</Alert>
    </div>
  );
}
