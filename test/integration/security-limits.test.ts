import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { GIFT_CARD_TOO_MANY_MESSAGE, giftCardHash } from '../../server/services/gift-cards';
import { COUPON_TOO_MANY_MESSAGE, DISCOUNT_TOO_MANY_MESSAGE } from '../../server/services/guess-limits';
import { hashPassword } from '../../server/services/passwords';
import { solvedBotCheckToken } from './bot-check-token';
import { freshProduct } from './checkout-support';
import { type ApiResponse, type RequestOptions, type TestServer, startTestServer } from './harness';

/**
 * The limits that protect secrets, as an attacker meets them: new anonymous sessions are free, so each
 * guess comes with a fresh token. The server trusts X-Forwarded-For here, so a test acts from many addresses.
 */
const MINUTE = 60_000;
let clock = Date.parse('2030-06-01T00:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: true });
});
afterAll(async () => {
  await server?.close();
});

let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;
const from = (address: string, options: RequestOptions = {}): RequestOptions => ({ ...options, headers: { ...options.headers, 'x-forwarded-for': address } });
const tokenFrom = async (address: string) => {
  const res = await server.request('GET', '/api/bff/auth/accessToken', from(address));
  expect(res.status, res.text).toBe(200);
  return res.body as { accessToken: string; refreshToken: string; anonymousId: string };
};

let cards = 0;
/** A gift card of the test's own, with PIN 1234, so one test's lock cannot touch another's. */
async function giftCard(): Promise<string> {
  cards += 1;
  const number = `6280 0000 0009 ${String(cards).padStart(4, '0')}`;
  server.database.sqlite
    .prepare('INSERT INTO gift_cards (id, number_hash, last4, pin_hash, legacy, balance_cents, currency) VALUES (?, ?, ?, ?, 0, 5000, ?)')
    .run(`test-card-${cards}`, giftCardHash(number.replace(/ /g, '')), number.slice(-4), await hashPassword('1234'), 'AUD');
  return number;
}

let serial = 0;
async function customer() {
  serial += 1;
  const body = { email: `limits${serial}@example.com`, password: 'oscilloscope-12', firstName: 'Hedy', lastName: 'Lamarr' };
  const res = await server.request('POST', '/api/bff/account/customer', from(newAddress(), { body }));
  expect(res.status, res.text).toBe(201);
  return { ...body, token: res.body };
}
const signIn = (address: string, body: Record<string, unknown>, token?: string) =>
  server.request('POST', '/api/bff/auth/signin', from(address, { body, ...(token && { token }) }));

describe('gift card PINs', () => {
  it('locks a card within 10 guesses across fresh sessions and addresses; then its right PIN is refused too', async () => {
    const number = await giftCard();
    const answers: number[] = [];
    for (let pin = 0; pin < 10; pin += 1) {
      const address = newAddress();
      const { accessToken } = await tokenFrom(address);
      const path = pin % 2 === 0 ? '/api/bff/checkout/giftcard/balance' : '/api/bff/checkout/giftcard/redeem';
      answers.push((await server.request('POST', path, from(address, { token: accessToken, body: { giftCardId: number, pinCode: String(pin).padStart(4, '0') } }))).status);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    const owner = newAddress();
    const right = await server.request('POST', '/api/bff/checkout/giftcard/balance', from(owner, { token: (await tokenFrom(owner)).accessToken, body: { giftCardId: number, pinCode: '1234' } }));
    expect(right.body).toEqual({ statusCode: 429, message: GIFT_CARD_TOO_MANY_MESSAGE });

    clock += 30 * MINUTE; // the lock ends
    const later = await server.request('POST', '/api/bff/checkout/giftcard/balance', from(owner, { token: (await tokenFrom(owner)).accessToken, body: { giftCardId: number, pinCode: '1234' } }));
    expect(later.body).toEqual({ balance: 5000, currency: 'AUD' });
  });

  it('lets no more than 5 of many guesses at once be checked', async () => {
    const number = await giftCard();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, async (_, pin) => {
        const address = newAddress();
        const { accessToken } = await tokenFrom(address);
        return (await server.request('POST', '/api/bff/checkout/giftcard/balance', from(address, { token: accessToken, body: { giftCardId: number, pinCode: `9${String(pin).padStart(3, '0')}` } }))).status;
      }),
    );
    expect(guesses.filter((status) => status === 400)).toHaveLength(5);
    expect(guesses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('locks an address out of gift cards after 20 wrong tries on any cards', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const { accessToken } = await tokenFrom(address);
      const res = await server.request('POST', '/api/bff/checkout/giftcard/balance', from(address, { token: accessToken, body: { giftCardId: `6280 0000 0008 ${String(i).padStart(4, '0')}`, pinCode: '1234' } }));
      expect(res.status).toBe(400);
    }
    const number = await giftCard();
    const refused = await server.request('POST', '/api/bff/checkout/giftcard/balance', from(address, { token: (await tokenFrom(address)).accessToken, body: { giftCardId: number, pinCode: '1234' } }));
    expect(refused.status).toBe(429);
    // The card itself is not locked: its owner elsewhere reads it.
    const elsewhere = newAddress();
    const owner = await server.request('POST', '/api/bff/checkout/giftcard/balance', from(elsewhere, { token: (await tokenFrom(elsewhere)).accessToken, body: { giftCardId: number, pinCode: '1234' } }));
    expect(owner.status).toBe(200);
  });
});

