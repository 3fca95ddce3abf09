import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterSubscribeResponse } from '../../contract/newsletter';
import { solvedBotCheckToken } from './bot-check-token';
import { countRows, type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => Date.UTC(2026, 10, 15, 9) });
}, 60_000);
afterAll(async () => server?.close());

type Site = 'jrau' | 'jrnz' | 'rtau';
const subscribe = (body: unknown, site: Site = 'jrau') => server.request('POST', '/api/bff/newsletter/subscribe', { site, body });
const rows = (email: string) =>
  server.database.db
    .selectFrom('newsletter_subscriptions')
    .select(['site', 'email', 'first_name', 'created_at'])
    .where('email', '=', email)
    .orderBy('site')
    .execute();
const total = () => countRows(server, 'newsletter_subscriptions');

describe('POST /bff/newsletter/subscribe', () => {
  it('subscribes an email to the site newsletter, once per site however often it is asked', async () => {
    const res = await subscribe({ email: ' Ada@Example.com ', firstName: 'Ada', botCheckToken: await solvedBotCheckToken(server) });
    expect(res.status, res.text).toBe(200);
    expect(NewsletterSubscribeResponse.parse(res.body)).toEqual({ subscribed: true });
    expect(await rows('ada@example.com')).toEqual([
      { site: 'jrau', email: 'ada@example.com', first_name: 'Ada', created_at: Date.UTC(2026, 10, 15, 9) },
    ]);

    const again = await subscribe({ email: 'ADA@example.com', botCheckToken: await solvedBotCheckToken(server) });
    expect(again.body).toEqual({ subscribed: true });
    expect(await rows('ada@example.com')).toHaveLength(1);

    const nz = await subscribe({ email: 'ada@example.com', botCheckToken: await solvedBotCheckToken(server, 'jrnz') }, 'jrnz');
    expect(nz.status).toBe(200);
    expect(await rows('ada@example.com')).toEqual([
      expect.objectContaining({ site: 'jrau', first_name: 'Ada' }),
      expect.objectContaining({ site: 'jrnz', first_name: null }),
    ]);
  });

  it('refuses a bad email or first name with a 400 naming the field, without spending the token', async () => {
    const token = await solvedBotCheckToken(server);
    const before = await total();
    for (const [body, field] of [
      [{ email: 'not-an-email', botCheckToken: token }, 'body.email'],
      [{ botCheckToken: token }, 'body.email'],
      [{ email: 42, botCheckToken: token }, 'body.email'],
      [{ email: `${'a'.repeat(250)}@example.com`, botCheckToken: token }, 'body.email'],
      [{ email: 'grace@example.com', firstName: 'x'.repeat(61), botCheckToken: token }, 'body.firstName'],
      [{ email: 'grace@example.com', firstName: '  ', botCheckToken: token }, 'body.firstName'],
    ] as const) {
      const res = await subscribe(body);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringContaining(field) });
    }
    expect((await server.request('POST', '/api/bff/newsletter/subscribe', { raw: '{"email":' })).status).toBe(400);
    expect((await server.request('POST', '/api/bff/newsletter/subscribe', { raw: '[]' })).status).toBe(400);
    expect(await total()).toBe(before);
    // The shopper corrects the address and sends the same form again.
    expect((await subscribe({ email: 'grace@example.com', botCheckToken: token })).status).toBe(200);
  });

  it('refuses a form without a passed bot check, and writes nothing', async () => {
    const before = await total();
    for (const body of [
      { email: 'bot@example.com' },
      { email: 'bot@example.com', botCheckToken: 'made-up-token.1' },
      { email: 'bot@example.com', botCheckToken: 7 },
    ]) {
      expect(await subscribe(body)).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Bot check failed' } });
    }
    expect(await total()).toBe(before);
    expect(await rows('bot@example.com')).toEqual([]);
  });
});
