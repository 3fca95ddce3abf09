import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { BOT_CHECK_DIFFICULTY } from '../../server/services/limits/bot-check';
import { solvedBotCheckToken } from './bot-check-token';
import { type TestServer, startTestServer } from './harness';
import { limitsWorld } from './limits-support';

/**
 * Sign-in, account checks and anonymous tokens behind a trusted proxy: the server reads each request's
 * client address from X-Forwarded-For, so a test acts from many addresses.
 */
const MINUTE = 60_000;
let clock = Date.parse('2030-06-01T00:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
});

const { newAddress, from, tokenFrom, newCustomerBody, customer, signIn, browserAt } = limitsWorld(() => server);

describe('sign-in behind a trusted proxy', () => {
  it('lets the right password in from a new address after another failed 5 times, with the bot check; the failing pair is locked', async () => {
    const shopper = await customer();
    const attacker = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await signIn(attacker, { email: shopper.email, password: `guess-${i}-password` })).status).toBe(401);

    const home = newAddress();
    const asked = await signIn(home, { email: shopper.email, password: shopper.password });
    expect(asked.body).toEqual({ statusCode: 428, message: AUTH_MESSAGES.botCheckRequired, botCheckDifficulty: BOT_CHECK_DIFFICULTY });
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
    for (let i = 0; i < 20; i += 1)
      expect((await signIn(address, { email: `nobody${i}@example.com`, password: 'stuffed-password-1' })).status).toBe(401);
    const shopper = await customer();
    expect((await signIn(address, { email: shopper.email, password: shopper.password })).status).toBe(428);
    expect(
      (await signIn(address, { email: shopper.email, password: shopper.password, botCheckToken: await solvedBotCheckToken(server) })).status,
    ).toBe(200);
    // Other addresses are not asked.
    expect((await signIn(newAddress(), { email: shopper.email, password: shopper.password })).status).toBe(200);
  });
});

describe('the session service sign-in page', () => {
  it('sends the shopper back to sign in with BotCheckRequired, and its script solves the check so the next post signs in', async () => {
    const shopper = await customer();
    const attacker = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await signIn(attacker, { email: shopper.email, password: `guess-${i}-password` })).status).toBe(401);

    const browser = browserAt(newAddress());
    const csrfToken = (await browser('GET', '/api/auth/csrf')).body.csrfToken as string;
    const form = { csrfToken, callbackUrl: '/cart', json: 'true', email: shopper.email, password: shopper.password };
    const first = await browser('POST', '/api/auth/callback/credentials', { form });
    expect(first.body.url).toBe(`/api/auth/signin?error=BotCheckRequired&botCheckDifficulty=${BOT_CHECK_DIFFICULTY}&callbackUrl=%2Fcart`);

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
    const location = { search: first.body.url.slice(first.body.url.indexOf('?')) };
    new Function('document', 'fetch', 'location', script.text)({ querySelector: () => formElement }, fetchOnServer, location);
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
    expect((await server.request('GET', '/api/bff/cart/details', from(address, { token: before.accessToken }))).status).toBe(200);
    const signedIn = await signIn(address, { email: shopper.email, password: shopper.password }, before.accessToken);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.anonymousId).toBe(before.anonymousId);
    expect((await server.request('GET', '/api/bff/cart/details', from(address, { token: before.accessToken }))).status).toBe(401);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${before.refreshToken}`, from(address))).status).toBe(401);
    expect((await server.request('GET', '/api/bff/account/orders', from(address, { token: signedIn.body.accessToken }))).status).toBe(200);

    const guest = await tokenFrom(address);
    const rotated = (await server.request('POST', `/api/bff/auth/refreshToken/${guest.refreshToken}`, from(address))).body;
    const body = newCustomerBody();
    expect((await server.request('POST', '/api/bff/account/customer', from(address, { body, token: rotated.accessToken }))).status).toBe(201);
    // Every anonymous token of the shopper ends, not only the one presented.
    for (const token of [guest.accessToken, rotated.accessToken])
      expect((await server.request('GET', '/api/bff/cart/details', from(address, { token }))).status).toBe(401);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${rotated.refreshToken}`, from(address))).status).toBe(401);
  });

  it('end at sign-out through the session service, access and refresh alike', async () => {
    const shopper = await customer();
    const browser = browserAt(newAddress());
    const csrfToken = (await browser('GET', '/api/auth/csrf')).body.csrfToken as string;
    const anonymous = (await browser('GET', '/api/bff/auth/accessToken')).body;
    await browser('POST', '/api/auth/session', { body: { csrfToken, data: anonymous } });
    const signedIn = await browser('POST', '/api/auth/callback/credentials', {
      form: { csrfToken, callbackUrl: '/', json: 'true', email: shopper.email, password: shopper.password },
    });
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
