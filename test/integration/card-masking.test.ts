import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedBotCheckToken } from './bot-check-token';
import { type CheckoutWorld, freshProduct, newCustomer, payByCard, shopperAt } from './checkout-support';
import { FakeGateways } from './fake-gateways';
import { testDatabaseKind as databaseKind } from '../support/test-database';
import { rows, sqliteFileBytes, startTestServer, storedText } from './harness';

/**
 * Card numbers typed where they do not belong (issue: "stored as typed"): what the shop logs or stores from
 * free text keeps them masked, last four digits shown.
 */
const CARD = '4111111111111111';
const SPACED = '4111 1111 1111 1111';
const DASHED = '5555-4444-3333-1111';
const OPS = 'ops-secret-for-card-masking';

let world: CheckoutWorld;
const logLines: string[] = [];

beforeAll(async () => {
  process.env.OPS_TOKEN = OPS;
  const gateways = new FakeGateways();
  const clock = { now: Date.parse('2030-03-01T00:00:00.000Z') };
  const server = await startTestServer({
    gateways,
    now: () => clock.now,
    app: { logger: true, logStream: { write: (line) => void logLines.push(line) } },
  });
  world = { server, gateways, clock };
});
afterAll(async () => {
  delete process.env.OPS_TOKEN;
  await world?.server.close();
});

const row = async <T = Record<string, unknown>>(query: RawBuilder<unknown>) => (await rows<T>(world.server, query))[0]!;

/** Every spelling of the test cards, in any stored row, any byte of the database files (on SQLite) or the log. */
async function expectNoCardAnywhere() {
  const files = databaseKind() === 'sqlite' ? await sqliteFileBytes(world.server) : [];
  const spellings = [CARD, SPACED, '4111-1111-1111-1111', '4111%201111%201111%201111', '5555444433331111', DASHED, '5555 4444 3333 1111'];
  for (const bytes of [Buffer.from(await storedText(world.server)), ...files, Buffer.from(logLines.join(''))]) {
    for (const spelling of spellings) expect(bytes.includes(Buffer.from(spelling)), spelling).toBe(false);
  }
}

