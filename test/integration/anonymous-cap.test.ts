import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION_CAP, setAnonymousSessionCap } from '../../server/services/auth/anonymous-cap';
import { purgeExpired } from '../../server/services/housekeeping/purge';
import { freshProduct } from './checkout-support';
import { sql } from 'kysely';
import { numberOf, type TestServer, startTestServer } from './harness';

/** The anonymous sessions as a whole are capped: past the cap the least recently active idle ones go first. */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let clock = Date.parse('2030-08-01T00:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(async () => {
  setAnonymousSessionCap(ANONYMOUS_SESSION_CAP);
  await server?.close();
});

interface Token {
  readonly accessToken: string;
  readonly refreshToken: string;
}

const anonymousRows = async () => (await numberOf(server, sql`SELECT count(*) AS n FROM refresh_tokens WHERE customer_id IS NULL`))!;
const kept = async (token: Token) =>
  (await numberOf(server, sql`SELECT count(*) AS n FROM refresh_tokens WHERE token = ${token.refreshToken}`)) === 1;

/** A new anonymous shopper, a minute after the one before, so "oldest" means something. */
async function mint(): Promise<Token> {
  clock += MINUTE;
  const res = await server.request('GET', '/api/bff/auth/accessToken');
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function withCart(): Promise<Token> {
  const token = await mint();
  const res = await server.request('POST', '/api/bff/cart/add', {
    token: token.accessToken,
    body: { sku: (await freshProduct(server, 'jrau')).sku, quantity: 1, itemContainer: 'test' },
  });
  expect(res.status, res.text).toBe(200);
  return token;
}

async function customer(): Promise<Token> {
  const email = `cap-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await server.request('POST', '/api/bff/account/customer', {
    body: { email, password: 'transistor-42', firstName: 'Lise', lastName: 'Meitner' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Rows of the anonymous shoppers that hold a cart with lines. */
const holderRows = async () =>
  (await numberOf(
    server,
    sql`SELECT count(*) AS n FROM refresh_tokens WHERE customer_id IS NULL AND anonymous_id IN
         (SELECT substr(c.owner, 11) FROM carts c JOIN cart_lines l ON l.cart_id = c.id WHERE c.owner LIKE 'anonymous:%')`,
  ))!;

const refreshes = async (token: Token) => (await server.request('POST', `/api/bff/auth/refreshToken/${token.refreshToken}`)).status;

describe('the cap on anonymous sessions', () => {
  let cartHolder: Token;

  it('purges the oldest idle anonymous sessions first when minting goes past it, and keeps customers and carts', async () => {
    cartHolder = await withCart(); // the oldest of all
    const idle = [await mint(), await mint(), await mint(), await mint()];
    const signedIn = await customer();
    const base = await anonymousRows();
    setAnonymousSessionCap({ max: base + 2, checkEvery: 1 });
    const fresh = [await mint(), await mint()];
    expect(await anonymousRows()).toBe(base + 2); // at the cap, not over it: nothing goes
    fresh.push(await mint()); // over: down to 90% of the cap
    const target = Math.floor((base + 2) * 0.9);
    expect(await anonymousRows()).toBe(target);
    const gone = base + 3 - target;
    for (const [i, token] of idle.entries()) expect(await kept(token), `idle ${i}`).toBe(i >= gone);
    for (const token of [cartHolder, signedIn, ...fresh]) expect(await kept(token)).toBe(true);
    // The evicted shopper's next refresh is refused (the client then takes a new identity); the others carry on.
    expect(await refreshes(idle[0]!)).toBe(401);
    expect(await refreshes(cartHolder)).toBe(200);
    expect(await refreshes(signedIn)).toBe(200);
  });

  it('takes a cart holder only when the idle ones have run out, the least recently active first', async () => {
    const older = await withCart();
    const newer = await withCart();
    const idle = await mint();
    const holders = await holderRows();
    expect(await anonymousRows()).toBeGreaterThan(holders);
    setAnonymousSessionCap({ max: holders, checkEvery: 1_000 });
    await purgeExpired(server.database.db, clock);
    expect(await kept(idle)).toBe(false);
    expect(await anonymousRows()).toBe(holders);
    expect([await kept(cartHolder), await kept(older), await kept(newer)]).toEqual([true, true, true]);

    // Still over with only cart holders left: the one active longest ago goes (the first test's, refreshed before these were made).
    setAnonymousSessionCap({ max: holders - 1, checkEvery: 1_000 });
    expect((await purgeExpired(server.database.db, clock)).anonymousOverCap).toBeGreaterThan(0);
    expect(await anonymousRows()).toBeLessThanOrEqual(holders - 1);
    expect([await kept(cartHolder), await kept(older), await kept(newer)]).toEqual([false, true, true]);
  });

  it('keeps an anonymous token past its expiry only when its shopper has a cart to come back to', async () => {
    setAnonymousSessionCap(ANONYMOUS_SESSION_CAP);
    const idle = await mint();
    const shopper = await withCart();
    clock += 31 * DAY; // both expired a day ago
    await purgeExpired(server.database.db, clock);
    expect(await kept(idle)).toBe(false);
    expect(await kept(shopper)).toBe(true);
    const next = await server.request('POST', '/api/bff/auth/accessToken', { body: { previousRefreshToken: shopper.refreshToken } });
    expect(next.body).toMatchObject({ cartHandedOver: true });
  });
});

describe('rotating a session over and over', () => {
  it('stops a loop that rotates one anonymous token to fill the table: 300 rotations per address a minute, then 429', async () => {
    clock += 10 * MINUTE;
    let token = await mint();
    const before = await anonymousRows();
    let refused = 0;
    for (let i = 0; i < 305; i++) {
      const res = await server.request('POST', `/api/bff/auth/refreshToken/${token.refreshToken}`);
      if (res.status === 429) {
        refused += 1;
        expect(res.body.message).toBe('Too many session refreshes from this address, try again in a minute');
        continue;
      }
      expect(res.status, res.text).toBe(200);
      token = res.body;
    }
    expect(refused).toBe(5);
    expect((await anonymousRows()) - before).toBeLessThanOrEqual(300);
    // A minute on, the same shopper refreshes again.
    clock += MINUTE + 1;
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${token.refreshToken}`)).status).toBe(200);
  });
});

describe('a refused refresh', () => {
  // The fuzz suite's counterexample (seed 835795203): POST /api/bff/auth/refreshToken/-100000000 answered 401 and wrote its count.
  it('writes nothing, not even a count against the address', async () => {
    // The database's own mark of having been written (by this process or another).
    const changes = () => server.database.writeMark();
    const before = changes();
    const res = await server.request('POST', '/api/bff/auth/refreshToken/-100000000');
    expect(res.status).toBe(401);
    expect(changes()).toBe(before);
  });
});