describe('discount codes and coupons', () => {
  it('answers 429 within 30 wrong codes from one address over fresh sessions, in the cart and at checkout alike', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const { accessToken } = await tokenFrom(address);
      const path = i % 2 === 0 ? '/api/bff/cart/discount' : '/api/bff/checkout/discount';
      if (i % 2 === 1) {
        const product = freshProduct(server, 'jrau');
        expect((await server.request('POST', '/api/bff/cart/add', from(address, { token: accessToken, body: { sku: product.sku, quantity: 1 } }))).status).toBe(200);
      }
      statuses.push((await server.request('POST', path, from(address, { token: accessToken, body: { discountCode: `GUESS${i}` } }))).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const last = await server.request('POST', '/api/bff/cart/discount', from(address, { token: (await tokenFrom(address)).accessToken, body: { discountCode: 'MAKER10' } }));
    expect(last.body).toEqual({ statusCode: 429, message: DISCOUNT_TOO_MANY_MESSAGE });
    // Another shopper elsewhere is not held up.
    const other = newAddress();
    expect((await server.request('POST', '/api/bff/cart/discount', from(other, { token: (await tokenFrom(other)).accessToken, body: { discountCode: 'MAKER10' } }))).status).toBe(200);
  });

  it('stops one shopper after 10 wrong codes, whichever addresses they come from', async () => {
    const { accessToken } = await tokenFrom(newAddress());
    for (let i = 0; i < 10; i += 1) {
      expect((await server.request('POST', '/api/bff/cart/discount', from(newAddress(), { token: accessToken, body: { discountCode: `NOPE${i}` } }))).status).toBe(400);
    }
    expect((await server.request('POST', '/api/bff/cart/discount', from(newAddress(), { token: accessToken, body: { discountCode: 'MAKER10' } }))).status).toBe(429);
  });

  it('answers 429 to coupons asked for and not held, 20 times from one address', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const { accessToken } = await tokenFrom(address);
      const product = freshProduct(server, 'jrau');
      await server.request('POST', '/api/bff/cart/add', from(address, { token: accessToken, body: { sku: product.sku, quantity: 1 } }));
      statuses.push((await server.request('POST', '/api/bff/checkout/coupon', from(address, { token: accessToken, body: { amount: 1000 + i } }))).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const res = await server.request('POST', '/api/bff/checkout/coupon', from(address, { token: (await tokenFrom(address)).accessToken, body: { amount: 1000 } }));
    expect(res.body).toEqual({ statusCode: 429, message: COUPON_TOO_MANY_MESSAGE });
  });
});

