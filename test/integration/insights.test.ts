import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchInsights } from '../../src/adapters/insights';
import type { SearchInsightsEvent } from '../../src/application/ports/analytics';
import { countRows, type TestServer, startTestServer } from './harness';

let server: TestServer;
let skus: string[];
const QUERY_ID = 'a'.repeat(32);
const rows = () => countRows(server, 'insight_events');
const post = (events: unknown, site: 'jrau' | 'jrnz' | 'rtau' = 'jrau') =>
  server.request('POST', '/api/bff/insights/events', { site, body: { events } });
const view = (over: Record<string, unknown> = {}) => ({
  eventType: 'view',
  eventName: 'Products Viewed',
  index: 'products_jrau',
  userToken: 'anonymous-7f1c',
  objectIDs: skus.slice(0, 3),
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  skus = (await server.database.db.selectFrom('product_prices').select('sku').where('site', '=', 'jrau').orderBy('sku').limit(45).execute()).map(
    (r) => r.sku,
  );
}, 60_000);
afterAll(async () => server?.close());

describe('POST /bff/insights/events', () => {
  it('records a batch of views, clicks, conversions and filters, and the summary counts them', async () => {
    const events = [
      view(),
      view({ eventType: 'click', eventName: 'Product Clicked', objectIDs: [skus[1]], positions: [2], queryID: QUERY_ID }),
      view({ eventType: 'click', eventName: 'Product Clicked', objectIDs: [skus[1], skus[2]], userToken: 'user-c-42' }),
      view({ eventType: 'conversion', eventName: 'Product Added To Cart', objectIDs: [skus[1]], queryID: QUERY_ID }),
      view({ eventType: 'view', eventName: 'Filter Viewed', objectIDs: undefined, filters: ['brand:Nordic', 'Search All Products'] }),
    ];
    const res = await post(events);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recorded: 5 });

    const summary = await server.request('GET', '/api/bff/insights/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.index).toBe('products_jrau');
    expect(summary.body.events).toEqual({ view: 2, click: 2, conversion: 1 });
    expect(summary.body.topClicked[0]).toMatchObject({ objectID: skus[1], clicks: 2, title: expect.any(String) });
    expect(summary.body.topClicked[1]).toMatchObject({ objectID: skus[2], clicks: 1 });
  });

  it('keeps each site to its own index: another site counts nothing of jrau', async () => {
    const res = await post([view({ index: 'products_rtau' })], 'rtau');
    expect(res.status).toBe(200);
    const rtau = await server.request('GET', '/api/bff/insights/summary?index=products_rtau&limit=1', { site: 'rtau' });
    expect(rtau.body).toMatchObject({ index: 'products_rtau', events: { view: 1, click: 0, conversion: 0 }, topClicked: [] });
  });

  it('refuses a whole batch, writing nothing, when one event names another site index', async () => {
    const before = await rows();
    const res = await post([view(), view({ index: 'products_jrnz' })]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'body.events.1.index: must be products_jrau on this site' });
    expect(await rows()).toBe(before);
  });

  const bad: Array<[string, unknown, string]> = [
    ['no events', [], 'body.events'],
    ['21 events', Array.from({ length: 21 }, () => 0), 'body.events'],
    ['21 products', [{ objectIDs: Array.from({ length: 21 }, (_, i) => `S${i}`) }], 'body.events.0.objectIDs'],
    ['an unknown event type', [{ eventType: 'purchase' }], 'body.events.0.eventType'],
    ['a 65-character event name', [{ eventName: 'x'.repeat(65) }], 'body.events.0.eventName'],
    ['a user token of neither kind', [{ userToken: 'bob' }], 'body.events.0.userToken'],
    ['no user token', [{ userToken: undefined }], 'body.events.0.userToken'],
    ['a query id that is not 32 hex digits', [{ queryID: 'z'.repeat(32) }], 'body.events.0.queryID'],
    ['positions not matching the products', [{ positions: [1] }], 'body.events.0.positions'],
    ['a position of 0', [{ positions: [0, 1, 2] }], 'body.events.0.positions.0'],
    ['neither products nor filters', [{ objectIDs: undefined }], 'body.events.0.objectIDs'],
    ['both products and filters', [{ filters: ['brand:x'] }], 'body.events.0.objectIDs'],
    ['an object id with a space', [{ objectIDs: ['A B'] }], 'body.events.0.objectIDs.0'],
  ];
  it.each(bad)('refuses %s with a 400 naming the field, writing nothing', async (_, events, field) => {
    const before = await rows();
    const body = (events as unknown[]).map((over) => (typeof over === 'object' && over ? view(over as Record<string, unknown>) : view()));
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.message.split(':')[0]).toBe(field);
    expect(await rows()).toBe(before);
  });

  it('refuses a body that is not an object of events, or not JSON', async () => {
    for (const body of [undefined, null, 'x', { events: 'x' }, [view()]]) {
      const res = await server.request('POST', '/api/bff/insights/events', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await server.request('POST', '/api/bff/insights/events', { raw: '{"events": [' })).status).toBe(400);
  });
});

describe('GET /bff/insights/summary', () => {
  it('refuses another site index and a bad limit, naming the field', async () => {
    const other = await server.request('GET', '/api/bff/insights/summary?index=products_rtau');
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/^query\.index: must be products_jrau/);
    for (const limit of ['0', '101', 'x', '']) {
      const res = await server.request('GET', `/api/bff/insights/summary?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.message).toMatch(/^query\.limit/);
    }
  });
});

describe('the client adapter against the real server', () => {
  it('batches what a page sends into one POST the server records, and drops what it could not send', async () => {
    const before = await rows();
    let posts = 0;
    // fetch over the harness: the site is told by the host name, as in the browser.
    const insights = createSearchInsights({
      origin: 'http://jrnz.localhost',
      fetch: async (url, init) => {
        posts++;
        const res = await server.request(init.method, new URL(url).pathname, { site: 'jrnz', raw: init.body, headers: init.headers });
        return { status: res.status };
      },
    });
    const event = view({ index: 'products_jrnz', objectIDs: skus.slice(0, 45) }) as SearchInsightsEvent;
    const tokenless = { ...event, userToken: '' };
    await Promise.all([insights.send(event), insights.send(tokenless), insights.flush()]);
    expect(posts).toBe(1);
    expect(await rows()).toBe(before + 3);
    const summary = await server.request('GET', '/api/bff/insights/summary', { site: 'jrnz' });
    expect(summary.body.events.view).toBe(3);
  });
});
