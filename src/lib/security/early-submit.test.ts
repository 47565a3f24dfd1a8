import { describe, expect, it } from 'vitest';
import { EARLY_SUBMIT_GUARD } from './early-submit';

type Listener = (event: FakeEvent) => void;
interface FakeForm {
  action: string | null;
  isConnected: boolean;
  sent: Array<unknown>;
  getAttribute: (name: string) => string | null;
  requestSubmit: (submitter?: unknown) => void;
}
interface FakeEvent {
  target: FakeForm | null;
  submitter?: { isConnected: boolean; form: FakeForm } | null;
  prevented: boolean;
  stopped: boolean;
  preventDefault: () => void;
  stopImmediatePropagation: () => void;
}

/** Runs the guard against a stand-in document whose forms React may or may not have hydrated yet. */
function setUp() {
  const listeners: Array<{ type: string; fn: Listener; capture: boolean }> = [];
  const timers: Array<() => void> = [];
  let fieldsReady = false;
  const document: Record<string, unknown> = {
    addEventListener: (type: string, fn: Listener, capture: boolean) => listeners.push({ type, fn, capture }),
    documentElement: { hasAttribute: (name: string) => name === 'data-fields-ready' && fieldsReady },
  };
  const setTimeout = (fn: () => void) => timers.push(fn);
  new Function('document', 'setTimeout', EARLY_SUBMIT_GUARD)(document, setTimeout);
  const form = (action: string | null = null): FakeForm => {
    const f: FakeForm = {
      action,
      isConnected: true,
      sent: [],
      getAttribute: (name) => (name === 'action' ? f.action : null),
      requestSubmit: (submitter) => f.sent.push(submitter),
    };
    return f;
  };
  const submit = (target: FakeForm, submitter: FakeEvent['submitter'] = null): FakeEvent => {
    const event: FakeEvent = {
      target,
      submitter,
      prevented: false,
      stopped: false,
      preventDefault: () => (event.prevented = true),
      stopImmediatePropagation: () => (event.stopped = true),
    };
    for (const l of listeners) if (l.type === 'submit') l.fn(event);
    return event;
  };
  const tick = () => {
    for (const fn of timers.splice(0)) fn();
  };
  /** React hydrates a form: it keeps the element's props on it. */
  const hydrateOnly = (f: FakeForm) => Object.assign(f, { [`__reactProps$${Math.random().toString(36).slice(2)}`]: {} });
  /** ... and the page has handed React what was typed before (FieldsTakenOver). */
  const fieldsHandedOver = () => (fieldsReady = true);
  const hydrate = (f: FakeForm) => {
    hydrateOnly(f);
    fieldsHandedOver();
  };
  return { listeners, timers, form, submit, tick, hydrate, hydrateOnly, fieldsHandedOver };
}

describe('the early-submit guard', () => {
  it('listens for submits in the capture phase and leaves no global behind', () => {
    const page = setUp();
    expect(page.listeners).toEqual([{ type: 'submit', fn: expect.any(Function), capture: true }]);
  });

  it('holds a form sent before React hydrated it and sends it again, with its button, once React has', () => {
    const page = setUp();
    const form = page.form();
    const button = { isConnected: true, form };
    const event = page.submit(form, button);
    // The browser's own GET (every field in the address) does not happen.
    expect(event.prevented).toBe(true);
    expect(event.stopped).toBe(true);
    page.tick();
    page.tick();
    expect(form.sent).toEqual([]);
    // Hydrated, but what was typed before is not React's yet: still held.
    page.hydrateOnly(form);
    page.tick();
    expect(form.sent).toEqual([]);
    page.fieldsHandedOver();
    page.tick();
    expect(form.sent).toEqual([button]);
    // Once the form is React's, the guard lets every submit through (React handles it).
    const again = page.submit(form);
    expect(again.prevented).toBe(false);
    expect(page.timers).toHaveLength(0);
  });

  it('sends only the last form asked for, once, and none that has left the page', () => {
    const page = setUp();
    const first = page.form();
    const second = page.form();
    page.submit(first);
    page.submit(second);
    // One timer for both submits.
    expect(page.timers).toHaveLength(1);
    page.hydrate(first);
    page.hydrate(second);
    page.tick();
    expect(first.sent).toEqual([]);
    expect(second.sent).toEqual([undefined]);

    const other = setUp();
    const gone = other.form();
    other.submit(gone);
    gone.isConnected = false;
    other.tick();
    expect(gone.sent).toEqual([]);
    // Nothing is left to wait for.
    expect(other.timers).toHaveLength(0);
  });

  it('leaves forms with an action (they work without JavaScript) to the browser', () => {
    const page = setUp();
    const event = page.submit(page.form('/unsubscribe/1'));
    expect(event.prevented).toBe(false);
    expect(page.timers).toHaveLength(0);
  });

  it('does not name a button that belongs to another form', () => {
    const page = setUp();
    const form = page.form();
    page.submit(form, { isConnected: true, form: page.form() });
    page.hydrate(form);
    page.tick();
    expect(form.sent).toEqual([undefined]);
  });
});
