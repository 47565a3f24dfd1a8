import { describe, expect, it } from 'vitest';
import { flushQueue, sendOrQueue, type CravingStore, type QueuedCraving, type Send } from './craving-queue';

function memoryStore(): CravingStore & { items: Map<string, QueuedCraving> } {
  const items = new Map<string, QueuedCraving>();
  return {
    items,
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
    clear: async () => items.clear(),
  };
}

/** A server that stores each id once, answering `status` while `online` says so (0: no network). */
function server() {
  const stored = new Map<string, Record<string, unknown>>();
  const state = { online: true, status: 200, calls: 0 };
  const send: Send = async (body) => {
    state.calls += 1;
    if (!state.online) return { status: 0 };
    if (state.status !== 200) return { status: state.status };
    if (!stored.has(body.id as string)) stored.set(body.id as string, body);
    return { status: 200 };
  };
  return { stored, state, send };
}

const craving = (id: string) => ({ id, trigger: 'stress', strengthBefore: 7, passed: true });
const at = (iso: string) => () => new Date(iso);

describe('the craving queue', () => {
  it('sends at once when the network is there, keeping nothing', async () => {
    const store = memoryStore();
    const api = server();
    expect(await sendOrQueue(craving('a'), { store, send: api.send })).toEqual({ status: 200, queued: false });
    expect(api.stored.size).toBe(1);
    expect(store.items.size).toBe(0);
  });

  it('keeps a craving logged offline with its time and sends it once the network is back, exactly once', async () => {
    const store = memoryStore();
    const api = server();
    api.state.online = false;
    expect(await sendOrQueue(craving('a'), { store, send: api.send, now: at('2026-11-26T10:00:00Z') })).toEqual({ status: 200, queued: true });
    expect(store.items.get('a')?.body.loggedAt).toBe('2026-11-26T10:00:00.000Z');
    // Still offline: nothing leaves the queue.
    expect(await flushQueue({ store, send: api.send })).toEqual({ sent: 0, kept: 1 });
    api.state.online = true;
    expect(await flushQueue({ store, send: api.send })).toEqual({ sent: 1, kept: 0 });
    expect(await flushQueue({ store, send: api.send })).toEqual({ sent: 0, kept: 0 });
    expect([...api.stored.keys()]).toEqual(['a']);
    expect(api.stored.get('a')?.loggedAt).toBe('2026-11-26T10:00:00.000Z');
  });

  it('sends the oldest first and stops at the first that cannot go', async () => {
    const store = memoryStore();
    const api = server();
    api.state.online = false;
    await sendOrQueue(craving('late'), { store, send: api.send, now: at('2026-11-26T12:00:00Z') });
    await sendOrQueue(craving('early'), { store, send: api.send, now: at('2026-11-26T08:00:00Z') });
    api.state.online = true;
    api.state.status = 503;
    expect(await flushQueue({ store, send: api.send })).toEqual({ sent: 0, kept: 2 });
    api.state.status = 200;
    const order: string[] = [];
    await flushQueue({ store, send: async (body) => (order.push(body.id as string), api.send(body)) });
    expect(order).toEqual(['early', 'late']);
  });

  it('drops a craving the server refuses for good (invalid, or no longer signed in)', async () => {
    for (const status of [400, 401, 403, 404]) {
      const store = memoryStore();
      await store.put({ id: 'x', body: { ...craving('x'), loggedAt: '2026-11-26T08:00:00.000Z' } });
      expect(await flushQueue({ store, send: async () => ({ status }) })).toEqual({ sent: 0, kept: 0 });
      expect(store.items.size).toBe(0);
    }
  });

  it('two tabs sending the same queue store the craving once', async () => {
    const store = memoryStore();
    const api = server();
    await store.put({ id: 'a', body: { ...craving('a'), loggedAt: '2026-11-26T08:00:00.000Z' } });
    await Promise.all([flushQueue({ store, send: api.send }), flushQueue({ store, send: api.send })]);
    expect(api.stored.size).toBe(1);
    expect(store.items.size).toBe(0);
  });

  it('says the network failed when the device cannot keep it either', async () => {
    const api = server();
    api.state.online = false;
    const broken: CravingStore = { ...memoryStore(), put: async () => Promise.reject(new Error('quota')) };
    expect(await sendOrQueue(craving('a'), { store: broken, send: api.send })).toEqual({ status: 0, queued: false });
  });
});
