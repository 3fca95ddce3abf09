import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { BOT_CHECK_DIFFICULTY } from '../../server/services/limits/bot-check';
import { solvedBotCheckToken } from './bot-check-token';
import { testDatabaseKind as databaseKind } from '../support/test-database';
import { type ApiResponse, countRows, sqliteFileBytes, startTestServer, storedText, type TestServer } from './harness';

const START = Date.parse('2030-03-01T00:00:00.000Z');
const MINUTE = 60_000;
let clock = START;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(async () => {
  await server?.close();
});

const count = (table: 'customers' | 'password_resets' | 'access_tokens' | 'refresh_tokens') => countRows(server, table);

/** The harness always calls from 127.0.0.1; the rate limit is per address, so some calls come from elsewhere. */
function signInFrom(localAddress: string, body: unknown): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress,
        method: 'POST',
        path: '/api/bff/auth/signin',
        headers: { host: `jrau.localhost:${server.port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text), text });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let serial = 0;
async function signUp(overrides: Record<string, unknown> = {}, site: 'jrau' | 'jrnz' = 'jrau') {
  serial += 1;
  const body = { email: `shopper${serial}@example.com`, password: 'solder-iron-42', firstName: 'Ada', lastName: 'Lovelace', ...overrides };
  const res = await server.request('POST', '/api/bff/account/customer', { site, body });
  return { res, body };
}

describe('GET /bff/auth/accessToken', () => {
  it('hands out an anonymous token that lives 15 minutes', async () => {
    const res = await server.request('GET', '/api/bff/auth/accessToken');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isLoggedIn: false, expiryDate: new Date(clock + 15 * MINUTE).toISOString() });
    expect(res.body.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.anonymousId).toEqual(expect.any(String));
    expect(res.body.customerId).toBeUndefined();

    const ok = await server.request('GET', '/api/bff/account/is-disabled', { token: res.body.accessToken });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ isDisabled: false });
    clock += 15 * MINUTE;
    const expired = await server.request('GET', '/api/bff/account/is-disabled', { token: res.body.accessToken });
    expect(expired.status).toBe(401);
  });
});

describe('POST /bff/auth/refreshToken/{refreshToken}', () => {
  it('rotates: a new pair for the same shopper, and the old refresh token is spent', async () => {
    const first = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    clock += 20 * MINUTE; // the access token has expired; the refresh token has not
    const second = await server.request('POST', `/api/bff/auth/refreshToken/${first.refreshToken}`);
    expect(second.status).toBe(200);
    expect(second.body.anonymousId).toBe(first.anonymousId);
    expect(second.body.accessToken).not.toBe(first.accessToken);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(second.body.expiryDate).toBe(new Date(clock + 15 * MINUTE).toISOString());
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: second.body.accessToken })).status).toBe(200);

    // Reuse of the spent token means it leaked: the whole family is revoked, the thief's and the shopper's.
    const reuse = await server.request('POST', `/api/bff/auth/refreshToken/${first.refreshToken}`);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ statusCode: 401, message: 'Error generating refresh token' });
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${second.body.refreshToken}`)).status).toBe(401);
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: second.body.accessToken })).status).toBe(401);
  });

  it('refuses an unknown or expired refresh token with 401, a malformed one with 400', async () => {
    const unknown = await server.request('POST', `/api/bff/auth/refreshToken/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Error generating refresh token');

    const malformed = await server.request('POST', '/api/bff/auth/refreshToken/short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^params\.refreshToken/);

    const token = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    clock += 31 * 24 * 60 * MINUTE;
    const before = await count('refresh_tokens');
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${token.refreshToken}`)).status).toBe(401);
    expect(await count('refresh_tokens')).toBe(before);
  });
});

