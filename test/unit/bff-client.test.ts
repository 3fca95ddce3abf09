import { describe, expect, it, vi } from 'vitest';
import { createBffClient } from '../../src/adapters/bff';
import type { ApiError } from '../../src/application/ports/api-error';
import { CANCELLED_MESSAGE, REFRESH_FAILED_MESSAGE, type SessionToken } from '../../src/domain/session';
import { MemoryTokens } from '../support/memory-tokens';
import { ManualClock, ManualTimer } from '../../src/adapters/memory';

// An in-memory BFF: answers by method and path, records every request it is sent.

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

type Handler = (request: Recorded) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

class FakeBff {
  readonly requests: Recorded[] = [];
  private readonly routes = new Map<string, Handler[]>();

  /** Answers `METHOD /bff/path` with these handlers in turn, the last one repeating. */
  on(route: string, ...handlers: Handler[]): this {
    this.routes.set(route, handlers);
    return this;
  }

  sent(route: string): Recorded[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === route);
  }

  readonly fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const url = new URL(input);
    const request: Recorded = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    if (url.origin !== 'http://shop.test' || !url.pathname.startsWith('/api/bff/')) throw new TypeError(`unexpected url ${input}`);
    this.requests.push(request);
    const handlers = this.routes.get(`${request.method} ${request.path}`) ?? [() => json({ statusCode: 404, message: 'Not Found' }, 404)];
    const seen = this.sent(`${request.method} ${request.path}`).length;
    const handler = handlers[Math.min(seen, handlers.length) - 1]!;
    const answer = handler(request);
    if (!signal) return answer;
    // Like a real fetch, an abort while waiting rejects at once.
    return Promise.race([answer, new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abortError())))]);
  };
}

const NOW = Date.parse('2025-06-01T00:00:00Z');
const LATER = '2025-06-01T00:15:00.000Z';
const EARLIER = '2025-05-31T23:45:00.000Z';
const anonymous = (overrides: Partial<SessionToken> = {}): SessionToken => ({
  accessToken: 'anon-access-1',
  refreshToken: 'anon-refresh-1',
  expiryDate: LATER,
  isLoggedIn: false,
  anonymousId: 'a-1',
  ...overrides,
});
const issued = (accessToken: string, isLoggedIn = false) => ({
  accessToken,
  refreshToken: `${accessToken}-r`,
  expiryDate: LATER,
  isLoggedIn,
  anonymousId: 'a-1',
});

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' as const });
const emptyCart = {
  lineItems: [],
  subtotal: money(0),
  discount: money(0),
  totalPrice: money(0),
  gst: money(0),
  isDiscountCode: false,
  discountCode: null,
  discountApplies: false,
  frozen: false,
  totalQuantity: 0,
};
const emptyPage = { products: [], total: 0, page: 1, pageSize: 24, facets: { category: [], brand: [], priceBand: [], inStock: [], attributes: [] } };
const searchPage = { ...emptyPage, queryId: 'q-1', q: 'battery', index: 'jrau_products', capped: false };
const item = { sku: 'AB-123', quantity: 1, itemContainer: 'pdp' };

function setup(token: SessionToken | null = anonymous()) {
  const bff = new FakeBff();
  const tokens = new MemoryTokens(token);
  const errors: ApiError[] = [];
  const client = createBffClient({ host: 'http://shop.test/', fetch: bff.fetch, tokens, now: () => NOW, onError: (e) => errors.push(e) });
  return { bff, tokens, client, errors };
}

