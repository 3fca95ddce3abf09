import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_DATA_LIMIT, ANALYTICS_LIST_LIMIT, ANALYTICS_MAX_EVENTS, AnalyticsEventsList } from '../../contract/analytics';
import { ANALYTICS_MESSAGES } from '../../server/http/analytics';
import { CROSS_SITE_MESSAGE, FORM_BODY_MESSAGE } from '../../server/http/same-origin';
import { LIMITS } from '../../server/services/limits/rate-limit';
import { countRows, type RequestOptions, type TestServer, startTestServer } from './harness';
import { limitsWorld } from './limits-support';

/** Spec §9 Analytics: the shop's own collector (server/http/analytics.ts), the `beacon` sink of ANALYTICS_SINKS. */
const OPS = 'ops-secret-for-analytics';
const START = 1_790_000_000_000;
let clock = START;
let server: TestServer;
// One proxy hop trusted, so a test can send from many addresses (X-Forwarded-For), as the limits tests do.
const world = limitsWorld(() => server);

beforeAll(async () => {
  process.env.OPS_TOKEN = OPS;
  server = await startTestServer({ now: () => clock, trustProxy: 1 });
}, 60_000);
afterAll(async () => {
  delete process.env.OPS_TOKEN;
  await server?.close();
});

let n = 0;
/** Each test lists the events of a type of its own, so what other tests sent does not show in its listing. */
const event = (type: string, over: Record<string, unknown> = {}) => ({
  id: `an-test-${++n}-${crypto.randomUUID()}`,
  type,
  userStatus: 'Anonymous',
  at: START + n,
  data: { pageType: 'home', path: '/' },
  ...over,
});
const rows = () => countRows(server, 'analytics_events');
const send = (body: unknown, options: { site?: 'jrau' | 'jrnz'; from?: string } & RequestOptions = {}) => {
  const { site = 'jrau', from = world.newAddress(), ...rest } = options;
  return server.request('POST', '/api/bff/analytics/events', world.from(from, { body, site, ...rest }));
};
const list = (query: string, options: { key?: string | null; site?: 'jrau' | 'jrnz' } = {}) => {
  const key = options.key === undefined ? OPS : options.key;
  return server.request('GET', `/api/bff/ops/analytics/events?${query}`, {
    site: options.site ?? 'jrau',
    ...(key ? { headers: { 'x-ops-token': key } } : {}),
  });
};