describe('POST /bff/account/customer (sign-up)', () => {
  it('creates the account, signed in, with the country of the site and a scrypt hash', async () => {
    const { res, body } = await signUp({ phone: '021 555 0199' }, 'jrnz');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isLoggedIn: true, customerId: expect.any(String), expiryDate: new Date(clock + 15 * MINUTE).toISOString() });
    const row = await server.database.db.selectFrom('customers').selectAll().where('id', '=', res.body.customerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: body.email, country: 'NZ', first_name: 'Ada', phone: '021 555 0199', disabled: 0 });
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);

    // The password is nowhere in the database, in clear: in no row, and (on SQLite) in no byte of its files.
    const stored = [Buffer.from(await storedText(server)), ...(databaseKind() === 'sqlite' ? await sqliteFileBytes(server) : [])];
    for (const bytes of stored) expect(bytes.includes(Buffer.from(body.password))).toBe(false);
  });

  it('refuses a second account for the same email, in any case, and writes nothing', async () => {
    const { body } = await signUp();
    const before = await count('customers');
    const again = await server.request('POST', '/api/bff/account/customer', { body: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, message: 'An account with this email already exists' });
    expect(await count('customers')).toBe(before);
  });

  it.each([
    [{ password: 'short1' }, 'body.password'],
    [{ password: 'onlyletterspassword' }, 'body.password'],
    [{ password: '12345678901234' }, 'body.password'],
    [{ email: 'not-an-email' }, 'body.email'],
    [{ firstName: '' }, 'body.firstName'],
    [{ lastName: undefined }, 'body.lastName'],
    [{ phone: 'call me' }, 'body.phone'],
  ])('refuses %o with a 400 naming %s', async (overrides, field) => {
    const before = [await count('customers'), await count('access_tokens')];
    const { res } = await signUp(overrides);
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(field)).toBe(true);
    expect([await count('customers'), await count('access_tokens')]).toEqual(before);
  });
});

