import type { CheckoutDetails, PaymentResponse } from '../../contract/checkout';
import type { SiteCode } from '../../src/domain/site';
import { FakeGateways } from './fake-gateways';
import { type ApiResponse, dbOf, type OnDatabase, type TestServer, startTestServer } from './harness';

/** A checkout test's world: the server, providers the test drives, and a clock it moves. */
export interface CheckoutWorld {
  readonly server: TestServer;
  readonly gateways: FakeGateways;
  readonly clock: { now: number };
}

export async function startCheckoutWorld(): Promise<CheckoutWorld> {
  const gateways = new FakeGateways();
  const clock = { now: Date.parse('2030-03-01T00:00:00.000Z') };
  const server = await startTestServer({ gateways, now: () => clock.now });
  return { server, gateways, clock };
}

export const CONTACT = {
  AU: {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '0400 000 000',
    address: { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' },
  },
  NZ: {
    email: 'kate@example.com',
    firstName: 'Kate',
    lastName: 'Sheppard',
    phone: '021 000 000',
    address: { addressLine1: '1 Queen Street', city: 'Auckland', postalCode: '1010', country: 'NZ' },
  },
} as const;
export const countryOf = (site: SiteCode) => (site === 'jrnz' ? 'NZ' : 'AU');
export const codeOf = (site: SiteCode, kind: 'STD' | 'EXP' | 'SMD' | 'NTD') => `${site === 'jrnz' ? 'JNZ' : 'JAU'}_${kind}`;

const used = new Set<string>();

/**
 * A product sold on the site with the given tags exactly ('[]' for a plain one), not used yet by this
 * test file, given `units` on hand in the country's first warehouse and nowhere else.
 */
export async function freshProduct(
  server: OnDatabase,
  site: SiteCode,
  options: { tags?: string; units?: number; store?: string } = {},
): Promise<{ sku: string; price: number }> {
  const rows = await dbOf(server)
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', site))
    .select(['p.sku', 'pp.final_cents as price'])
    .where('p.tags', '=', options.tags ?? '[]')
    .where('p.order_limit', 'is', null)
    .where('pp.final_cents', '>=', 1000)
    .where('pp.final_cents', '<=', 20000)
    .orderBy('p.rank')
    .limit(400)
    .execute();
  const row = rows.find((r) => !used.has(r.sku));
  if (!row) throw new Error(`no product left for ${site} ${options.tags}`);
  used.add(row.sku);
  await setStock(server, row.sku, options.store ?? (site === 'jrnz' ? 'wh-nz-auckland' : 'wh-au-sydney'), options.units ?? 20);
  return row;
}

/** Exactly `units` of the sku at one location, none anywhere else. */
export async function setStock(server: OnDatabase, sku: string, location: string, units: number): Promise<void> {
  const db = dbOf(server);
  await db.updateTable('stock').set({ reserved: 0, quantity: 0 }).where('sku', '=', sku).execute();
  await db
    .insertInto('stock')
    .values({ sku, location_key: location, quantity: units, reserved: 0 })
    .onConflict((oc) => oc.columns(['sku', 'location_key']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })))
    .execute();
}

/** Units on hand and held of the sku, over every location. */
export async function stockOf(server: OnDatabase, sku: string): Promise<{ quantity: number; reserved: number }> {
  const sums = await dbOf(server)
    .selectFrom('stock')
    .select((eb) => [eb.fn.sum<number>('quantity').as('quantity'), eb.fn.sum<number>('reserved').as('reserved')])
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  // PostgreSQL sums integers as numeric, read back as text; the sum of no rows stays null, as SQL gives it.
  const number = (value: number | null) => (value === null ? value : Number(value)) as number;
  return { quantity: number(sums.quantity), reserved: number(sums.reserved) };
}

/** A shopper on the site with these lines in the cart and contact details saved. */
export async function shopperAt(
  world: CheckoutWorld,
  site: SiteCode,
  lines: ReadonlyArray<{ sku: string; quantity: number }>,
  token?: string,
): Promise<string> {
  const bearer = token ?? (await world.server.anonymousToken(site));
  for (const line of lines) {
    const added = await world.server.request('POST', '/api/bff/cart/add', { site, token: bearer, body: { sku: line.sku, quantity: line.quantity } });
    if (added.status !== 200) throw new Error(`add failed: ${added.status} ${added.text}`);
  }
  const saved = await world.server.request('POST', '/api/bff/checkout/contact-details', { site, token: bearer, body: CONTACT[countryOf(site)] });
  if (saved.status !== 200) throw new Error(`contact failed: ${saved.status} ${saved.text}`);
  return bearer;
}