describe('sign-in behind a trusted proxy', () => {
  it('lets the right password in from a new address after another failed 5 times, with the bot check; the failing pair is locked', async () => {
    const shopper = await customer();
    const attacker = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await signIn(attacker, { email: shopper.email, password: `guess-${i}-password` })).status).toBe(401);

    const home = newAddress();
    const asked = await signIn(home, { email: shopper.email, password: shopper.password });
    expect(asked.body).toEqual({ statusCode: 428, message: AUTH_MESSAGES.botCheckRequired });
    const spent = await signIn(home, { email: shopper.email, password: shopper.password, botCheckToken: 'not-a-challenge.1' });
    expect(spent.status).toBe(428);
    const signedIn = await signIn(home, { email: shopper.email, password: shopper.password, botCheckToken: await solvedBotCheckToken(server) });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body).toMatchObject({ isLoggedIn: true, customerId: shopper.token.customerId });

    // The pair that failed 5 times is refused with the right password, bot check or not.
    const locked = await signIn(attacker, { email: shopper.email, password: shopper.password, botCheckToken: await solvedBotCheckToken(server) });
    expect(locked.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
    // A wrong password from a new address needs the bot check too, so guesses from many addresses cost work each.
    expect((await signIn(newAddress(), { email: shopper.email, password: 'another-guess-1' })).status).toBe(428);
  });

  it('asks an address that failed on many accounts for the bot check, and does not lock it out', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) expect((await signIn(address, { email: `nobody${i}@example.com`, password: 'stuffed-password-1' })).status).toBe(401);
    const shopper = await customer();
    expect((await signIn(address, { email: shopper.email, password: shopper.password })).status).toBe(428);
    expect((await signIn(address, { email: shopper.email, password: shopper.password, botCheckToken: await solvedBotCheckToken(server) })).status).toBe(200);
    // Other addresses are not asked.
    expect((await signIn(newAddress(), { email: shopper.email, password: shopper.password })).status).toBe(200);
  });

  it('limits checkCustomerExists to 20 calls per address in 15 minutes', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await server.request('POST', '/api/bff/account/checkCustomerExists', from(address, { body: { email: `who${i}@example.com` } }))).status).toBe(200);
    }
    const refused = await server.request('POST', '/api/bff/account/checkCustomerExists', from(address, { body: { email: 'who@example.com' } }));
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyChecks });
    expect((await server.request('POST', '/api/bff/account/checkCustomerExists', from(newAddress(), { body: { email: 'who@example.com' } }))).status).toBe(200);
  });
});

/** A browser at one address: keeps the cookies the server sets. */
function browserAt(address: string) {
  const cookies = new Map<string, string>();
  return async (method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> => {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await server.request(method, path, from(address, { ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } }));
    const raw = res.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  };
}

describe('the session service sign-in page', () => {
  it('sends the shopper back to sign in with BotCheckRequired, and its script solves the check so the next post signs in', async () => {
    const shopper = await customer();
    const attacker = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await signIn(attacker, { email: shopper.email, password: `guess-${i}-password` })).status).toBe(401);

    const browser = browserAt(newAddress());
    const csrfToken = (await browser('GET', '/api/auth/csrf')).body.csrfToken as string;
    const form = { csrfToken, callbackUrl: '/cart', json: 'true', email: shopper.email, password: shopper.password };
    const first = await browser('POST', '/api/auth/callback/credentials', { form });
    expect(first.body.url).toBe('/api/auth/signin?error=BotCheckRequired&callbackUrl=%2Fcart');

    const page = await browser('GET', first.body.url);
    expect(page.text).toContain('data-bot-check="/api/bff/bot-check/challenge"');
    expect(page.text).toContain('name="botCheckToken"');
    const src = page.text.match(/<script src="([^"]+)"/)?.[1];
    expect(src).toBe('/api/auth/signin.js');
    const script = await browser('GET', src!);
    expect(script.headers['content-type']).toMatch(/javascript/);

    // The page's script, run over a stand-in of the form, fetches a challenge and fills in the solved token.
    const fields: Record<string, { value: string }> = { botCheckToken: { value: '' } };
    let onSubmit: ((event: { preventDefault(): void }) => Promise<void>) | undefined;
    let submitted = false;
    const formElement = {
      dataset: { botCheck: '/api/bff/bot-check/challenge' },
      elements: fields,
      querySelector: () => null,
      addEventListener: (_type: string, handler: typeof onSubmit) => (onSubmit = handler),
      submit: () => (submitted = true),
    };
    const fetchOnServer = async (path: string) => {
      const res = await browser('GET', path);
      return { ok: res.status === 200, json: async () => res.body };
    };
    new Function('document', 'fetch', 'crypto', 'TextEncoder', script.text)({ querySelector: () => formElement }, fetchOnServer, globalThis.crypto, TextEncoder);
    await onSubmit!({ preventDefault: () => undefined });
    expect(submitted).toBe(true);
    expect(fields.botCheckToken!.value).toMatch(/^[A-Za-z0-9-]+\.\d+$/);

    const second = await browser('POST', '/api/auth/callback/credentials', { form: { ...form, botCheckToken: fields.botCheckToken!.value } });
    expect(second.body).toEqual({ url: '/cart' });
    const session = await browser('GET', '/api/auth/session');
    expect(session.body).toMatchObject({ status: 'authenticated', data: { customerId: shopper.token.customerId } });
  });

  it('shows the sign-in page without the script when no check is asked for', async () => {
    const page = await browserAt(newAddress())('GET', '/api/auth/signin?callbackUrl=%2F');
    expect(page.text).not.toContain('<script');
    expect(page.text).not.toContain('botCheckToken');
  });
});

