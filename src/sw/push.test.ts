import { describe, expect, it, vi } from 'vitest';
import { openNotificationTarget, parsePushPayload, sameOriginUrl } from './push';

const origin = 'https://exhale.example';

describe('a push message', () => {
  it('becomes a notification with title, body, an absolute address and the tag', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'Check-in', body: 'How was today?', url: '/de/nikotinentzug', tag: 'check-in' }), origin)).toEqual({
      title: 'Check-in',
      body: 'How was today?',
      url: 'https://exhale.example/de/nikotinentzug',
      tag: 'check-in',
    });
    expect(parsePushPayload(JSON.stringify({ title: 'Day 3', body: 'Keep going', url: 'https://exhale.example/quit-smoking?step=3' }), origin)).toEqual({
      title: 'Day 3',
      body: 'Keep going',
      url: 'https://exhale.example/quit-smoking?step=3',
    });
  });

  it('is ignored when it is not the agreed JSON', () => {
    for (const raw of [null, undefined, '', 'not json', '[]', '42', 'null', '{}']) expect(parsePushPayload(raw, origin), String(raw)).toBeNull();
    const good = { title: 'T', body: 'B', url: '/' };
    for (const bad of [
      { ...good, title: '' },
      { ...good, title: 3 },
      { ...good, body: null },
      { ...good, url: undefined },
      { ...good, url: 'https://elsewhere.example/' },
      { ...good, url: '//elsewhere.example/x' },
      { ...good, url: 'javascript:alert(1)' },
      { ...good, tag: 5 },
      { ...good, tag: ' ' },
    ])
      expect(parsePushPayload(JSON.stringify(bad), origin), JSON.stringify(bad)).toBeNull();
  });

  it('keeps long text within bounds', () => {
    const payload = parsePushPayload(JSON.stringify({ title: 'x'.repeat(500), body: 'y'.repeat(5000), url: '/' }), origin);
    expect(payload?.title).toHaveLength(120);
    expect(payload?.body).toHaveLength(400);
  });

  it('accepts only addresses on the site', () => {
    expect(sameOriginUrl('/help', origin)).toBe('https://exhale.example/help');
    expect(sameOriginUrl('data:text/html,x', origin)).toBeNull();
    expect(sameOriginUrl('http://exhale.example/', origin)).toBeNull();
  });
});

describe('a tap on a notification', () => {
  const tab = (url: string) => ({ url, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) });

  it('focuses the tab that shows the address', async () => {
    const open = vi.fn(async () => undefined);
    const shown = tab('https://exhale.example/help');
    await openNotificationTarget('https://exhale.example/help', origin, [tab('https://exhale.example/'), shown], open);
    expect(shown.focus).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('takes another tab of the site there, or opens a new one', async () => {
    const open = vi.fn(async () => undefined);
    const other = tab('https://exhale.example/');
    await openNotificationTarget('https://exhale.example/help', origin, [tab('https://elsewhere.example/help'), other], open);
    expect(other.focus).toHaveBeenCalled();
    expect(other.navigate).toHaveBeenCalledWith('https://exhale.example/help');
    await openNotificationTarget('https://exhale.example/help', origin, [], open);
    expect(open).toHaveBeenCalledWith('https://exhale.example/help');
  });

  it('does nothing for an address on another site', async () => {
    const open = vi.fn(async () => undefined);
    await openNotificationTarget('https://elsewhere.example/', origin, [], open);
    expect(open).not.toHaveBeenCalled();
  });
});
