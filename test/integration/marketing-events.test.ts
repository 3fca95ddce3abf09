import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MAX_EVENTS, MarketingEventsList } from '../../contract/marketing';
import { countRows, type TestServer, startTestServer } from './harness';

const OPS = 'ops-secret-for-marketing';
let server: TestServer;

beforeAll(async () => {
  process.env.OPS_TOKEN = OPS;
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  delete process.env.OPS_TOKEN;
  await server?.close();
});

let n = 0;
const event = (over: Record<string, unknown> = {}) => ({
  id: `mm-test-${++n}-aaaaaaaa`,
  name: 'add-to-cart',
  sku: 'AB1234',
  productName: 'Soldering iron',
  quantity: 2,
  price: 24.95,
  currency: 'AUD',
  at: 1_790_000_000_000 + n,
  ...over,
});
const rows = () => countRows(server, 'marketing_events');
const send = (body: unknown, options: { token?: string; site?: 'jrau' | 'jrnz' } = {}) =>
  server.request('POST', '/api/bff/marketing/events', { body, site: options.site ?? 'jrau', ...(options.token ? { token: options.token } : {}) });
const list = (query: string, key: string | null = OPS) =>
  server.request('GET', `/api/bff/ops/marketing/events?${query}`, key ? { headers: { 'x-ops-token': key } } : {});
const anonymousIdOf = async (token: string): Promise<string> => {
  const row = await server.database.db.selectFrom('access_tokens').select('anonymous_id').where('token', '=', token).executeTakeFirstOrThrow();
  return row.anonymous_id;
};

describe('POST /bff/marketing/events', () => {
  it("keeps a batch for the shopper the token names, and the operator lists that shopper's events", async () => {
    const token = await server.anonymousToken('jrau');
    const added = event();
    const removed = event({ name: 'remove-from-cart', quantity: 1 });
    const res = await send({ events: [added, removed] }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recorded: 2 });

    const listed = await list(`anonymousId=${await anonymousIdOf(token)}`);
    expect(listed.status).toBe(200);
    expect(MarketingEventsList.safeParse(listed.body).success).toBe(true);
    expect(listed.body.events).toEqual([
      { ...added, site: 'jrau', customerId: null, anonymousId: await anonymousIdOf(token), receivedAt: expect.any(Number) },
      { ...removed, site: 'jrau', customerId: null, anonymousId: await anonymousIdOf(token), receivedAt: expect.any(Number) },
    ]);
  });

  it('takes the token from the body, as a beacon sends it, and keeps a batch sent twice once', async () => {
    const accessToken = await server.anonymousToken('jrnz');
    const batch = [event({ currency: 'NZD' }), event({ currency: 'NZD', sku: 'CD5678' })];
    expect((await send({ accessToken, events: batch }, { site: 'jrnz' })).body).toEqual({ recorded: 2 });
    // The next page sends the batch its beacon already delivered, with one more.
    const again = await send({ accessToken, events: [...batch, event({ currency: 'NZD' })] }, { site: 'jrnz' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ recorded: 1 });
    const listed = await list(`anonymousId=${await anonymousIdOf(accessToken)}`);
    expect(listed.body.events.map((e: { sku: string; site: string }) => `${e.site} ${e.sku}`)).toEqual(['jrnz AB1234', 'jrnz CD5678', 'jrnz AB1234']);
  });

  it("lists a signed-in customer's events by customer id", async () => {
    const email = `marketing.${process.pid}@example.com`;
    const signUp = await server.request('POST', '/api/bff/account/customer', {
      body: { email, password: 'Maker-Pass-2026', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(signUp.status).toBeLessThan(300);
    const { accessToken, customerId } = signUp.body as { accessToken: string; customerId: string };
    expect((await send({ events: [event({ sku: 'EF9012' })] }, { token: accessToken })).status).toBe(200);
    const listed = await list(`customerId=${encodeURIComponent(customerId)}`);
    expect(listed.body.events).toEqual([expect.objectContaining({ sku: 'EF9012', customerId })]);
  });

  it('refuses a batch without a valid session with 401, writing nothing', async () => {
    const before = await rows();
    const none = await send({ events: [event()] });
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/session is needed/);
    expect((await send({ accessToken: 'x'.repeat(40), events: [event()] })).status).toBe(401);
    expect(await rows()).toBe(before);
  });

  const bad: Array<[string, unknown, string]> = [
    ['no events', { events: [] }, 'body.events'],
    ['more events than a batch holds', { events: Array.from({ length: MARKETING_MAX_EVENTS + 1 }, () => event()) }, 'body.events'],
    ['an event name the service does not have', { events: [event({ name: 'add_to_cart' })] }, 'body.events.0.name'],
    ['a quantity of 0', { events: [event({ quantity: 0 })] }, 'body.events.0.quantity'],
    ['a price of a fraction of a cent', { events: [event({ price: 1.005 })] }, 'body.events.0.price'],
    ['a negative price', { events: [event({ price: -1 })] }, 'body.events.0.price'],
    ['an unknown currency', { events: [event({ currency: 'USD' })] }, 'body.events.0.currency'],
    ['a short event id', { events: [event({ id: 'x' })] }, 'body.events.0.id'],
    ['a sku with a space', { events: [event({ sku: 'A B' })] }, 'body.events.0.sku'],
    ['no events at all', {}, 'body.events'],
  ];
  it.each(bad)('refuses %s with a 400 naming the field, writing nothing', async (_, body, field) => {
    const token = await server.anonymousToken('jrau');
    const before = await rows();
    const res = await send(body, { token });
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(`${field}:`)).toBe(true);
    expect(await rows()).toBe(before);
  });

  it('refuses a body larger than a batch could be with 413', async () => {
    const token = await server.anonymousToken('jrau');
    const res = await send({ events: [event({ productName: 'x'.repeat(40 * 1024) })] }, { token });
    expect(res.status).toBe(413);
  });
});

describe('GET /bff/ops/marketing/events', () => {
  it('does not exist without the operator key, or with a wrong one', async () => {
    expect((await list('anonymousId=someone', null)).status).toBe(404);
    expect((await list('anonymousId=someone', 'x'.repeat(OPS.length))).status).toBe(404);
  });

  it('does not exist on a server started without OPS_TOKEN', async () => {
    delete process.env.OPS_TOKEN;
    try {
      expect((await list('anonymousId=someone')).status).toBe(404);
    } finally {
      process.env.OPS_TOKEN = OPS;
    }
  });

  it('asks for exactly one of customerId and anonymousId', async () => {
    const neither = await list('');
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('query.customerId: give either customerId or anonymousId');
    expect((await list('customerId=a&anonymousId=b')).status).toBe(400);
    expect((await list('anonymousId=nobody')).body).toEqual({ events: [] });
  });
});
