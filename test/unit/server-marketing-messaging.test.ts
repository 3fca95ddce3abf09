import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../src/adapters/memory';
import { type MarketingFetch, createServerMarketingMessaging } from '../../src/adapters/marketing';
import type { MarketingMessagingEvent } from '../../src/application/ports/marketing-messaging';

const KEY = 'marketingOutbox';
const event = (n: number, name: MarketingMessagingEvent['name'] = 'add-to-cart'): MarketingMessagingEvent => ({
  id: `mm-event-${n}`,
  name,
  sku: `SKU-${n}`,
  productName: `Part ${n}`,
  quantity: 1,
  price: 2.5,
  currency: 'AUD',
  at: 1_790_000_000_000 + n,
});

/** A tab: its session storage, the server's answers in turn, what was posted and beaconed, and its page-hide listeners. */
function tab(store = new MemoryKeyValueStore(), token: string | null = 'access-token-1') {
  const posted: Array<{ accessToken: string; events: MarketingMessagingEvent[] }> = [];
  const beacons: Array<{ url: string; body: Blob }> = [];
  const answers: Array<number | 'offline'> = [];
  const hides: Array<() => void> = [];
  const fetch: MarketingFetch = async (_url, init) => {
    const answer = answers.shift() ?? 200;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    posted.push(JSON.parse(init.body));
    return { status: answer };
  };
  const open = () =>
    createServerMarketingMessaging({
      origin: 'http://jrau.localhost:8080',
      fetch,
      store,
      storageKey: KEY,
      accessToken: () => token ?? undefined,
      beacon: (url, body) => beacons.push({ url, body }) > 0,
      onPageHide: (listener) => hides.push(listener),
      after: (ms, then) => void setTimeout(then, ms),
    });
  return { store, posted, beacons, answers, hide: () => hides.forEach((listener) => listener()), open };
}

describe('marketing messaging over the shop server', () => {
  it('sends a batch with the access token and forgets it once the server has it', async () => {
    const t = tab();
    const messaging = t.open();
    expect(messaging.ready()).toBe(true);
    expect(await messaging.flush([event(1), event(2, 'remove-from-cart')])).toBe(true);
    expect(t.posted).toEqual([{ accessToken: 'access-token-1', events: [event(1), event(2, 'remove-from-cart')] }]);
    expect(messaging.waiting()).toEqual([]);
    expect(t.store.get(KEY)).toBeNull();
  });

  it('keeps a batch the server did not take, and sends it with the next one, each event once', async () => {
    const t = tab();
    const messaging = t.open();
    t.answers.push('offline', 503);
    expect(await messaging.flush([event(1)])).toBe(false);
    // The subscriber's retry hands the same events over again.
    expect(await messaging.flush([event(1)])).toBe(false);
    expect(messaging.waiting()).toEqual([event(1)]);
    expect(await messaging.flush([event(2)])).toBe(true);
    expect(t.posted.at(-1)?.events).toEqual([event(1), event(2)]);
    expect(messaging.waiting()).toEqual([]);
  });

  it('beacons the unsent batch when the page is hidden, and the next page of the tab sends it again', async () => {
    const t = tab();
    t.answers.push('offline');
    expect(await t.open().flush([event(1)])).toBe(false);
    t.hide();
    expect(t.beacons).toHaveLength(1);
    expect(t.beacons[0]?.url).toBe('http://jrau.localhost:8080/api/bff/marketing/events');
    expect(t.beacons[0]?.body.type).toBe('application/json');
    expect(JSON.parse(await t.beacons[0]!.body.text())).toEqual({ accessToken: 'access-token-1', events: [event(1)] });
    // A beacon is not an answer: the batch stays for the next page, which sends it as its code loads.
    const next = t.open();
    await expect.poll(() => t.posted.length).toBe(1);
    expect(t.posted[0]?.events).toEqual([event(1)]);
    await expect.poll(() => next.waiting()).toEqual([]);
  });

  it('tries the batch the page before left again, 1 s apart, until the session that sends it has loaded', async () => {
    const store = new MemoryKeyValueStore({ [KEY]: JSON.stringify([event(1)]) });
    const session: { token?: string } = {};
    const posted: unknown[] = [];
    const waits: Array<() => void> = [];
    createServerMarketingMessaging({
      origin: 'http://jrau.localhost:8080',
      fetch: async (_url, init) => (posted.push(JSON.parse(init.body)), { status: 200 }),
      store,
      storageKey: KEY,
      accessToken: () => session.token,
      beacon: () => true,
      onPageHide: () => undefined,
      after: (ms, then) => void (expect(ms).toBe(1_000), waits.push(then)),
    });
    await expect.poll(() => waits.length).toBe(1);
    expect(posted).toEqual([]);
    session.token = 'access-token-2';
    waits.shift()?.();
    await expect.poll(() => posted).toEqual([{ accessToken: 'access-token-2', events: [event(1)] }]);
    expect(store.get(KEY)).toBeNull();
  });

  it('waits for a session before sending, and sends nothing when hidden with nothing unsent', async () => {
    const t = tab(new MemoryKeyValueStore(), null);
    const messaging = t.open();
    expect(await messaging.flush([event(1)])).toBe(false);
    expect(t.posted).toEqual([]);
    expect(messaging.waiting()).toEqual([event(1)]);
    const empty = tab();
    empty.open();
    empty.hide();
    expect(empty.beacons).toEqual([]);
  });

  it('drops a batch the server refuses as it stands, rather than sending it forever', async () => {
    const t = tab();
    t.answers.push(400);
    expect(await t.open().flush([event(1)])).toBe(true);
    expect(t.store.get(KEY)).toBeNull();
  });
});
