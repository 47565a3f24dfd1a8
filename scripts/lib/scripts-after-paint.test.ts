import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { scriptsAfterPaint } from './scripts-after-paint.mjs';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<title>T</title></head><body><main>Text</main>' +
  '<script id="_R_">(globalThis.TURBOPACK||=[]).push({})</script><script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

const loaderOf = (html: string) => /<script data-after-paint="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

type Fake = {
  appended: string[];
  listeners: string[];
  paint: () => void;
  frame: () => void;
  timers: Array<{ fn: () => void; ms: number }>;
  /** Messages posted and not yet delivered: each is a task of its own. */
  messages: Array<() => void>;
  /** Delivers the posted messages, and those they post, one task at a time. */
  drain: () => number;
};

/** Runs a page's loader against a stand-in document and paint timing. */
function run(html: string, { visible = true, paintTiming = true, messageChannel = true } = {}): Fake {
  const fake: Fake = {
    appended: [],
    listeners: [],
    paint: () => {},
    frame: () => {},
    timers: [],
    messages: [],
    drain: () => {
      let tasks = 0;
      while (fake.messages.length) {
        fake.messages.shift()!();
        tasks++;
      }
      return tasks;
    },
  };
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => fake.appended.push(`${el.src}${el.async ? ' async' : ''}`) },
    // The early-submit guard's listener (tested in src/lib/security/early-submit.test.ts).
    addEventListener: (type: string) => fake.listeners.push(type),
  };
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      fake.paint = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    }
    disconnect() {}
  }
  class Channel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => fake.messages.push(() => this.port1.onmessage?.()) };
  }
  const window = { PerformanceObserver: Observer, ...(messageChannel ? { MessageChannel: Channel } : {}) };
  const requestAnimationFrame = (fn: () => void) => (fake.frame = fn);
  const setTimeout = (fn: () => void, ms: number) => fake.timers.push({ fn, ms });
  new Function('window', 'document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', loaderOf(html))(window, document, Observer, requestAnimationFrame, setTimeout);
  return fake;
}

describe('scriptsAfterPaint', () => {
  const html = scriptsAfterPaint(PAGE);

  it('takes every async framework script out of the markup, with its preload', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    // The style sheet, the inline scripts and the legacy script stay where they were.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('adds the scripts, in page order and async, only once the first contentful paint is shown', () => {
    const fake = run(html);
    fake.frame();
    expect(fake.appended).toEqual([]);
    // A form sent before React listens is held from the start.
    expect(fake.listeners).toEqual(['submit']);
    fake.paint();
    // One script per task: the first at once, each of the others in a task of its own.
    expect(fake.appended).toEqual(['/_next/static/chunks/one.js async']);
    expect(fake.drain()).toBe(2);
    expect(fake.appended).toEqual(['/_next/static/chunks/one.js async', '/_next/static/chunks/two.js async', '/_next/static/chunks/boot.js async']);
    // The fallback timer after the first frame does not add them a second time.
    for (const timer of fake.timers) timer.fn();
    expect(fake.drain()).toBe(0);
    expect(fake.appended).toHaveLength(3);
  });

  it('adds one script per timer task in a browser without MessageChannel', () => {
    const fake = run(html, { messageChannel: false });
    fake.paint();
    expect(fake.appended).toHaveLength(1);
    expect(fake.timers.map((t) => t.ms)).toEqual([0]);
    fake.timers.shift()!.fn();
    fake.timers.shift()!.fn();
    expect(fake.appended).toEqual(['/_next/static/chunks/one.js async', '/_next/static/chunks/two.js async', '/_next/static/chunks/boot.js async']);
    expect(fake.timers).toEqual([]);
  });

  it('falls back to a second after the first frame when no contentful paint comes', () => {
    const fake = run(html);
    fake.frame();
    expect(fake.timers.map((t) => t.ms)).toEqual([1000]);
    fake.timers[0]!.fn();
    fake.drain();
    expect(fake.appended).toHaveLength(3);
  });

  it('adds them after the first frame in a browser without paint timing, and at once in a hidden page', () => {
    const old = run(html, { paintTiming: false });
    expect(old.appended).toEqual([]);
    old.frame();
    expect(old.timers.map((t) => t.ms)).toEqual([0]);
    old.timers[0]!.fn();
    old.drain();
    expect(old.appended).toHaveLength(3);
    const hidden = run(html, { visible: false });
    hidden.drain();
    expect(hidden.appended).toHaveLength(3);
  });

  it('on a page rendered per request, takes the nonced tags out and gives the loader the nonce', () => {
    // Next.js writes the nonce after `async` on the head's scripts and before it on the bootstrap.
    const nonced = PAGE.replaceAll('" async="">', '" async="" nonce="abc+/=">')
      .replace('boot.js" async="" nonce="abc+/=">', 'boot.js" nonce="abc+/=" async="">')
      .replace('fetchPriority="low" href=', 'fetchPriority="low" nonce="abc+/=" href=');
    const out = scriptsAfterPaint(nonced, { nonce: 'abc+/=' });
    expect(out).not.toMatch(/<script src="[^"]+" async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain('<script nonce="abc+/=" data-after-paint="">');
    const fake = run(out.replace('<script nonce="abc+/=" data-after-paint="">', '<script data-after-paint="">'));
    fake.paint();
    fake.drain();
    expect(fake.appended).toEqual(['/_next/static/chunks/one.js async', '/_next/static/chunks/two.js async', '/_next/static/chunks/boot.js async']);
  });

  it('is idempotent and leaves a page without framework scripts alone', () => {
    expect(scriptsAfterPaint(html)).toBe(html);
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
