import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { ACCOUNT_PROBES, type AccountProbe } from '../../server/services/account/probes';
import { BOT_CHECK_DIFFICULTY } from '../../server/services/limits/bot-check';
import { counter, recordFailure } from '../../server/services/limits/rate-limit';
import { solvedBotCheckToken } from './bot-check-token';
import { type TestServer, startTestServer } from './harness';
import { limitsWorld } from './limits-support';

/**
 * Sign-up and checkCustomerExists tell whether an email has an account (issue 19, item 6), so each is
 * limited per address: 10 answers in 15 minutes, then each needs a solved bot check, then 429 after 40.
 * Behind a trusted proxy, so each request names its address.
 */
const MINUTE = 60_000;
let clock = Date.parse('2030-08-01T00:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
});

const { newAddress, from, newCustomerBody, customer } = limitsWorld(() => server);
const signUp = (address: string, body: Record<string, unknown>) => server.request('POST', '/api/bff/account/customer', from(address, { body }));
const exists = (address: string, body: Record<string, unknown>) =>
  server.request('POST', '/api/bff/account/checkCustomerExists', from(address, { body }));
const tokenFrom = (address: string) => solvedBotCheckToken(server, 'jrau', { headers: { 'x-forwarded-for': address } });
const stepUp = { statusCode: 428, message: AUTH_MESSAGES.botCheckRequiredToSend, botCheckDifficulty: BOT_CHECK_DIFFICULTY };

/** Answers the probe gave from this address without this test making each call (each would cost the work). */
async function answered(probe: AccountProbe, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await recordFailure(server.database.db, [counter(probe.free, address), counter(probe.most, address)], clock);
}

describe('sign-up from one address', () => {
  it('answers 10 freely, then only with a solved bot check, and refuses the 41st with 429 whatever it carries', async () => {
    const taken = await customer();
    const address = newAddress();
    for (let i = 0; i < 9; i += 1) expect((await signUp(address, newCustomerBody())).status).toBe(201);
    // "Already exists" is an answer like any other: it counts.
    const probe = await signUp(address, { ...newCustomerBody(), email: taken.email });
    expect(probe.body).toEqual({ statusCode: 409, message: AUTH_MESSAGES.emailTaken });

    const body = newCustomerBody();
    expect((await signUp(address, body)).body).toEqual(stepUp);
    expect((await signUp(address, { ...body, botCheckToken: 'not-a-challenge.1' })).body).toEqual(stepUp);
    // A 428 tells nothing and writes nothing: the email is still free.
    expect((await exists(newAddress(), { email: body.email })).body).toEqual({ exists: false });
    const created = await signUp(address, { ...body, botCheckToken: await tokenFrom(address) });
    expect(created.status, created.text).toBe(201);

    await answered(ACCOUNT_PROBES.signUp, address, 28); // 39 answered
    const fortieth = await signUp(address, { ...newCustomerBody(), botCheckToken: await tokenFrom(address) });
    expect(fortieth.status, fortieth.text).toBe(201);
    const refused = await signUp(address, { ...newCustomerBody(), botCheckToken: await tokenFrom(address) });
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManySignUps });

    // Another address signs up freely; this one again once the 15 minutes are over.
    expect((await signUp(newAddress(), newCustomerBody())).status).toBe(201);
    clock += 15 * MINUTE;
    expect((await signUp(address, newCustomerBody())).status).toBe(201);
  });

  it('does not count a request it refuses as malformed', async () => {
    const address = newAddress();
    for (let i = 0; i < 12; i += 1) expect((await signUp(address, { ...newCustomerBody(), password: 'short' })).status).toBe(400);
    expect((await signUp(address, newCustomerBody())).status).toBe(201);
  });
});

describe('checkCustomerExists from one address', () => {
  it('answers 10 freely, then only with a solved bot check, then 429 after 40', async () => {
    const taken = await customer();
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) expect((await exists(address, { email: `who${i}@example.com` })).body).toEqual({ exists: false });
    expect((await exists(address, { email: taken.email })).body).toEqual(stepUp);
    expect((await exists(address, { email: taken.email, botCheckToken: await tokenFrom(address) })).body).toEqual({ exists: true });

    await answered(ACCOUNT_PROBES.customerExists, address, 28); // 39 answered
    expect((await exists(address, { email: taken.email, botCheckToken: await tokenFrom(address) })).body).toEqual({ exists: true });
    const refused = await exists(address, { email: taken.email, botCheckToken: await tokenFrom(address) });
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyChecks });
    expect((await exists(newAddress(), { email: taken.email })).body).toEqual({ exists: true });
  });

  it('lets no more than 10 of many calls at once through without the check', async () => {
    const address = newAddress();
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => exists(address, { email: `burst${i}@example.com` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 428)).toHaveLength(6);
  });

  it('keeps sign-up and the account check apart: an address that used up one still has the other', async () => {
    const address = newAddress();
    await answered(ACCOUNT_PROBES.customerExists, address, 40);
    expect((await exists(address, { email: 'anyone@example.com' })).status).toBe(429);
    expect((await signUp(address, newCustomerBody())).status).toBe(201);
  });
});
