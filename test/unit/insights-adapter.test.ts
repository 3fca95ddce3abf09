import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchInsightsEvent } from '../../src/application/ports/analytics';
import { createSearchInsights, type InsightsFetch } from '../../src/adapters/insights';

/** The insights endpoint in memory: records each POST and answers as scripted (a status, or a network failure). */
class FakeEndpoint {
  readonly posts: Array<{ url: string; headers: Record<string, string>; keepalive: boolean; events: SearchInsightsEvent[] }> = [];
  private readonly script: Array<number | 'network'> = [];

  answer(...outcomes: Array<number | 'network'>): this {
    this.script.push(...outcomes);
    return this;
  }

  readonly fetch: InsightsFetch = async (url, init) => {
    this.posts.push({
      url,
      headers: init.headers,
      keepalive: init.keepalive,
      events: (JSON.parse(init.body) as { events: SearchInsightsEvent[] }).events,
    });
    const outcome = this.script.shift() ?? 200;
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    return { status: outcome };
  };
}

const view = (n: number, over: Partial<SearchInsightsEvent> = {}): SearchInsightsEvent => ({
  eventType: 'view',
  eventName: 'Products Viewed',
  index: 'products_jrau',
  userToken: 'anonymous-a1',
  objectIDs: [`SKU${n}`],
  ...over,
});

let endpoint: FakeEndpoint;
beforeEach(() => {
  vi.useFakeTimers();
  endpoint = new FakeEndpoint();
});
afterEach(() => vi.useRealTimers());

const client = () => createSearchInsights({ origin: 'https://jrau.example/', fetch: endpoint.fetch, batchDelayMs: 200 });

describe('search insights adapter', () => {
  it('batches the events of one moment into one JSON POST to the insights endpoint', async () => {
    const insights = client();
    const sent = Promise.all([insights.send(view(1)), insights.send(view(2))]);
    await vi.advanceTimersByTimeAsync(199);
    expect(endpoint.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(endpoint.posts).toEqual([
      {
        url: 'https://jrau.example/api/bff/insights/events',
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        events: [view(1), view(2)],
      },
    ]);
  });

  it('sends at once when a batch is full (20 events), and flush() sends the rest now', async () => {
    const insights = client();
    const sends = Array.from({ length: 25 }, (_, i) => insights.send(view(i)));
    await vi.advanceTimersByTimeAsync(0);
    expect(endpoint.posts.map((p) => p.events.length)).toEqual([20]);
    await insights.flush();
    await Promise.all(sends);
    expect(endpoint.posts.map((p) => p.events.length)).toEqual([20, 5]);
  });

  it('splits more than 20 products into events of 20, positions following their products', async () => {
    const insights = client();
    const ids = Array.from({ length: 45 }, (_, i) => `S${i}`);
    const sent = insights.send(view(0, { eventType: 'click', objectIDs: ids, positions: ids.map((_, i) => i + 1) }));
    await insights.flush();
    await sent;
    const events = endpoint.posts[0]!.events;
    expect(events.map((e) => e.objectIDs!.length)).toEqual([20, 20, 5]);
    expect(events[2]).toMatchObject({ objectIDs: ['S40', 'S41', 'S42', 'S43', 'S44'], positions: [41, 42, 43, 44, 45] });
  });

  it('drops, without sending, an event the server would refuse: no user token (spec §6), or a malformed one', async () => {
    const insights = client();
    await insights.send(view(1, { userToken: '' }));
    await insights.send(view(1, { eventName: '' }));
    await insights.send(view(1, { objectIDs: [], filters: undefined }));
    await insights.flush();
    expect(endpoint.posts).toHaveLength(0);
  });

  it('drops a batch the server refuses with a 4xx, without retrying, and never rejects', async () => {
    endpoint.answer(400);
    const insights = client();
    const sent = insights.send(view(1));
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(sent).resolves.toBeUndefined();
    expect(endpoint.posts).toHaveLength(1);
  });

  it('retries once, after 500 ms, when the network fails or the server faults, then gives up quietly', async () => {
    endpoint.answer('network', 200);
    const insights = client();
    const first = insights.send(view(1));
    await vi.advanceTimersByTimeAsync(200);
    expect(endpoint.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(endpoint.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(endpoint.posts).toHaveLength(2);
    expect(endpoint.posts[1]!.events).toEqual([view(1)]);

    endpoint.answer('network', 503);
    const second = insights.send(view(2));
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(second).resolves.toBeUndefined();
    expect(endpoint.posts).toHaveLength(4);
  });
});
