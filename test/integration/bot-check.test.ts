import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECK_TTL_MS, BotCheckChallenge } from '../../contract/bot-check';
import { BOT_CHECK_DIFFICULTY, meetsDifficulty } from '../../server/services/limits/bot-check';
import { solvedBotCheckToken } from './bot-check-token';
import { type RawBuilder, sql } from 'kysely';
import { countRows, numberOf, type TestServer, startTestServer } from './harness';

let server: TestServer;
let clock = Date.UTC(2026, 10, 15, 9);
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
}, 60_000);
afterAll(async () => server?.close());

const FAILED = { statusCode: 400, message: 'Bot check failed' };
const count = async (query: RawBuilder<unknown>) => (await numberOf(server, query))!;
const challenges = () => countRows(server, 'bot_challenges');
const stockSubscriptions = () => countRows(server, 'stock_subscriptions');
const productCode = async () =>
  (
    await server.database.db
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', 'jrau'))
      .select('p.product_code')
      .orderBy('p.rank')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).product_code;
const backInStock = (body: Record<string, unknown>, site: 'jrau' | 'jrnz' = 'jrau') =>
  server.request('POST', '/api/bff/products/subscribe', { site, body });
const newsletter = (body: Record<string, unknown>) => server.request('POST', '/api/bff/newsletter/subscribe', { body });

/** A nonce that does NOT do the challenge's work (the first whose hash misses the zeros). */
async function wrongNonce(challengeId: string): Promise<string> {
  const { salt, difficulty } = await server.database.db
    .selectFrom('bot_challenges')
    .select(['salt', 'difficulty'])
    .where('id', '=', challengeId)
    .executeTakeFirstOrThrow();
  for (let n = 0; ; n += 1) {
    if (!meetsDifficulty(salt, String(n), difficulty)) return String(n);
  }
}

describe('GET /bff/bot-check/challenge', () => {
  it('hands out a fresh small proof-of-work, valid for 10 minutes, that no cache may keep', async () => {
    const [a, b] = [await server.request('GET', '/api/bff/bot-check/challenge'), await server.request('GET', '/api/bff/bot-check/challenge')];
    expect(a.status).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    const first = BotCheckChallenge.parse(a.body);
    const second = BotCheckChallenge.parse(b.body);
    expect(first.challengeId).not.toBe(second.challengeId);
    expect(first.salt).not.toBe(second.salt);
    expect(first.difficulty).toBe(BOT_CHECK_DIFFICULTY);
    const row = await server.database.db
      .selectFrom('bot_challenges')
      .select(['site', 'expires_at'])
      .where('id', '=', first.challengeId)
      .executeTakeFirst();
    expect(row).toEqual({ site: 'jrau', expires_at: clock + BOT_CHECK_TTL_MS });
  });
});

