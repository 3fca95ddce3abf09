import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAX_SHOPPER_MESSAGES } from '../../contract/chat';
import { countRows, type TestServer, startTestServer } from './harness';

let server: TestServer;
const NOW = Date.UTC(2025, 5, 2, 1, 30);
const written = async () => (await countRows(server, 'chat_messages')) + (await countRows(server, 'chat_conversations'));
type Site = 'jrau' | 'jrnz' | 'rtau';
const say = (text: unknown, conversationId?: unknown, site: Site = 'jrau') =>
  server.request('POST', '/api/bff/chat/messages', { site, body: { text, ...(conversationId === undefined ? {} : { conversationId }) } });
const answer = async (text: string, site: Site = 'jrau') => {
  const res = await say(text, undefined, site);
  expect(res.status).toBe(200);
  return res.body.messages.at(-1).text as string;
};

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
}, 60_000);
afterAll(async () => server?.close());

describe('POST /bff/chat/messages', () => {
  it('starts a conversation with a greeting, the shopper message and an answer', async () => {
    const res = await say('  Where is my order?  ');
    expect(res.status).toBe(200);
    expect(res.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.messages.map((m: any) => [m.from, m.at])).toEqual([
      ['helper', '2025-06-02T01:30:00.000Z'],
      ['shopper', '2025-06-02T01:30:00.000Z'],
      ['helper', '2025-06-02T01:30:00.000Z'],
    ]);
    expect(res.body.messages[0].text).toMatch(/order status, delivery, returns, store hours, click and collect or gift cards/);
    expect(res.body.messages[1].text).toBe('Where is my order?');
    expect(res.body.messages[2].text).toMatch(/My Account → Orders/);
    expect(new Set(res.body.messages.map((m: any) => m.id)).size).toBe(3);
  });

  it('continues a conversation, which GET then returns whole and in order', async () => {
    const first = await say('hello');
    const id = first.body.conversationId;
    const second = await say('do you have gift cards?', id);
    expect(second.status).toBe(200);
    expect(second.body.conversationId).toBe(id);
    expect(second.body.messages).toHaveLength(5);
    expect(second.body.messages[4].text).toMatch(/PIN/);
    const got = await server.request('GET', `/api/bff/chat/messages?conversationId=${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(second.body);
  });

  it('answers each topic of the help flow, in the shop voice and the site terms', async () => {
    expect(await answer('How much is delivery?')).toMatch(/free on orders of \$99\.00 or more/);
    expect(await answer('can I return a faulty kettle', 'jrau')).toMatch(/Australian Consumer Law/);
    expect(await answer('can I return a faulty kettle', 'jrnz')).toMatch(/Consumer Guarantees Act/);
    expect(await answer('how does click and collect work?')).toMatch(/Click and Collect at checkout/);
    expect(await answer('What are your opening hours?')).toMatch(/\/store-finder/);
    expect(await answer('thanks!')).toMatch(/welcome/);
    expect(await answer('Can you tell me a joke')).toMatch(/contact page \(\/contact-us\)/);
  });

  it('gives a named store its real opening hours, from this site stores only', async () => {
    expect(await answer('When is Sydney CBD open on Thursday?')).toBe(
      'Our Sydney CBD store is open Mon–Wed 09:00–17:30, Thu 09:00–21:00, Fri 09:00–17:30, Sat 09:00–17:00, Sun 10:00–16:00. Public holiday hours can differ; the store finder (/store-finder) has the latest.',
    );
    expect(await answer('hours of the Sydney CBD store?', 'jrnz')).not.toMatch(/Our Sydney CBD store/);
  });

  const bad: Array<[string, Record<string, unknown> | undefined, string]> = [
    ['no body', undefined, 'body.text'],
    ['no text', {}, 'body.text'],
    ['blank text', { text: '   ' }, 'body.text'],
    ['501 characters', { text: 'x'.repeat(501) }, 'body.text'],
    ['text that is not a string', { text: 42 }, 'body.text'],
    ['a malformed conversation id', { text: 'hi', conversationId: 'abc' }, 'body.conversationId'],
  ];
  it.each(bad)('refuses %s with a 400 naming the field, writing nothing', async (_, body, field) => {
    const before = await written();
    const res = await server.request('POST', '/api/bff/chat/messages', { ...(body === undefined ? {} : { body }) });
    expect(res.status).toBe(400);
    expect(res.body.message.split(':')[0]).toBe(field);
    expect(await written()).toBe(before);
  });

  it('is 404 for an unknown conversation, or another site one, and writes nothing', async () => {
    const theirs = (await say('hi', undefined, 'rtau')).body.conversationId;
    const before = await written();
    for (const [id, site] of [
      ['3b241101-e2bb-4255-8caf-4136c566a962', 'jrau'],
      [theirs, 'jrau'],
    ] as const) {
      const res = await say('hello again', id, site);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Conversation not found' });
    }
    expect(await written()).toBe(before);
  });

  it('ends a conversation at its message limit with a 409, writing nothing', async () => {
    const id = (await say('hi')).body.conversationId;
    const fillers = Array.from({ length: CHAT_MAX_SHOPPER_MESSAGES - 1 }, (_, i) => ({
      id: `filler-${i}`,
      conversation_id: id,
      seq: 100 + i,
      sender: 'shopper' as const,
      text: 'x',
      at: 0,
    }));
    await server.database.db.insertInto('chat_messages').values(fillers).execute();
    const before = await written();
    const res = await say('one more', id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/start a new one/);
    expect(await written()).toBe(before);
  });
});

describe('GET /bff/chat/messages', () => {
  it('needs a well-formed conversation id, and is 404 for an unknown one or another site one', async () => {
    for (const query of ['', '?conversationId=', '?conversationId=nope']) {
      const res = await server.request('GET', `/api/bff/chat/messages${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/^query\.conversationId/);
    }
    const unknown = await server.request('GET', '/api/bff/chat/messages?conversationId=3b241101-e2bb-4255-8caf-4136c566a962');
    expect(unknown.status).toBe(404);
    const id = (await say('hi')).body.conversationId;
    expect((await server.request('GET', `/api/bff/chat/messages?conversationId=${id}`, { site: 'jrnz' })).status).toBe(404);
  });
});