export async function signIn(world: CheckoutWorld, site: SiteCode, email: string, password = 'Checkout-Test-1'): Promise<string> {
  const res = await world.server.request('POST', '/api/bff/auth/signin', { site, body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res.body.accessToken;
}

let customers = 0;
/**
 * A new customer of their own (signed up through the BFF), so a test's orders and account are only its own.
 * Each signs up from an address of their own on loopback (127.1.x.y), as customers do: sign-ups are
 * limited per address, and a test that needs twenty customers is not one shopper signing up twenty times.
 */
export async function newCustomer(
  world: CheckoutWorld,
  site: SiteCode,
  password = 'Maker-Pass-2026',
): Promise<{ token: string; email: string; password: string; refreshToken: string }> {
  customers += 1;
  const email = `customer.${customers}.${process.pid}.${Math.floor(performance.now())}@example.com`;
  const localAddress = `127.1.${Math.floor(customers / 250) % 250}.${(customers % 250) + 1}`;
  const body = { email, password, firstName: 'Grace', lastName: 'Hopper', phone: '0400 111 222' };
  const res = await world.server.request('POST', '/api/bff/account/customer', { site, body, localAddress });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { token: res.body.accessToken, refreshToken: res.body.refreshToken, email, password };
}

export const details = (world: CheckoutWorld, site: SiteCode, token: string): Promise<ApiResponse<CheckoutDetails>> =>
  world.server.request('GET', '/api/bff/checkout/details', { site, token });

export const pay = (
  world: CheckoutWorld,
  site: SiteCode,
  token: string,
  query: string,
  body: unknown = {},
): Promise<ApiResponse<PaymentResponse & { message?: string }>> =>
  world.server.request('POST', `/api/bff/checkout/payment?${query}`, { site, token, body });

export const referenceOf = (payment: PaymentResponse): string => (JSON.parse(payment.paymentSession) as { reference: string }).reference;

export const lookup = (world: CheckoutWorld, site: SiteCode, token: string, reference: string) =>
  world.server.request('GET', `/api/bff/checkout/order/${encodeURIComponent(reference)}`, { site, token });

/** Pays with a card the fake provider authorises and fetches the order: the whole happy path in one call. */
export async function payByCard(
  world: CheckoutWorld,
  site: SiteCode,
  token: string,
  query: string,
): Promise<{ orderNumber: string; amount: number; reference: string }> {
  const payment = await pay(world, site, token, query);
  if (payment.status !== 200) throw new Error(`payment failed: ${payment.status} ${payment.text}`);
  const reference = referenceOf(payment.body);
  world.gateways.authorise(reference);
  const order = await lookup(world, site, token, reference);
  if (order.status !== 200) throw new Error(`order failed: ${order.status} ${order.text}`);
  return { orderNumber: order.body.orderNumber, amount: payment.body.amount, reference };
}

/**
 * The shopper's orders on the site, newest first. A customer lists them; a guest may only look each one up by
 * its number (the confirmation page's call), so their numbers are read from the orders placed under the token.
 */
export async function ordersOf(world: CheckoutWorld, site: SiteCode, token: string): Promise<Array<Record<string, any>>> {
  const listed = await world.server.request('GET', '/api/bff/account/orders', { site, token });
  if (listed.status !== 401) return listed.body.orders;
  const numbers = await world.server.database.db
    .selectFrom('orders as o')
    .innerJoin('access_tokens as t', (join) => join.onRef('t.anonymous_id', '=', 'o.anonymous_id').on('t.customer_id', 'is', null))
    .select('o.order_number')
    .where('t.token', '=', token)
    .where('o.site', '=', site)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.order_number', 'desc')
    .execute();
  const orders = [];
  for (const { order_number } of numbers)
    orders.push(...(await world.server.request('GET', `/api/bff/account/orders?orderNumber=${order_number}`, { site, token })).body.orders);
  return orders;
}