describe('POST /bff/auth/signin', () => {
  it('signs in and sends the shopper back to the referer only when it is on our site', async () => {
    const { body } = await signUp();
    const credentials = { email: body.email, password: body.password };
    const host = `jrau.localhost:${server.port}`;
    const back = await server.request('POST', '/api/bff/auth/signin', { body: credentials, headers: { referer: `http://${host}/checkout?step=2` } });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ isLoggedIn: true, customerId: expect.any(String), redirectUrl: `http://${host}/checkout?step=2` });
    const foreign = await server.request('POST', '/api/bff/auth/signin', { body: credentials, headers: { referer: 'https://evil.example/phish' } });
    expect(foreign.body.redirectUrl).toBe('/');
    const none = await server.request('POST', '/api/bff/auth/signin', { body: { ...credentials, email: ` ${body.email.toUpperCase()} ` } });
    expect(none.status).toBe(200);
    expect(none.body.redirectUrl).toBe('/');
  });

  it('keeps the anonymousId of the shopper who signs in, so their cart can follow', async () => {
    const { body } = await signUp();
    const anonymous = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    const res = await server.request('POST', '/api/bff/auth/signin', {
      body: { email: body.email, password: body.password },
      token: anonymous.accessToken,
    });
    expect(res.body.anonymousId).toBe(anonymous.anonymousId);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    clock += 16 * MINUTE;
    const { body } = await signUp();
    const wrong = await server.request('POST', '/api/bff/auth/signin', { body: { email: body.email, password: 'not-the-password-1' } });
    const unknown = await server.request('POST', '/api/bff/auth/signin', { body: { email: 'nobody@example.com', password: 'whatever-123' } });
    for (const res of [wrong, unknown]) expect(res.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    const malformed = await server.request('POST', '/api/bff/auth/signin', { body: { email: body.email } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^body\.password/);
  });

  it('locks the account and address pair after 5 failures; from elsewhere the right password signs in after the bot check', async () => {
    clock += 16 * MINUTE; // a fresh window
    const a = (await signUp()).body;
    const b = (await signUp()).body;
    for (let i = 0; i < 5; i++) {
      const res = await server.request('POST', '/api/bff/auth/signin', { body: { email: a.email, password: `wrong-password-${i}` } });
      expect(res.status).toBe(401);
    }
    // The 6th try of the pair is refused even with the right password.
    const sixth = await server.request('POST', '/api/bff/auth/signin', { body: { email: a.email, password: a.password } });
    expect(sixth.body).toEqual({ statusCode: 429, message: 'Too many sign-in attempts, try again later' });
    // The address is not locked out of other accounts.
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: b.email, password: b.password } })).status).toBe(200);
    // From another address the owner gets in, once the bot check is passed (the account has failed 5 times).
    const asked = await signInFrom('127.0.0.2', { email: a.email, password: a.password });
    expect(asked.body).toEqual({ statusCode: 428, message: AUTH_MESSAGES.botCheckRequired, botCheckDifficulty: BOT_CHECK_DIFFICULTY });
    const stepped = await signInFrom('127.0.0.2', { email: a.email, password: a.password, botCheckToken: await solvedBotCheckToken(server) });
    expect(stepped.status).toBe(200);

    clock += 15 * MINUTE;
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: a.email, password: a.password } })).status).toBe(200);
  });

  it('tells the holder of a token that deactivation ended that the account is disabled, and no one else', async () => {
    clock += 16 * MINUTE;
    const { res } = await signUp();
    const other = (await signUp()).res.body;
    const off = await server.request('PATCH', '/api/bff/account/customer/deactivate', { token: res.body.accessToken });
    expect(off.status).toBe(200);
    // The token ended with the account: it opens nothing, but its holder learns why.
    expect((await server.request('GET', '/api/bff/account/details', { token: res.body.accessToken })).status).toBe(401);
    const told = await server.request('GET', '/api/bff/account/is-disabled', { token: res.body.accessToken });
    expect(told.status).toBe(200);
    expect(told.body).toEqual({ isDisabled: true });
    // A token that ended for any other reason (here, its time ran out), or one never issued, is refused as before.
    clock += 16 * MINUTE;
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: other.accessToken })).status).toBe(401);
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: 'A'.repeat(43) })).status).toBe(401);
  });

  it('refuses a disabled account, and says so only to whoever knows the password', async () => {
    clock += 16 * MINUTE;
    const { res, body } = await signUp();
    await server.database.db.updateTable('customers').set({ disabled: 1 }).where('id', '=', res.body.customerId).execute();
    const disabled = await server.request('GET', '/api/bff/account/is-disabled', { token: res.body.accessToken });
    expect(disabled.body).toEqual({ isDisabled: true });
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: body.email, password: body.password } })).status).toBe(403);
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: body.email, password: 'wrong-password-9' } })).status).toBe(401);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${res.body.refreshToken}`)).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('always answers { sent: true }, and makes a reset only for a real account', async () => {
    const before = await count('password_resets');
    const unknown = await server.request('POST', '/api/bff/account/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ sent: true });
    expect(await count('password_resets')).toBe(before);
    const { body } = await signUp();
    const known = await server.request('POST', '/api/bff/account/forgot-password', { body: { email: body.email } });
    expect(known.body).toEqual({ sent: true });
    expect(await count('password_resets')).toBe(before + 1);
    const bad = await server.request('POST', '/api/bff/account/forgot-password', { body: { email: 42 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.email/);
  });

  it('resets once, ends every session of the customer, and refuses used, expired or bad tokens', async () => {
    clock += 16 * MINUTE;
    const { res, body } = await signUp();
    const resets = async () =>
      (await server.database.db.selectFrom('password_resets').select('token').where('customer_id', '=', res.body.customerId).execute()).map(
        (r) => r.token,
      );
    /** The reset the request just made: the one token of the customer's that was not there before. */
    const resetToken = async () => {
      const known = new Set(await resets());
      await server.request('POST', '/api/bff/account/forgot-password', { body: { email: body.email } });
      const made = (await resets()).filter((token) => !known.has(token));
      expect(made).toHaveLength(1);
      return made[0]!;
    };
    const token = await resetToken();
    const weak = await server.request('POST', '/api/bff/customers/reset-password', { body: { token, password: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^body\.password/);

    const newPassword = 'new-multimeter-7';
    const done = await server.request('POST', '/api/bff/customers/reset-password', { body: { token, password: newPassword } });
    expect(done.status).toBe(200);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${res.body.refreshToken}`)).status).toBe(401);
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: res.body.accessToken })).status).toBe(401);
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: body.email, password: body.password } })).status).toBe(401);
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: body.email, password: newPassword } })).status).toBe(200);

    const used = await server.request('POST', '/api/bff/customers/reset-password', { body: { token, password: 'another-one-88' } });
    expect(used.status).toBe(400);
    expect(used.body.message).toMatch(/^body\.token/);
    const late = await resetToken();
    clock += 61 * MINUTE;
    const hash = async () =>
      (await server.database.db.selectFrom('customers').select('password_hash').where('id', '=', res.body.customerId).executeTakeFirstOrThrow())
        .password_hash;
    const before = await hash();
    expect((await server.request('POST', '/api/bff/customers/reset-password', { body: { token: late, password: 'another-one-88' } })).status).toBe(
      400,
    );
    expect(
      (await server.request('POST', '/api/bff/customers/reset-password', { body: { token: 'Z'.repeat(43), password: 'another-one-88' } })).status,
    ).toBe(400);
    expect(await hash()).toBe(before);
  });
});