describe('POST /bff/analytics/events', () => {
  it('keeps a batch without a session, and the operator lists it with its data', async () => {
    const viewed = event('testKept');
    const added = event('testKept', {
      userStatus: 'Logged in',
      data: { currency: 'AUD', changes: [{ line: { sku: 'AB1234', name: 'Soldering iron' }, quantity: 2, unitCents: 2495 }] },
    });
    const res = await send({ events: [viewed, added] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ recorded: 2 });

    const listed = await list('type=testKept');
    expect(listed.status).toBe(200);
    expect(AnalyticsEventsList.safeParse(listed.body).success).toBe(true);
    expect(listed.body).toEqual({
      events: [
        { ...viewed, receivedAt: START },
        { ...added, receivedAt: START },
      ],
    });
  });

  it('keeps a batch sent twice once (a beacon, then the next page), and an event twice in one batch once', async () => {
    const batch = [event('testTwice'), event('testTwice')];
    expect((await send({ events: batch })).body).toEqual({ recorded: 2 });
    const before = await rows();
    const again = await send({ events: batch });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ recorded: 0 });
    expect(await rows()).toBe(before);
    const more = event('testTwice');
    expect((await send({ events: [...batch, more, more] })).body).toEqual({ recorded: 1 });
    expect((await list('type=testTwice')).body.events.map((e: { id: string }) => e.id)).toEqual([...batch, more].map((e) => e.id));
  });

  it("keeps each site's events apart: a site's operator sees none of another's", async () => {
    const nz = event('testSites');
    expect((await send({ events: [nz] }, { site: 'jrnz' })).body).toEqual({ recorded: 1 });
    expect((await list('type=testSites', { site: 'jrnz' })).body.events).toEqual([{ ...nz, receivedAt: START }]);
    expect((await list('type=testSites', { site: 'jrau' })).body).toEqual({ events: [] });
    // The same event id on another site is another event.
    expect((await send({ events: [nz] }, { site: 'jrau' })).body).toEqual({ recorded: 1 });
  });

  it('masks a card number typed into free text the event carries, as every request is', async () => {
    const searched = event('testMasked', { data: { query: 'pay 4111 1111 1111 1111', resultCount: 0 } });
    expect((await send({ events: [searched] })).status).toBe(200);
    expect((await list('type=testMasked')).body.events[0].data).toEqual({ query: 'pay •••• •••• •••• 1111', resultCount: 0 });
  });

  const bad: Array<[string, unknown, string]> = [
    ['no events', { events: [] }, 'body.events'],
    ['no events at all', {}, 'body.events'],
    ['more events than a batch holds', { events: Array.from({ length: ANALYTICS_MAX_EVENTS + 1 }, () => event('testBad')) }, 'body.events'],
    ['a type that is not camelCase', { events: [event('page_viewed')] }, 'body.events.0.type'],
    ['a type that starts with a capital', { events: [event('PageViewed')] }, 'body.events.0.type'],
    ['a short event id', { events: [event('testBad', { id: 'x' })] }, 'body.events.0.id'],
    ['an event id with a space', { events: [event('testBad', { id: 'an event id' })] }, 'body.events.0.id'],
    ['a user status the spec does not have', { events: [event('testBad', { userStatus: 'Guest' })] }, 'body.events.0.userStatus'],
    ['a time that is not epoch ms', { events: [event('testBad', { at: 1.5 })] }, 'body.events.0.at'],
    ['data that is not an object', { events: [event('testBad', { data: ['a'] })] }, 'body.events.0.data'],
    [
      'data larger than an event may carry',
      { events: [event('testBad'), event('testBad', { data: { text: 'x'.repeat(ANALYTICS_DATA_LIMIT) } })] },
      'body.events.1.data',
    ],
  ];
  it.each(bad)('refuses %s with a 400 naming the field, writing nothing', async (_, body, field) => {
    const before = await rows();
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(`${field}:`), res.body.message).toBe(true);
    expect(await rows()).toBe(before);
  });

  it('says how large data may be', async () => {
    const res = await send({ events: [event('testBad', { data: { text: 'x'.repeat(ANALYTICS_DATA_LIMIT) } })] });
    expect(res.body).toEqual({ statusCode: 400, message: `body.events.0.data: must be at most ${ANALYTICS_DATA_LIMIT} characters as JSON` });
  });

  it('refuses a body larger than a batch could be with a 413 in the shape of every error', async () => {
    const before = await rows();
    const res = await send({ events: [event('testBad', { data: { text: 'x'.repeat(70 * 1024) } })] });
    expect(res.status).toBe(413);
    expect(String(res.headers['content-type'])).toContain('application/json');
    expect(res.body).toEqual({ statusCode: 413, message: expect.any(String) });
    expect(await rows()).toBe(before);
  });

  it("takes a same-origin beacon (a Blob of application/json), and refuses another site's post as every BFF change", async () => {
    const ownOrigin = `http://jrau.localhost:${server.port}`;
    const beacon = event('testBeacon');
    const sent = await send(undefined, {
      raw: JSON.stringify({ events: [beacon] }),
      headers: { origin: ownOrigin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'content-type': 'application/json' },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ recorded: 1 });

    const forged = await send({ events: [event('testBeacon')] }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(forged.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
    // A beacon of a bare string is text/plain, which no BFF call takes: the client sends a Blob typed as JSON.
    const plain = await send(undefined, {
      raw: JSON.stringify({ events: [event('testBeacon')] }),
      headers: { origin: ownOrigin, 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(plain.body).toEqual({ statusCode: 415, message: FORM_BODY_MESSAGE });
    expect((await list('type=testBeacon')).body.events.map((e: { id: string }) => e.id)).toEqual([beacon.id]);
  });

  it('gives each address a budget of batches a minute, then 429 for a minute, while another address still passes', async () => {
    const address = world.newAddress();
    const batch = { events: [event('testBudget')] };
    for (let i = 0; i < LIMITS.analyticsEvents.max; i += 1) {
      const res = await send(batch, { from: address });
      expect(res.status, `batch ${i + 1}: ${res.text}`).toBe(200);
    }
    const over = await send(batch, { from: address });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(ANALYTICS_MESSAGES.tooMany);
    expect((await send(batch, { from: world.newAddress() })).status).toBe(200);
    clock += LIMITS.analyticsEvents.lockMs;
    expect((await send(batch, { from: address })).status).toBe(200);
  }, 120_000);
});

describe('GET /bff/ops/analytics/events', () => {
  it("lists the site's newest events, in the order received, as many as asked", async () => {
    const batch = Array.from({ length: 5 }, () => event('testNewest'));
    for (const one of batch) {
      clock += 1;
      await send({ events: [one] });
    }
    const listed = await list('type=testNewest&limit=3');
    expect(listed.body.events.map((e: { id: string }) => e.id)).toEqual(batch.slice(2).map((e) => e.id));
    expect(listed.body.events.map((e: { receivedAt: number }) => e.receivedAt)).toEqual([clock - 2, clock - 1, clock]);
    // Without a type, every type: the newest of the site is the last sent.
    expect((await list('limit=1')).body.events.map((e: { id: string }) => e.id)).toEqual([batch[4]!.id]);
  });

  it('refuses a limit or a type it cannot take, naming the field', async () => {
    for (const limit of ['0', String(ANALYTICS_LIST_LIMIT + 1), '1.5', 'many']) {
      const res = await list(`limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.message.startsWith('query.limit:')).toBe(true);
    }
    expect((await list('type=page_viewed')).body.message.startsWith('query.type:')).toBe(true);
    expect((await list(`limit=${ANALYTICS_LIST_LIMIT}`)).status).toBe(200);
  });

  it('does not exist without the operator key, or with a wrong one', async () => {
    expect((await list('', { key: null })).status).toBe(404);
    expect((await list('', { key: 'x'.repeat(OPS.length) })).status).toBe(404);
  });

  it('does not exist on a server started without OPS_TOKEN', async () => {
    delete process.env.OPS_TOKEN;
    try {
      expect((await list('')).status).toBe(404);
    } finally {
      process.env.OPS_TOKEN = OPS;
    }
  });
});