describe('BFF client: requests', () => {
  it('sends JSON under {host}/api/bff with the bearer and every session header the token holds', async () => {
    const { bff, client } = setup(
      anonymous({ storeKey: 'S-MEL', storeId: '42', deliveryPostcode: '3000', deliveryCity: 'Melbourne', deliveryState: 'VIC' }),
    );
    bff.on('POST /bff/cart/add', () => json(emptyCart));
    await client.cart.add(item);
    const [sent] = bff.requests;
    expect(sent?.path).toBe('/bff/cart/add');
    expect(sent?.body).toEqual(item);
    expect(sent?.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: 'Bearer anon-access-1',
      storekey: 'S-MEL',
      storeid: '42',
      'delivery-postcode': '3000',
      'delivery-city': 'Melbourne',
      'delivery-state': 'VIC',
    });
  });

  it('leaves out the headers the token lacks, and all session headers without a token', async () => {
    const withToken = setup(anonymous({ deliveryPostcode: '2000' }));
    withToken.bff.on('GET /bff/cart/upsell', () => json({ title: 'Also', upsellProducts: [] }));
    await withToken.client.cart.upsell();
    expect(Object.keys(withToken.bff.requests[0]!.headers).sort()).toEqual(['accept', 'authorization', 'content-type', 'delivery-postcode']);

    const without = setup(null);
    without.bff.on('GET /bff/products/list', () => json(emptyPage));
    await without.client.products.list({});
    expect(without.bff.requests[0]!.headers).toEqual({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('builds the query from a raw string or from an object, dropping empty values and repeating arrays', async () => {
    const { bff, client } = setup();
    bff.on('GET /bff/products/list', () => json(emptyPage));
    await client.products.list('?category=sensors&page=2');
    await client.products.list('sort=name');
    await client.products.list({ brand: ['Acme', 'Zeta'], inStock: true, page: 3, category: undefined, sort: null });
    await client.products.list('');
    expect(bff.requests.map((r) => r.search)).toEqual(['?category=sensors&page=2', '?sort=name', '?brand=Acme&brand=Zeta&inStock=true&page=3', '']);
  });

  it('adds the search term and the article type to either kind of query', async () => {
    const { bff, client } = setup();
    bff.on('GET /bff/products/search', () => json(searchPage));
    bff.on('GET /bff/products/list', () => json({ projects: [], total: 0, page: 1, pageSize: 12 }));
    await client.products.search('9V battery', 'sort=price-asc');
    await client.products.search('led', { page: 2 });
    expect(await client.products.articles('page=2')).toEqual({ projects: [], total: 0, page: 1, pageSize: 12 });
    expect(bff.requests.map((r) => r.search)).toEqual(['?sort=price-asc&q=9V+battery', '?page=2&q=led', '?page=2&type=article']);
  });

  it('maps the lookup context, the slug ids and the store lookups to the spec’s queries', async () => {
    const { bff, client } = setup();
    bff.on('GET /bff/cart/details', () => json(emptyCart));
    bff.on('GET /bff/products/listBySlugIds', () => json({ products: [] }));
    bff.on('GET /bff/stores', () => json([]));
    await client.cart.details({ position: { latitude: -37.8, longitude: 144.9 }, location: { country: 'AU', postcode: '3000' } });
    await client.products.listBySlugIds(['arduino-uno', 'AB-123']);
    await client.stores.nearest({ latitude: -37.8, longitude: 144.9 }, { sku: 'AB-123' });
    await client.stores.byKey('S-MEL');
    expect(bff.requests.map((r) => decodeURIComponent(r.search))).toEqual([
      '?longitude=144.9&latitude=-37.8&country=AU&postcode=3000',
      '?productIds=arduino-uno|AB-123',
      '?sortBy=closest&limit=1&latitude=-37.8&longitude=144.9&sku=AB-123',
      '?storeKey=S-MEL',
    ]);
  });
});

describe('BFF client: results and errors', () => {
  it('gives the parsed value on success', async () => {
    const { bff, client } = setup();
    bff.on('GET /bff/products/search', () => json(searchPage));
    bff.on('POST /bff/addressfinder/address', () => json({ suggestions: [{ id: 'p1', label: '1 Main St' }] }));
    expect(await client.products.search('battery')).toEqual({ ok: true, value: searchPage });
    expect(await client.addressFinder.suggest('1 Main')).toEqual({ ok: true, value: [{ id: 'p1', label: '1 Main St' }] });
  });

  it('raises an API error with the status, the body and the request for any non-2xx, its message from body.message', async () => {
    const { bff, client } = setup();
    bff.on('GET /bff/products/search', () => json({ statusCode: 400, message: 'query.q: must contain a letter or a digit' }, 400));
    const result = await client.products.search('!!');
    expect(result).toEqual({
      ok: false,
      error: {
        status: 400,
        message: 'query.q: must contain a letter or a digit',
        body: { statusCode: 400, message: 'query.q: must contain a letter or a digit' },
        request: { method: 'GET', url: 'http://shop.test/api/bff/products/search?q=%21%21' },
      },
    });
  });

  it.each([
    [404, 'Not Found'],
    [403, 'Forbidden'],
    [503, 'Service Unavailable'],
    [302, 'Unknown Error'],
    [418, 'Unknown Error'],
  ])('falls back to the status message table: %i → %s', async (status, message) => {
    const { bff, client } = setup();
    bff.on('GET /bff/stores/postcode-search/3000', () => new Response('<html>oops</html>', { status }));
    const result = await client.stores.postcodeSearch('3000');
    expect(result.ok ? null : result.error).toMatchObject({ status, message, body: '<html>oops</html>' });
  });

  it('gives nothing on error from the cart and product-list calls, and still reports the error', async () => {
    const { bff, client, errors } = setup();
    bff.on('POST /bff/cart/add', () => json({ statusCode: 409, message: 'Only 2 left' }, 409));
    bff.on('GET /bff/products/list', () => json({ statusCode: 404, message: 'Category x not found' }, 404));
    expect(await client.cart.add(item)).toBeUndefined();
    expect(await client.products.list({ category: 'x' })).toBeUndefined();
    expect(errors.map((e) => [e.status, e.message])).toEqual([
      [409, 'Only 2 left'],
      [404, 'Category x not found'],
    ]);
  });

  it('turns an answer outside the contract into a 502 naming the call, never a throw', async () => {
    const { bff, client } = setup();
    bff.on('GET /bff/products/search', () => json({ products: 'nope' }));
    bff.on('GET /bff/cart/details', () => new Response('not json', { status: 200 }));
    const result = await client.products.search('battery');
    expect(result.ok).toBe(false);
    const error = result.ok ? null : result.error;
    expect(error?.status).toBe(502);
    expect(error?.message).toMatch(
      /^Bad Gateway: GET http:\/\/shop\.test\/api\/bff\/products\/search\?q=battery answered outside its contract \(products: /,
    );
    expect(error?.body).toEqual({ products: 'nope' });
    expect(await client.cart.details({})).toBeUndefined();
  });

  it('turns a network failure into an error with no status', async () => {
    const result = await createBffClient({
      host: 'http://shop.test',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      tokens: new MemoryTokens(null),
    }).stores.byKey('S-MEL');
    expect(result).toMatchObject({ ok: false, error: { status: 0, message: 'fetch failed' } });
  });
});

describe('BFF client: mutation retries (spec §9)', () => {
  /** A client whose waits run on a manual timer: nothing is retried until the test moves time. */
  function timed() {
    const bff = new FakeBff();
    const clock = new ManualClock(NOW);
    const timer = new ManualTimer(clock);
    const client = createBffClient({ host: 'http://shop.test/', fetch: bff.fetch, tokens: new MemoryTokens(anonymous()), now: () => NOW, timer });
    /** Lets the answers in flight arrive (fetch-retry sends the next try on a zero-delay task). */
    const settle = async () => {
      for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    };
    return { bff, timer, client, settle };
  }

  it('retries a mutation 3 times, 500, 1000 then 2000 ms apart, then gives up', async () => {
    const { bff, timer, client, settle } = timed();
    bff.on('POST /bff/cart/add', () => json({ statusCode: 503, message: 'busy' }, 503));
    const pending = client.cart.add(item);
    const calls = () => bff.sent('POST /bff/cart/add').length;
    await settle();
    expect(calls()).toBe(1);
    for (const [retry, delay] of [500, 1000, 2000].entries()) {
      timer.advance(delay - 1);
      await settle();
      expect(calls()).toBe(retry + 1);
      timer.advance(1);
      await settle();
      expect(calls()).toBe(retry + 2);
    }
    timer.advance(60_000);
    await settle();
    expect(calls()).toBe(4);
    expect(timer.pending).toBe(0);
    expect(await pending).toBeUndefined();
  });

  it('stops retrying when an attempt succeeds, and retries a network failure too', async () => {
    const { bff, timer, client, settle } = timed();
    bff.on(
      'PATCH /bff/cart/freeze',
      () => Promise.reject(new TypeError('fetch failed')),
      () => json({ statusCode: 500, message: 'Internal Server Error' }, 500),
      () => json({ ...emptyCart, frozen: true }),
    );
    const pending = client.cart.freeze();
    await settle();
    timer.advance(500);
    await settle();
    timer.advance(1000);
    await settle();
    expect(await pending).toMatchObject({ frozen: true });
    expect(bff.sent('PATCH /bff/cart/freeze')).toHaveLength(3);
  });

  it('retries a 408 or 425 (they ask for the request again) like a 5xx', async () => {
    const { bff, timer, client, settle } = timed();
    bff.on(
      'PATCH /bff/cart/update',
      () => json({ statusCode: 408, message: 'Request Timeout' }, 408),
      () => json({ statusCode: 425, message: 'Too Early' }, 425),
      () => json({ statusCode: 408, message: 'Request Timeout' }, 408),
      () => json({ statusCode: 408, message: 'Request Timeout' }, 408),
    );
    const pending = client.cart.update([{ lineItemId: 'l1', quantity: 2, sku: 'AB-123' }]);
    await settle();
    expect(bff.sent('PATCH /bff/cart/update')).toHaveLength(1);
    for (const delay of [500, 1000, 2000]) {
      timer.advance(delay);
      await settle();
    }
    expect(await pending).toBeUndefined();
    expect(bff.sent('PATCH /bff/cart/update')).toHaveLength(4);
  });

  it('does not retry another 4xx mutation (a wrong code, a rate limit), a query, or the spending of a refresh token', async () => {
    const { bff, timer, client, settle } = timed();
    bff.on('POST /bff/cart/discount', () => json({ statusCode: 404, message: 'Discount code not found' }, 404));
    bff.on('POST /bff/checkout/giftcard/balance', () => json({ statusCode: 429, message: 'Too many tries' }, 429));
    bff.on('GET /bff/cart/upsell', () => json({ statusCode: 500, message: 'Internal Server Error' }, 500));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', () => json({ statusCode: 500, message: 'Internal Server Error' }, 500));
    const results = Promise.all([
      client.cart.applyDiscount('NOPE'),
      client.checkout.giftCardBalance({ giftCardId: '6280000000000000', pinCode: '1234' }),
      client.cart.upsell(),
      client.auth.refreshToken('anon-refresh-1'),
    ]);
    await settle();
    timer.advance(60_000);
    await settle();
    const [discount, balance] = await results;
    expect(discount).toMatchObject({ ok: false, error: { status: 404, message: 'Discount code not found' } });
    expect(balance).toMatchObject({ ok: false, error: { status: 429 } });
    expect(bff.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      ['POST /bff/cart/discount', 'POST /bff/checkout/giftcard/balance', 'GET /bff/cart/upsell', 'POST /bff/auth/refreshToken/anon-refresh-1'].sort(),
    );
  });

  it('stops waiting for the next try once the call is cancelled', async () => {
    const { bff, timer, client, settle } = timed();
    bff.on('PATCH /bff/cart/update', () => json({ statusCode: 502, message: 'Bad Gateway' }, 502));
    const controller = new AbortController();
    const pending = client.cart.update([{ lineItemId: 'l1', quantity: 2, sku: 'AB-123' }], { signal: controller.signal });
    await settle();
    expect(timer.pending).toBe(1);
    controller.abort();
    await settle();
    expect(await pending).toBeUndefined();
    expect(timer.pending).toBe(0);
    expect(bff.sent('PATCH /bff/cart/update')).toHaveLength(1);
  });
});

describe('BFF client: token refresh (spec §4)', () => {
  const unauthorized = () => json({ statusCode: 401, message: 'Unauthorized' }, 401);

  it('on a 401 with a token it believes live, refreshes first with the stored refresh token, stores it, and retries once', async () => {
    const { bff, client, tokens } = setup(anonymous({ storeKey: 'S-MEL' }));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', () => json(issued('anon-access-2')));
    bff.on('GET /bff/cart/details', unauthorized, () => json(emptyCart));
    expect(await client.cart.details({})).toEqual(emptyCart);
    expect(tokens.updates).toEqual([issued('anon-access-2')]);
    const [first, retry] = bff.sent('GET /bff/cart/details');
    expect(first?.headers.authorization).toBe('Bearer anon-access-1');
    expect(retry?.headers).toMatchObject({ authorization: 'Bearer anon-access-2', storekey: 'S-MEL' });
    // The same identity goes on, so the cart under it is kept.
    expect(bff.sent('GET /bff/auth/accessToken')).toHaveLength(0);
    expect(bff.sent('POST /bff/auth/accessToken')).toHaveLength(0);
    expect(tokens.replacements).toEqual([]);
  });

  it('with no refresh token held, a 401 gets a fresh anonymous token as before', async () => {
    const { bff, client, tokens } = setup(anonymous({ refreshToken: undefined }));
    bff.on('GET /bff/auth/accessToken', () => json(issued('anon-access-2')));
    bff.on('GET /bff/cart/details', unauthorized, () => json(emptyCart));
    expect(await client.cart.details({})).toEqual(emptyCart);
    expect(tokens.current()?.accessToken).toBe('anon-access-2');
  });

  it('a first visit holding no token gets an anonymous one before a cart call, so the call is never refused with a 401', async () => {
    const { bff, client, tokens } = setup(null);
    bff.on('GET /bff/auth/accessToken', () => json(issued('anon-access-1')));
    bff.on('GET /bff/cart/details', (request) => (request.headers.authorization ? json(emptyCart) : unauthorized()));
    bff.on('GET /bff/products/list', () => json(emptyPage));
    await client.products.list('category=tools');
    // A catalogue call needs no bearer, so it mints no session.
    expect(bff.sent('GET /bff/auth/accessToken')).toHaveLength(0);
    expect(await client.cart.details({})).toEqual(emptyCart);
    expect(bff.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /bff/products/list',
      'GET /bff/auth/accessToken',
      'GET /bff/cart/details',
    ]);
    expect(bff.sent('GET /bff/cart/details')[0]?.headers.authorization).toBe('Bearer anon-access-1');
    expect(tokens.updates).toEqual([issued('anon-access-1')]);
  });

  it('calls made together on a first visit share the one anonymous token', async () => {
    const { bff, client } = setup(null);
    bff.on('GET /bff/auth/accessToken', () => json(issued('anon-access-1')));
    bff.on('GET /bff/cart/details', () => json(emptyCart));
    bff.on('POST /bff/cart/add', () => json(emptyCart));
    await Promise.all([client.cart.details({}), client.cart.add(item)]);
    expect(bff.sent('GET /bff/auth/accessToken')).toHaveLength(1);
  });

  it('refreshes an expired token with its refresh token', async () => {
    const { bff, client, tokens } = setup(anonymous({ expiryDate: EARLIER }));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', () => json(issued('anon-access-2')));
    bff.on('GET /bff/cart/upsell', unauthorized, () => json({ title: 'Also', upsellProducts: [] }));
    expect(await client.cart.upsell()).toEqual({ ok: true, value: { title: 'Also', upsellProducts: [] } });
    expect(tokens.current()?.accessToken).toBe('anon-access-2');
    expect(bff.sent('GET /bff/auth/accessToken')).toHaveLength(0);
  });

  it('on a 500 while logged in refreshes the customer token; a 500 while anonymous is just an error', async () => {
    const signedIn = setup(anonymous({ isLoggedIn: true, customerId: 'c-1' }));
    signedIn.bff.on('POST /bff/auth/refreshToken/anon-refresh-1', () => json(issued('cust-access-2', true)));
    signedIn.bff.on(
      'GET /bff/account/is-disabled',
      () => json({ statusCode: 500, message: 'Internal Server Error' }, 500),
      () => json({ isDisabled: false }),
    );
    expect(await signedIn.client.auth.isDisabled()).toEqual({ ok: true, value: false });
    expect(signedIn.tokens.current()?.isLoggedIn).toBe(true);

    const anon = setup();
    anon.bff.on('GET /bff/account/is-disabled', () => json({ statusCode: 500, message: 'Internal Server Error' }, 500));
    expect(await anon.client.auth.isDisabled()).toMatchObject({ ok: false, error: { status: 500 } });
    expect(anon.bff.sent('GET /bff/auth/accessToken')).toHaveLength(0);
  });

  it('retries only once: a second 401 is the caller’s error', async () => {
    const { bff, client } = setup();
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', () => json(issued('anon-access-2')));
    bff.on('GET /bff/cart/upsell', unauthorized);
    expect(await client.cart.upsell()).toMatchObject({ ok: false, error: { status: 401, message: 'Unauthorized' } });
    expect(bff.sent('GET /bff/cart/upsell')).toHaveLength(2);
    expect(bff.sent('POST /bff/auth/refreshToken/anon-refresh-1')).toHaveLength(1);
  });

  const refused = () => json({ statusCode: 401, message: 'Error generating refresh token' }, 401);
  const handedOver = (cartHandedOver: boolean, cartLeftBehind?: boolean) => () =>
    json({ ...issued('anon-access-3'), anonymousId: 'a-2', cartHandedOver, ...(cartLeftBehind === undefined ? {} : { cartLeftBehind }) });

  it('a refused refresh takes a new anonymous identity, offering the old refresh token for the cart, and retries once', async () => {
    const { bff, client, tokens } = setup(anonymous({ expiryDate: EARLIER, storeKey: 'S-MEL' }));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', refused);
    bff.on('POST /bff/auth/accessToken', handedOver(true));
    bff.on('GET /bff/cart/details', unauthorized, () => json(emptyCart));
    expect(await client.cart.details({})).toEqual(emptyCart);
    expect(bff.sent('POST /bff/auth/accessToken').map((r) => r.body)).toEqual([{ previousRefreshToken: 'anon-refresh-1' }]);
    expect(bff.sent('GET /bff/cart/details')[1]?.headers).toMatchObject({ authorization: 'Bearer anon-access-3', storekey: 'S-MEL' });
    expect(tokens.current()).toMatchObject({ accessToken: 'anon-access-3', anonymousId: 'a-2' });
    expect(tokens.current()).not.toHaveProperty('cartHandedOver');
    expect(tokens.replacements).toEqual([{ wasLoggedIn: false, cartHandedOver: true, cartLeftBehind: false }]);
  });

  it('a refused handover still goes on under the new identity, and the token source hears the cart was not kept', async () => {
    const { bff, client, tokens } = setup(anonymous({ expiryDate: EARLIER }));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', refused);
    bff.on('POST /bff/auth/accessToken', handedOver(false, true));
    bff.on('GET /bff/cart/upsell', unauthorized, () => json({ title: 'Also', upsellProducts: [] }));
    expect(await client.cart.upsell()).toMatchObject({ ok: true });
    expect(tokens.replacements).toEqual([{ wasLoggedIn: false, cartHandedOver: false, cartLeftBehind: true }]);
  });

  it("a signed-in customer's refused refresh asks is-disabled with the bearer that stopped working, and passes on a disabled account (spec §6)", async () => {
    const { bff, client, tokens } = setup(anonymous({ isLoggedIn: true, customerId: 'c-1' }));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', refused);
    bff.on('GET /bff/account/is-disabled', () => json({ isDisabled: true }));
    bff.on('POST /bff/auth/accessToken', handedOver(false));
    bff.on('GET /bff/cart/upsell', unauthorized, () => json({ title: 'Also', upsellProducts: [] }));
    expect(await client.cart.upsell()).toMatchObject({ ok: true });
    expect(bff.sent('GET /bff/account/is-disabled').map((r) => r.headers.authorization)).toEqual(['Bearer anon-access-1']);
    expect(tokens.replacements).toEqual([{ wasLoggedIn: true, cartHandedOver: false, cartLeftBehind: false, accountDisabled: true }]);
  });

  it("an anonymous shopper's refused refresh never asks is-disabled", async () => {
    const { bff, client } = setup(anonymous({ expiryDate: EARLIER }));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', refused);
    bff.on('POST /bff/auth/accessToken', handedOver(true));
    bff.on('GET /bff/cart/details', unauthorized, () => json(emptyCart));
    await client.cart.details({});
    expect(bff.sent('GET /bff/account/is-disabled')).toEqual([]);
  });

  it("a signed-in customer's refused refresh never offers the customer's refresh token for an anonymous cart", async () => {
    const { bff, client, tokens } = setup(anonymous({ isLoggedIn: true, customerId: 'c-1' }));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', refused);
    bff.on('POST /bff/auth/accessToken', handedOver(false));
    bff.on('GET /bff/cart/upsell', unauthorized, () => json({ title: 'Also', upsellProducts: [] }));
    expect(await client.cart.upsell()).toMatchObject({ ok: true });
    expect(bff.sent('POST /bff/auth/accessToken').map((r) => r.body)).toEqual([{}]);
    expect(tokens.replacements).toEqual([{ wasLoggedIn: true, cartHandedOver: false, cartLeftBehind: false }]);
  });

  it('yields "Error generating refresh token" when the refresh gets no answer or a 5xx, keeping the identity and not resending the call', async () => {
    for (const answer of [
      () => json({ statusCode: 503, message: 'Service Unavailable' }, 503),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const { bff, client, tokens } = setup(anonymous({ expiryDate: EARLIER }));
      bff.on('POST /bff/auth/refreshToken/anon-refresh-1', answer);
      bff.on('GET /bff/cart/upsell', unauthorized);
      const result = await client.cart.upsell();
      expect(result).toMatchObject({ ok: false, error: { message: REFRESH_FAILED_MESSAGE } });
      expect(bff.sent('GET /bff/cart/upsell')).toHaveLength(1);
      expect(bff.sent('POST /bff/auth/accessToken')).toHaveLength(0);
      expect(tokens.updates).toEqual([]);
    }
  });

  it('shares one refresh between calls failing together, so a refresh token is spent once', async () => {
    const { bff, client } = setup(anonymous({ expiryDate: EARLIER }));
    bff.on('POST /bff/auth/refreshToken/anon-refresh-1', () => json(issued('anon-access-2')));
    const answer = (r: Recorded) =>
      r.headers.authorization === 'Bearer anon-access-2' ? json({ title: 'Also', upsellProducts: [] }) : unauthorized();
    bff.on('GET /bff/cart/upsell', answer);
    const results = await Promise.all([client.cart.upsell(), client.cart.upsell(), client.cart.upsell()]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(bff.sent('POST /bff/auth/refreshToken/anon-refresh-1')).toHaveLength(1);
  });

  it('never refreshes on an auth call: a 401 at sign-in is a wrong password', async () => {
    const { bff, client, tokens } = setup();
    bff.on('POST /bff/auth/signin', () => json({ statusCode: 401, message: 'Invalid email or password' }, 401));
    const result = await client.auth.signIn({ email: 'a@b.co', password: 'wrong' });
    expect(result).toMatchObject({ ok: false, error: { status: 401, message: 'Invalid email or password' } });
    expect(bff.requests).toHaveLength(1);
    expect(tokens.updates).toEqual([]);
  });
});

describe('BFF client: cancellation', () => {
  it('answers "Operation canceled by the user." for a call cancelled before it is sent, sending nothing', async () => {
    const { bff, client, errors } = setup();
    const controller = new AbortController();
    controller.abort();
    const result = await client.products.search('battery', undefined, { signal: controller.signal });
    expect(result).toMatchObject({ ok: false, error: { status: 0, message: CANCELLED_MESSAGE } });
    expect(bff.requests).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('answers the same for a call cancelled in flight; a cart call gives nothing', async () => {
    const { bff, client } = setup();
    const never = () => new Promise<Response>(() => undefined);
    bff.on('GET /bff/stores', never);
    bff.on('POST /bff/cart/add', never);
    const controller = new AbortController();
    const stores = client.stores.byKey('S-MEL', undefined, { signal: controller.signal });
    const cart = client.cart.add(item, { signal: controller.signal });
    controller.abort();
    expect(await stores).toMatchObject({ ok: false, error: { message: CANCELLED_MESSAGE } });
    expect(await cart).toBeUndefined();
  });

  it('stops a mutation’s retries once cancelled', async () => {
    vi.useFakeTimers();
    try {
      const { bff, client } = setup();
      bff.on('PATCH /bff/cart/update', () => json({ statusCode: 502, message: 'Bad Gateway' }, 502));
      const controller = new AbortController();
      const pending = client.cart.update([{ lineItemId: 'l1', quantity: 2, sku: 'AB-123' }], { signal: controller.signal });
      await vi.advanceTimersByTimeAsync(100);
      controller.abort();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await pending).toBeUndefined();
      expect(bff.sent('PATCH /bff/cart/update')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