describe('the bot check on the back-in-stock form', () => {
  it('lets a solved token through once; the same token again is refused and writes nothing', async () => {
    const token = await solvedBotCheckToken(server);
    const before = await stockSubscriptions();
    const ok = await backInStock({ productCode: await productCode(), email: 'once@example.com', botCheckToken: token });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ subscribed: true, productCode: await productCode() });
    expect(await stockSubscriptions()).toBe(before + 1);
    expect(await count(sql`SELECT count(*) FROM bot_challenges WHERE id = ${token.split('.')[0]}`)).toBe(0);

    const replay = await backInStock({ productCode: await productCode(), email: 'twice@example.com', botCheckToken: token });
    expect(replay).toMatchObject({ status: 400, body: FAILED });
    const onNewsletter = await newsletter({ email: 'twice@example.com', botCheckToken: token });
    expect(onNewsletter).toMatchObject({ status: 400, body: FAILED });
    expect(await stockSubscriptions()).toBe(before + 1);
    expect(await count(sql`SELECT count(*) FROM newsletter_subscriptions WHERE email = 'twice@example.com'`)).toBe(0);
  });

  it('refuses a missing, malformed or unworked token with "Bot check failed", writing nothing', async () => {
    const challenge = BotCheckChallenge.parse((await server.request('GET', '/api/bff/bot-check/challenge')).body);
    const before = { subscriptions: await stockSubscriptions(), challenges: await challenges() };
    const tokens = [
      undefined,
      '',
      'token',
      42,
      null,
      ['a.1'],
      'x'.repeat(5000),
      `${challenge.challengeId}.`,
      `${challenge.challengeId}.abc`,
      `${challenge.challengeId}.${await wrongNonce(challenge.challengeId)}`,
      '00000000-0000-4000-8000-000000000000.1',
    ];
    for (const botCheckToken of tokens) {
      const res = await backInStock({
        productCode: await productCode(),
        email: 'bot@example.com',
        ...(botCheckToken !== undefined && { botCheckToken }),
      });
      expect(res, JSON.stringify(botCheckToken)?.slice(0, 40)).toMatchObject({ status: 400, body: FAILED });
    }
    // A wrong answer spends nothing: the challenge is still there for the real solver.
    expect({ subscriptions: await stockSubscriptions(), challenges: await challenges() }).toEqual(before);
  });

  it('refuses a challenge used after its 10 minutes, and clears expired challenges', async () => {
    const token = await solvedBotCheckToken(server);
    const [challengeId] = token.split('.');
    clock += BOT_CHECK_TTL_MS;
    const before = await stockSubscriptions();
    expect(await backInStock({ productCode: await productCode(), email: 'late@example.com', botCheckToken: token })).toMatchObject({
      status: 400,
      body: FAILED,
    });
    expect(await stockSubscriptions()).toBe(before);
    // The next challenge handed out takes the expired ones with it.
    await server.request('GET', '/api/bff/bot-check/challenge');
    expect(await count(sql`SELECT count(*) FROM bot_challenges WHERE id = ${challengeId}`)).toBe(0);
    expect(await count(sql`SELECT count(*) FROM bot_challenges WHERE expires_at <= ${clock}`)).toBe(0);
  });

  it('accepts a token just before it expires', async () => {
    const token = await solvedBotCheckToken(server);
    clock += BOT_CHECK_TTL_MS - 1;
    const res = await backInStock({ productCode: await productCode(), email: 'just-in-time@example.com', botCheckToken: token });
    expect(res.status, res.text).toBe(200);
  });

  it('holds a challenge to the site that handed it out', async () => {
    const token = await solvedBotCheckToken(server, 'jrnz');
    expect(await backInStock({ productCode: await productCode(), email: 'elsewhere@example.com', botCheckToken: token })).toMatchObject({
      status: 400,
      body: FAILED,
    });
    expect(await count(sql`SELECT count(*) FROM stock_subscriptions WHERE email = 'elsewhere@example.com'`)).toBe(0);
  });

  it('answers an unknown product 404 without spending the token, so the shopper can resend', async () => {
    const token = await solvedBotCheckToken(server);
    const unknown = await backInStock({ productCode: 'ZZ0000', email: 'retry@example.com', botCheckToken: token });
    expect(unknown.status).toBe(404);
    const badEmail = await backInStock({ productCode: await productCode(), email: 'not-an-email', botCheckToken: token });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('body.email');
    const retried = await backInStock({ productCode: await productCode(), email: 'retry@example.com', botCheckToken: token });
    expect(retried.status, retried.text).toBe(200);
  });

  it('lets only one of two posts racing with the same token through', async () => {
    const token = await solvedBotCheckToken(server);
    const results = await Promise.all(['race-a@example.com', 'race-b@example.com'].map((email) => newsletter({ email, botCheckToken: token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await count(sql`SELECT count(*) FROM newsletter_subscriptions WHERE email LIKE 'race-%'`)).toBe(1);
  });
});
