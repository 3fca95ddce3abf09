import type { ChatMessageBody } from '../../../contract/chat';
import type { ChatService } from '../../application/ports/chat';
import { type PostFetch, postJson, schemasIn } from '../http';

/** Its contract loads with the first message sent, not in the first page's script. */
const schema = schemasIn(() => import('../../../contract/chat'));

/** The part of `fetch` this adapter uses, so tests can stand in for the browser's. */
export type ChatFetch = PostFetch;

export interface ChatClientOptions {
  /** The site's origin, e.g. http://jrau.localhost:8080: the server answers for the site of the host. */
  readonly origin: string;
  readonly fetch: ChatFetch;
}

/**
 * The help chat over POST /api/bff/chat/messages. Sent once, never retried: a retry after a lost answer
 * would post the shopper's message twice. Never throws: a failure is an ApiError.
 */
export function createChatClient(options: ChatClientOptions): ChatService {
  const url = `${options.origin.replace(/\/+$/, '')}/api/bff/chat/messages`;
  return {
    send(conversationId, text, call = {}) {
      const body: ChatMessageBody = { ...(conversationId ? { conversationId } : {}), text };
      return postJson(options.fetch, url, body, schema('ChatConversation'), { signal: call.signal, what: 'the chat' });
    },
  };
}