describe('card numbers in free text are kept masked', () => {
  it('in the contact details, the billing address, the purchase order number and the order placed from them', async () => {
    const product = await freshProduct(world.server, 'jrau');
    // A customer's: returns are for signed-in customers.
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }], (await newCustomer(world, 'jrau')).token);
    const contact = {
      email: 'ada@example.com',
      firstName: `Ada ${SPACED}`,
      lastName: DASHED,
      phone: '0400 000 000',
      address: { addressLine1: `1 George Street ${CARD}`, city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' },
    };
    expect((await world.server.request('POST', '/api/bff/checkout/contact-details', { token, body: contact })).status).toBe(200);
    const billing = { addressLine1: `Unit ${SPACED}`, city: 'Melbourne', postalCode: '3000', state: 'VIC', country: 'AU' };
    expect((await world.server.request('POST', '/api/bff/checkout/address/billing', { token, body: billing })).status).toBe(200);

    const details = await world.server.request('GET', '/api/bff/checkout/details', { token });
    expect(details.body.contactDetails).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada •••• •••• •••• 1111',
      lastName: '••••-••••-••••-1111',
      phone: '0400 000 000',
      address: { addressLine1: '1 George Street ••••••••••••1111', postalCode: '2000' },
    });
    expect(details.body.billingAddress).toMatchObject({ addressLine1: 'Unit •••• •••• •••• 1111', city: 'Melbourne', postalCode: '3000' });

    // The payment carries the purchase order number, as the checkout sends it.
    const payment = await world.server.request('POST', '/api/bff/checkout/payment?deliveryCode=JAU_STD', {
      token,
      body: { storesPurchaseOrderNumber: `PO ${CARD}` },
    });
    expect(payment.status).toBe(200);
    expect((await row<{ n: string }>(sql`SELECT purchase_order_number AS n FROM checkouts WHERE contact_details LIKE ${'%Ada%1111%'}`)).n).toBe(
      'PO ••••••••••••1111',
    );
    const { orderNumber } = await payByCard(world, 'jrau', token, 'deliveryCode=JAU_STD');
    const order = await row<{ contact: string; billing_address: string; purchase_order_number: string }>(
      sql`SELECT * FROM orders WHERE order_number = ${orderNumber}`,
    );
    expect(JSON.parse(order.contact)).toMatchObject({ firstName: 'Ada •••• •••• •••• 1111', email: 'ada@example.com' });
    expect(JSON.parse(order.billing_address)).toMatchObject({ addressLine1: 'Unit •••• •••• •••• 1111' });
    expect(order.purchase_order_number).toBe('PO ••••••••••••1111');

    // A return's comment is free text too.
    for (const status of ['processing', 'intransit', 'outfordelivery', 'delivered']) {
      await world.server.request('POST', `/api/bff/ops/orders/${orderNumber}/status`, { body: { status }, headers: { 'x-ops-token': OPS } });
    }
    const returned = await world.server.request('POST', `/api/bff/account/return/${orderNumber}`, {
      token,
      body: { items: [{ sku: product.sku, quantity: 1, reason: 'faulty', comment: `refund to ${SPACED}` }] },
    });
    expect(returned.status).toBe(200);
    expect(
      JSON.parse((await row<{ items: string }>(sql`SELECT items FROM order_returns WHERE order_number = ${orderNumber}`)).items)[0].comment,
    ).toBe('refund to •••• •••• •••• 1111');
  });

  it('in the session service _log messages, stacks and urls', async () => {
    const log = {
      level: 'error',
      message: `Card ${SPACED} refused`,
      stack: `Error at ${CARD}`,
      url: 'http://jrau.localhost/search?q=4111%201111%201111%201111',
    };
    expect((await world.server.request('POST', '/api/auth/_log', { body: log })).status).toBe(204);
    expect((await world.server.request('POST', '/fe/api/auth/_log', { body: { level: 'warn', message: DASHED } })).status).toBe(204);
    const stored = await world.server.database.db.selectFrom('client_logs').select(['message', 'url']).orderBy('id', 'desc').limit(2).execute();
    expect(stored).toEqual([
      { message: '••••-••••-••••-1111', url: null },
      { message: 'Card •••• •••• •••• 1111 refused\nError at ••••••••••••1111', url: 'http://jrau.localhost/search?q=••••%20••••%20••••%201111' },
    ]);
  });

  it('in the request log: the url as the browser sent it', async () => {
    const search = await world.server.request('GET', '/api/bff/products/search?q=4111%201111%201111%201111');
    expect(search.status).toBe(200);
    await world.server.request('GET', `/api/bff/products/search?q=${CARD}`);
    const logged = logLines.filter((line) => line.includes('/api/bff/products/search'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.some((line) => line.includes('q=••••%20••••%20••••%201111'))).toBe(true);
    expect(logged.some((line) => line.includes('q=••••••••••••1111'))).toBe(true);
    for (const line of logged) expect(() => JSON.parse(line)).not.toThrow();
  });

  it("in chat messages, the newsletter first name and a new customer's name", async () => {
    const chat = await world.server.request('POST', '/api/bff/chat/messages', { body: { text: `my card is ${SPACED}` } });
    expect(chat.status).toBe(200);
    expect((await row<{ text: string }>(sql`SELECT text FROM chat_messages WHERE sender = 'shopper' ORDER BY at DESC, seq DESC LIMIT 1`)).text).toBe(
      'my card is •••• •••• •••• 1111',
    );

    const subscribed = await world.server.request('POST', '/api/bff/newsletter/subscribe', {
      body: { email: 'grace@example.com', firstName: `Grace ${DASHED}`, botCheckToken: await solvedBotCheckToken(world.server) },
    });
    expect(subscribed.status).toBeLessThan(300);
    expect(
      (await row<{ first_name: string }>(sql`SELECT first_name FROM newsletter_subscriptions WHERE email = ${'grace@example.com'}`)).first_name,
    ).toBe('Grace ••••-••••-••••-1111');

    const signUp = await world.server.request('POST', '/api/bff/account/customer', {
      body: { email: 'masked@example.com', password: 'breadboard-99', firstName: SPACED, lastName: `Hopper ${CARD}` },
    });
    expect(signUp.status).toBe(201);
    expect(await row(sql`SELECT first_name, last_name FROM customers WHERE email = ${'masked@example.com'}`)).toEqual({
      first_name: '•••• •••• •••• 1111',
      last_name: 'Hopper ••••••••••••1111',
    });
  });

  it('in search insight events: their name and filters', async () => {
    const event = {
      eventType: 'view',
      eventName: `Viewed ${SPACED}`,
      index: 'products_jrau',
      userToken: 'anonymous-card',
      filters: [`brand:${DASHED}`],
    };
    expect((await world.server.request('POST', '/api/bff/insights/events', { body: { events: [event] } })).status).toBeLessThan(300);
    expect(await row(sql`SELECT event_name, filters FROM insight_events WHERE user_token = ${'anonymous-card'}`)).toEqual({
      event_name: 'Viewed •••• •••• •••• 1111',
      filters: JSON.stringify(['brand:••••-••••-••••-1111']),
    });
  });

  it("in the shopper's choices kept by the session service (delivery city, store)", async () => {
    const csrf = await world.server.request('GET', '/api/auth/csrf');
    const cookie = [csrf.headers['set-cookie']]
      .flat()
      .map((line) => String(line).split(';')[0])
      .join('; ');
    const anonymous = (await world.server.request('GET', '/api/bff/auth/accessToken')).body;
    const data = { ...anonymous, deliveryPostcode: '2000', deliveryCity: `Sydney ${SPACED}`, deliveryState: 'NSW', storeKey: DASHED };
    const res = await world.server.request('POST', '/api/auth/session', { headers: { cookie }, body: { csrfToken: csrf.body.csrfToken, data } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      accessToken: anonymous.accessToken,
      deliveryCity: 'Sydney •••• •••• •••• 1111',
      storeKey: '••••-••••-••••-1111',
    });
  });

  it('so no spelling of the numbers is left in the stored rows, the database files or the log', async () => {
    await expectNoCardAnywhere();
  });
});
