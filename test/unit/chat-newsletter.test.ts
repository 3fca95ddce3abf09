import { describe, expect, it } from 'vitest';
import { type ChatFetch, createChatClient } from '../../src/adapters/chat';
import { type NewsletterFetch, createNewsletterClient } from '../../src/adapters/newsletter';
import type { ApiError } from '../../src/application/ports/api-error';
import type { BotCheck } from '../../src/application/ports/bot-check';
import type { ChatConversation, ChatService } from '../../src/application/ports/chat';
import type { NewsletterService } from '../../src/application/ports/newsletter';
import { CHAT_SEND_FAILED_MESSAGE, chatUseCases } from '../../src/application/use-cases/chat';
import { newsletterUseCases } from '../../src/application/use-cases/newsletter';
import { NEWSLETTER_MESSAGES } from '../../src/domain/newsletter';
import { type Result, err, ok } from '../../src/domain/shared';

const failure = (status: number, message = 'failed'): ApiError => ({ status, message });

/** The chat endpoint in memory: a canned answer per message, conversations by id, scripted failures. */
class FakeChat implements ChatService {
  readonly calls: Array<{ conversationId: string | null; text: string }> = [];
  readonly conversations = new Map<string, ChatConversation>();
  failNext: ApiError[] = [];
  private seq = 0;

  async send(conversationId: string | null, text: string): Promise<Result<ChatConversation, ApiError>> {
    this.calls.push({ conversationId, text });
    const failed = this.failNext.shift();
    if (failed) return err(failed);
    const id = conversationId ?? `conv-${this.conversations.size + 1}`;
    const existing = this.conversations.get(id);
    if (conversationId && !existing) return err(failure(404, 'Conversation not found'));
    const message = (from: 'shopper' | 'helper', said: string) => ({ id: `m${(this.seq += 1)}`, from, text: said, at: '2025-01-01T00:00:00.000Z' });
    const greeting = existing ? [] : [message('helper', 'Hi!')];
    const next = {
      conversationId: id,
      messages: [...(existing?.messages ?? []), ...greeting, message('shopper', text), message('helper', `About "${text}"`)],
    };
    this.conversations.set(id, next);
    return ok(next);
  }
}

describe('chat use cases', () => {
  const setup = () => {
    const service = new FakeChat();
    return { service, chat: chatUseCases({ service, now: () => 0 }) };
  };

  it('starts a conversation, then continues it, showing the whole conversation', async () => {
    const { service, chat } = setup();
    chat.opened();
    expect((await chat.send('  hello  ')).ok).toBe(true);
    await chat.send('delivery?');
    expect(service.calls).toEqual([
      { conversationId: null, text: 'hello' },
      { conversationId: 'conv-1', text: 'delivery?' },
    ]);
    const state = chat.view.getSnapshot();
    expect(state.conversationId).toBe('conv-1');
    expect(state.messages.map((m) => m.text)).toEqual(['Hi!', 'hello', 'About "hello"', 'delivery?', 'About "delivery?"']);
    expect(state.sending).toBe(false);
    expect(state.unread).toBe(0);
  });

  it('shows the shopper message while it is being sent', async () => {
    const { chat } = setup();
    const seen: string[][] = [];
    chat.view.subscribe(() => seen.push(chat.view.getSnapshot().messages.map((m) => m.id)));
    await chat.send('hi');
    expect(seen[0]).toEqual(['pending-1']);
  });

  it('refuses empty, too long and overlapping messages without a call', async () => {
    const { service, chat } = setup();
    expect(await chat.send('   ')).toEqual(err({ type: 'chat/emptyMessage' }));
    expect(await chat.send('x'.repeat(501))).toEqual(err({ type: 'chat/tooLong', max: 500 }));
    const first = chat.send('one');
    expect(await chat.send('two')).toEqual(err({ type: 'chat/busy' }));
    await first;
    expect(service.calls.map((c) => c.text)).toEqual(['one']);
  });

  it('counts helper messages that arrive while closed as unread, and clears them on open', async () => {
    const { chat } = setup();
    await chat.send('hello');
    expect(chat.view.getSnapshot().unread).toBe(2);
    chat.opened();
    expect(chat.view.getSnapshot().unread).toBe(0);
    chat.closed();
    await chat.send('again');
    expect(chat.view.getSnapshot().unread).toBe(1);
  });

  it('says a message could not be sent and takes it back', async () => {
    const { service, chat } = setup();
    service.failNext = [failure(0, 'Failed to fetch')];
    expect(await chat.send('hello')).toEqual(err({ type: 'chat/sendFailed', message: 'Failed to fetch' }));
    expect(chat.view.getSnapshot()).toMatchObject({ messages: [], sending: false, error: CHAT_SEND_FAILED_MESSAGE });
    await chat.send('hello');
    expect(chat.view.getSnapshot().error).toBeNull();
  });

  it('starts a new conversation when the old one is full or forgotten, keeping the earlier messages', async () => {
    const { service, chat } = setup();
    await chat.send('hello');
    service.failNext = [failure(409, 'This conversation has reached 100 messages; start a new one')];
    await chat.send('more');
    expect(service.calls.slice(1)).toEqual([
      { conversationId: 'conv-1', text: 'more' },
      { conversationId: null, text: 'more' },
    ]);
    const state = chat.view.getSnapshot();
    expect(state.conversationId).toBe('conv-2');
    expect(state.messages.map((m) => m.text)).toEqual(['Hi!', 'hello', 'About "hello"', 'Hi!', 'more', 'About "more"']);
  });
});

