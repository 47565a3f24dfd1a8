'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { postJson } from '@/lib/client/post-json';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/field';
import type { ReminderSettings } from '../settings';

export interface ReminderStrings {
  daily: string;
  dailyHint: string;
  time: string;
  programme: string;
  programmeHint: string;
  save: string;
  saved: string;
  failed: string;
  invalidTime: string;
  push: Record<'title' | 'hint' | 'enable' | 'disable' | 'on' | 'off' | 'unsupported' | 'unavailable' | 'denied' | 'failed' | 'working', string>;
}

/** How long to wait for the site's service worker before saying notifications are not ready. */
const WORKER_TIMEOUT_MS = 4_000;

/** The browser's push subscription through the site's service worker, or why there is none. */
async function pushRegistration(): Promise<ServiceWorkerRegistration | 'unsupported' | 'unavailable'> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  const timeout = new Promise<'unavailable'>((resolve) => setTimeout(() => resolve('unavailable'), WORKER_TIMEOUT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The VAPID public key (URL-safe base64) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = `${base64url.replace(/-/g, '+').replace(/_/g, '/')}${'='.repeat((4 - (base64url.length % 4)) % 4)}`;
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A checkbox with its name and a line saying what it does. */
function CheckRow({ name, checked, onChange, label, hint }: { name: string; checked: boolean; onChange: (checked: boolean) => void; label: string; hint: string }) {
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 size-5 shrink-0 accent-brand-700" />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-ink-muted">{hint}</span>
      </span>
    </label>
  );
}

type PushState = 'checking' | 'on' | 'off' | 'unsupported' | 'unavailable' | 'denied' | 'failed' | 'working';

function PushControl({ locale, publicKey, strings }: { locale: string; publicKey: string; strings: ReminderStrings['push'] }) {
  const [state, setState] = useState<PushState>('checking');

  useEffect(() => {
    let live = true;
    void (async () => {
      const registration = await pushRegistration();
      if (!live) return;
      if (typeof registration === 'string') return setState(registration);
      if (Notification.permission === 'denied') return setState('denied');
      const subscription = await registration.pushManager.getSubscription().catch(() => null);
      if (live) setState(subscription ? 'on' : 'off');
    })();
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setState('working');
    const registration = await pushRegistration();
    if (typeof registration === 'string') return setState(registration);
    try {
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const { status } = await postJson('/api/reminders/push', { ...subscription.toJSON(), locale });
      if (status !== 200) {
        await subscription.unsubscribe().catch(() => false);
        return setState('failed');
      }
      setState('on');
    } catch {
      setState(Notification.permission === 'denied' ? 'denied' : 'failed');
    }
  }

  async function turnOff() {
    setState('working');
    const registration = await pushRegistration();
    if (typeof registration === 'string') return setState(registration);
    const subscription = await registration.pushManager.getSubscription().catch(() => null);
    if (subscription) {
      const response = await fetch('/api/reminders/push', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: subscription.endpoint }) }).catch(() => null);
      if (!response?.ok) return setState('failed');
      await subscription.unsubscribe().catch(() => false);
    }
    setState('off');
  }

  const problem = state === 'unsupported' || state === 'unavailable' || state === 'denied' || state === 'failed';
  return (
    <div className="space-y-3 border-t border-line pt-5" data-push-state={state}>
      <div>
        <h3 className="font-semibold">{strings.title}</h3>
        <p className="text-sm text-ink-muted">{strings.hint}</p>
      </div>
      <div aria-live="polite">
        {state === 'on' ? <p className="text-sm">{strings.on}</p> : null}
        {state === 'off' ? <p className="text-sm">{strings.off}</p> : null}
        {problem ? <Alert tone={state === 'failed' ? 'danger' : 'info'}>{strings[state]}</Alert> : null}
      </div>
      {state === 'on' ? (
        <Button variant="secondary" onClick={() => void turnOff()}>
          {strings.disable}
        </Button>
      ) : (
        <Button variant="secondary" disabled={state !== 'off' && state !== 'failed'} onClick={() => void turnOn()}>
          {state === 'working' || state === 'checking' ? strings.working : strings.enable}
        </Button>
      )}
    </div>
  );
}

/** The reminder choices on the account page, saved as JSON; and web push for this browser. */
export function ReminderSettingsForm({ locale, initial, publicKey, strings }: { locale: string; initial: ReminderSettings; publicKey: string; strings: ReminderStrings }) {
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed' | 'invalidTime'>('idle');

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    const { status: code, fields } = await postJson('/api/reminders', settings);
    if (code === 200) return setStatus('saved');
    setStatus(fields?.dailyTime ? 'invalidTime' : 'failed');
  }

  const change = (next: Partial<ReminderSettings>) => {
    setSettings((current) => ({ ...current, ...next }));
    setStatus('idle');
  };

  return (
    <div className="space-y-6">
      <form onSubmit={(event) => void save(event)} className="space-y-5" noValidate>
        <div className="space-y-3">
          <CheckRow name="daily" checked={settings.daily} onChange={(daily) => change({ daily })} label={strings.daily} hint={strings.dailyHint} />
          <div className="ml-8 max-w-40 space-y-1.5">
            <label htmlFor={`${id}-time`} className="block text-sm font-semibold">
              {strings.time}
            </label>
            <input
              id={`${id}-time`}
              type="time"
              name="dailyTime"
              required
              value={settings.dailyTime}
              disabled={!settings.daily}
              onChange={(e) => change({ dailyTime: e.target.value })}
              aria-invalid={status === 'invalidTime' ? true : undefined}
              aria-describedby={status === 'invalidTime' ? `${id}-time-error` : undefined}
              className={`${inputClasses} disabled:opacity-60`}
            />
            {status === 'invalidTime' ? (
              <p id={`${id}-time-error`} className="text-sm font-medium text-danger-700">
                {strings.invalidTime}
              </p>
            ) : null}
          </div>
        </div>
        <CheckRow name="programme" checked={settings.programme} onChange={(programme) => change({ programme })} label={strings.programme} hint={strings.programmeHint} />
        <div aria-live="polite">
          {status === 'saved' ? <Alert tone="success">{strings.saved}</Alert> : null}
          {status === 'failed' ? <Alert tone="danger">{strings.failed}</Alert> : null}
        </div>
        <Button type="submit" variant="secondary" disabled={status === 'saving'}>
          {strings.save}
        </Button>
      </form>
      <PushControl locale={locale} publicKey={publicKey} strings={strings.push} />
    </div>
  );
}
