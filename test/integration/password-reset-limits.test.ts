import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { sql } from 'kysely';
import { numberOf, type TestServer, startTestServer } from './harness';
import { limitsWorld } from './limits-support';

/** Forgot-password as a flooder meets it: limited per address (429) and per email (no more mail, the same answer). */
const MINUTE = 60_000;
let clock = Date.parse('2030-07-01T00:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
});

const { newAddress, from, customer } = limitsWorld(() => server);
const forgot = (address: string, email: string) => server.request('POST', '/api/bff/account/forgot-password', from(address, { body: { email } }));
/** Reset mails in the dev mailbox, once the sender has delivered what is due (sign-up's welcome mail is not counted). */
const mailsTo = async (email: string) => {
  await server.mail.flush();
  return (await numberOf(server, sql`SELECT count(*) AS n FROM mailbox WHERE recipient = ${email} AND subject = 'Reset your password'`))!;
};
const liveResets = (email: string) =>
  server.database.db
    .selectFrom('password_resets as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select('r.token')
    .where('c.email', '=', email)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', clock)
    .execute();
const reset = (token: string, password: string) =>
  server.request('POST', '/api/bff/customers/reset-password', from(newAddress(), { body: { token, password } }));

describe('forgot-password limits', () => {
  it('refuses the 21st call from one address in 15 minutes with a 429 that names no email, and lets other addresses on', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await forgot(address, `nobody${i}@example.com`);
      expect(res.body).toEqual({ sent: true });
    }
    for (let i = 20; i < 40; i += 1) {
      const refused = await forgot(address, `nobody${i}@example.com`);
      expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyResets });
    }
    const { email } = await customer();
    expect((await forgot(address, email)).status).toBe(429);
    expect(await mailsTo(email)).toBe(0);
    expect((await forgot(newAddress(), email)).body).toEqual({ sent: true });
    expect(await mailsTo(email)).toBe(1);
    clock += 15 * MINUTE;
    expect((await forgot(address, 'nobody-later@example.com')).body).toEqual({ sent: true });
  });

  it('sends one email no more than 3 reset mails an hour, from any number of addresses, and answers alike past that', async () => {
    const { email } = await customer();
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await forgot(newAddress(), i % 2 === 0 ? email : email.toUpperCase()));
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { sent: true } });
    expect(await mailsTo(email)).toBe(3);
    // The last link sent still works for its owner.
    expect(await liveResets(email)).toHaveLength(1);
    clock += 60 * MINUTE;
    expect((await forgot(newAddress(), email)).body).toEqual({ sent: true });
    expect(await mailsTo(email)).toBe(4);
  });

  it('answers an unknown email as a known one, within the limit and past it', async () => {
    const { email } = await customer();
    const unknown = `ghost-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const [known, ghost] = [await forgot(newAddress(), email), await forgot(newAddress(), unknown)];
      expect({ status: ghost.status, body: ghost.body, type: ghost.headers['content-type'] }).toEqual({
        status: known.status,
        body: known.body,
        type: known.headers['content-type'],
      });
    }
    expect(await mailsTo(unknown)).toBe(0);
  });

  it('keeps one live reset link per account: a new one ends the one before', async () => {
    const { email } = await customer();
    await forgot(newAddress(), email);
    const [first] = await liveResets(email);
    await forgot(newAddress(), email);
    const live = await liveResets(email);
    expect(live).toHaveLength(1);
    expect(live[0]!.token).not.toBe(first!.token);
    const old = await reset(first!.token, 'replaced-link-42');
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(`body.token: ${AUTH_MESSAGES.badResetToken}`);
    expect((await reset(live[0]!.token, 'newest-link-42')).status).toBe(200);
  });

  it('issues one live link when many are asked at once', async () => {
    const { email } = await customer();
    const answers = await Promise.all(Array.from({ length: 3 }, () => forgot(newAddress(), email)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await mailsTo(email)).toBe(3);
    expect(await liveResets(email)).toHaveLength(1);
  });
});