describe('account checks', () => {
  it('POST /bff/account/checkCustomerExists says whether an email has an account', async () => {
    const { body } = await signUp();
    expect((await server.request('POST', '/api/bff/account/checkCustomerExists', { body: { email: body.email } })).body).toEqual({ exists: true });
    expect((await server.request('POST', '/api/bff/account/checkCustomerExists', { body: { email: 'nope@example.com' } })).body).toEqual({
      exists: false,
    });
    const bad = await server.request('POST', '/api/bff/account/checkCustomerExists', { body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.email/);
  });

  it('GET /bff/account/is-disabled needs a valid bearer', async () => {
    expect((await server.request('GET', '/api/bff/account/is-disabled')).status).toBe(401);
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: 'x'.repeat(43) })).status).toBe(401);
    const { res } = await signUp();
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: res.body.accessToken })).body).toEqual({ isDisabled: false });
  });

  it.each([
    ['maker@example.com', true, undefined],
    ['Maker.Person+tag@sub.example.com.au', true, undefined],
    ['maker@gmial.com', false, 'Did you mean maker@gmail.com?'],
    ['maker@hotmial.com', false, 'Did you mean maker@hotmail.com?'],
    ['maker@gmail.co', false, 'Did you mean maker@gmail.com?'],
    ['maker@ymail.com', true, undefined],
    ['maker@mailinator.com', false, 'Please use a permanent email address'],
    ['maker@localhost', false, 'Please enter a valid email address'],
    ['maker.example.com', false, 'Please enter a valid email address'],
    ['two@@example.com', false, 'Please enter a valid email address'],
    ['', false, 'Please enter a valid email address'],
  ])('POST /bff/users/deep-email-ckecker %s → %s', async (email, isEmailValid, message) => {
    const res = await server.request('POST', '/api/bff/users/deep-email-ckecker', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(message ? { isEmailValid, message } : { isEmailValid });
  });

  it('the deep email check also takes the bare email, and names the field when it is missing', async () => {
    expect((await server.request('POST', '/api/bff/users/deep-email-ckecker', { body: 'maker@example.com' })).body).toEqual({ isEmailValid: true });
    const bad = await server.request('POST', '/api/bff/users/deep-email-ckecker', { body: { mail: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.email/);
  });
});