class FakeNewsletter implements NewsletterService {
  readonly subscribed: Array<{ email: string; token: string | undefined }> = [];
  answer: ApiError | null = null;
  async subscribe(email: string, token: string | undefined): Promise<Result<void, ApiError>> {
    if (this.answer) return err(this.answer);
    if (!token) return err(failure(400, 'Bot check failed'));
    this.subscribed.push({ email, token });
    return ok(undefined);
  }
}

describe('newsletter use cases', () => {
  const setup = (token: string | undefined) => {
    const service = new FakeNewsletter();
    const facts: string[] = [];
    const botCheck: BotCheck = { runsHere: true, token: async () => token };
    const newsletter = newsletterUseCases({ service, botCheck, browsing: { subscribeToNewsletter: () => (facts.push('subscribed'), ok([])) } });
    return { service, facts, newsletter };
  };

  it('subscribes with a fresh bot-check token and records the fact', async () => {
    const { service, facts, newsletter } = setup('challenge-1.42');
    expect(await newsletter.subscribe(' maker@example.com ')).toEqual(ok(undefined));
    expect(service.subscribed).toEqual([{ email: 'maker@example.com', token: 'challenge-1.42' }]);
    expect(facts).toEqual(['subscribed']);
  });

  it('refuses an implausible email before any call', async () => {
    const { service, facts, newsletter } = setup('challenge-1.42');
    expect(await newsletter.subscribe('not-an-email')).toEqual(err({ type: 'newsletter/invalidEmail', message: NEWSLETTER_MESSAGES.invalidEmail }));
    expect(service.subscribed).toEqual([]);
    expect(facts).toEqual([]);
  });

  it('says so when the bot check fails, and records nothing', async () => {
    const { facts, newsletter } = setup(undefined);
    expect(await newsletter.subscribe('maker@example.com')).toEqual(
      err({ type: 'newsletter/botCheckFailed', message: NEWSLETTER_MESSAGES.botCheckFailed }),
    );
    expect(facts).toEqual([]);
  });

  it('gives a plain message for other failures', async () => {
    const { service, newsletter } = setup('challenge-1.42');
    service.answer = failure(500, 'Internal Server Error');
    expect(await newsletter.subscribe('maker@example.com')).toEqual(err({ type: 'newsletter/failed', message: NEWSLETTER_MESSAGES.failed }));
  });
});

type Answer = { status: number; body: unknown } | 'network';
const recordingFetch = (answer: Answer) => {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetch = async (url: string, init: { method: 'POST'; body: string }) => {
    calls.push({ url, method: init.method, body: JSON.parse(init.body) });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return { status: answer.status, text: async () => JSON.stringify(answer.body) };
  };
  return { calls, fetch: fetch as ChatFetch & NewsletterFetch };
};

describe('chat and newsletter adapters', () => {
  const origin = 'http://jrau.localhost:8080/';
  const conversation = {
    conversationId: '6f1c2f5e-0d2b-4c83-9a56-0d5b1d7b9e11',
    messages: [{ id: 'a', from: 'helper', text: 'Hi', at: '2025-01-01T00:00:00.000Z' }],
  };

  it('posts a chat message, with the conversation id when there is one', async () => {
    const endpoint = recordingFetch({ status: 200, body: conversation });
    const client = createChatClient({ origin, fetch: endpoint.fetch });
    expect(await client.send(null, 'hello')).toEqual(ok(conversation));
    await client.send(conversation.conversationId, 'more');
    expect(endpoint.calls).toEqual([
      { url: 'http://jrau.localhost:8080/api/bff/chat/messages', method: 'POST', body: { text: 'hello' } },
      {
        url: 'http://jrau.localhost:8080/api/bff/chat/messages',
        method: 'POST',
        body: { conversationId: conversation.conversationId, text: 'more' },
      },
    ]);
  });

  it('turns error statuses, broken answers and network failures into API errors', async () => {
    const notFound = await createChatClient({
      origin,
      fetch: recordingFetch({ status: 404, body: { statusCode: 404, message: 'Conversation not found' } }).fetch,
    }).send('x', 'hi');
    expect(notFound.ok ? null : [notFound.error.status, notFound.error.message]).toEqual([404, 'Conversation not found']);
    const broken = await createChatClient({ origin, fetch: recordingFetch({ status: 200, body: { nope: true } }).fetch }).send(null, 'hi');
    expect(broken.ok ? null : broken.error.status).toBe(502);
    const offline = await createChatClient({ origin, fetch: recordingFetch('network').fetch }).send(null, 'hi');
    expect(offline.ok ? null : [offline.error.status, offline.error.message]).toEqual([0, 'Failed to fetch']);
  });

  it('posts a newsletter subscription with its bot-check token', async () => {
    const endpoint = recordingFetch({ status: 200, body: { subscribed: true } });
    const client = createNewsletterClient({ origin, fetch: endpoint.fetch });
    expect(await client.subscribe('maker@example.com', 'challenge-1.42')).toEqual(ok(undefined));
    await client.subscribe('maker@example.com', undefined);
    expect(endpoint.calls.map((c) => c.body)).toEqual([
      { email: 'maker@example.com', botCheckToken: 'challenge-1.42' },
      { email: 'maker@example.com' },
    ]);
    expect(endpoint.calls[0]?.url).toBe('http://jrau.localhost:8080/api/bff/newsletter/subscribe');
    const refused = await createNewsletterClient({
      origin,
      fetch: recordingFetch({ status: 400, body: { statusCode: 400, message: 'Bot check failed' } }).fetch,
    }).subscribe('a@b.co', undefined);
    expect(refused.ok ? null : [refused.error.status, refused.error.message]).toEqual([400, 'Bot check failed']);
  });
});