describe('anonymous tokens', () => {
  it('allows 120 new anonymous sessions a minute per address', async () => {
    clock += MINUTE;
    const address = newAddress();
    for (let i = 0; i < 120; i += 1) expect((await server.request('GET', '/api/bff/auth/accessToken', from(address))).status).toBe(200);
    const refused = await server.request('GET', '/api/bff/auth/accessToken', from(address));
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyTokens });
    expect((await server.request('GET', '/api/bff/auth/accessToken', from(newAddress()))).status).toBe(200);
    clock += MINUTE;
    expect((await server.request('GET', '/api/bff/auth/accessToken', from(address))).status).toBe(200);
  });

  it('end at sign-in and sign-up: the token held before is refused, its refresh token too', async () => {
    const shopper = await customer();
    const address = newAddress();
    const before = await tokenFrom(address);
    expect((await server.request('GET', '/api/bff/account/orders', from(address, { token: before.accessToken }))).status).toBe(200);
    const signedIn = await signIn(address, { email: shopper.email, password: shopper.password }, before.accessToken);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.anonymousId).toBe(before.anonymousId);
    expect((await server.request('GET', '/api/bff/account/orders', from(address, { token: before.accessToken }))).status).toBe(401);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${before.refreshToken}`, from(address))).status).toBe(401);
    expect((await server.request('GET', '/api/bff/account/orders', from(address, { token: signedIn.body.accessToken }))).status).toBe(200);

    const guest = await tokenFrom(address);
    const rotated = (await server.request('POST', `/api/bff/auth/refreshToken/${guest.refreshToken}`, from(address))).body;
    serial += 1;
    const body = { email: `limits${serial}@example.com`, password: 'oscilloscope-12', firstName: 'Hedy', lastName: 'Lamarr' };
    expect((await server.request('POST', '/api/bff/account/customer', from(address, { body, token: rotated.accessToken }))).status).toBe(201);
    // Every anonymous token of the shopper ends, not only the one presented.
    for (const token of [guest.accessToken, rotated.accessToken]) expect((await server.request('GET', '/api/bff/account/orders', from(address, { token }))).status).toBe(401);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${rotated.refreshToken}`, from(address))).status).toBe(401);
  });

  it('end at sign-out through the session service, access and refresh alike', async () => {
    const shopper = await customer();
    const browser = browserAt(newAddress());
    const csrfToken = (await browser('GET', '/api/auth/csrf')).body.csrfToken as string;
    const anonymous = (await browser('GET', '/api/bff/auth/accessToken')).body;
    await browser('POST', '/api/auth/session', { body: { csrfToken, data: anonymous } });
    const signedIn = await browser('POST', '/api/auth/callback/credentials', { form: { csrfToken, callbackUrl: '/', json: 'true', email: shopper.email, password: shopper.password } });
    expect(signedIn.body).toEqual({ url: '/' });
    expect((await browser('GET', '/api/bff/account/orders', { token: anonymous.accessToken })).status).toBe(401);
    const held = (await browser('GET', '/api/auth/session')).body.data;
    expect(held).toMatchObject({ isLoggedIn: true, anonymousId: anonymous.anonymousId });
    expect((await browser('GET', '/api/bff/account/orders', { token: held.accessToken })).status).toBe(200);

    expect((await browser('POST', '/api/auth/signout', { form: { csrfToken, callbackUrl: '/', json: 'true' } })).status).toBe(200);
    expect((await browser('GET', '/api/bff/account/orders', { token: held.accessToken })).status).toBe(401);
    expect((await browser('POST', `/api/bff/auth/refreshToken/${held.refreshToken}`)).status).toBe(401);
  });
});
