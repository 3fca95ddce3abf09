import { ChatConversation, type ChatMessageBody } from '../../../contract/chat';
import type { ApiError } from '../../application/ports/api-error';
import type { ChatService } from '../../application/ports/chat';
import { statusMessage } from '../../domain/presentation';
import { err, ok } from '../../domain/shared';

/** The part of `fetch` this adapter uses, so tests can stand in for the browser's. */
export type ChatFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ readonly status: number; text(): Promise<string> }>;

export interface ChatClientOptions {
  /** The site's origin, e.g. http://jrau.localhost:8080: the server answers for the site of the host. */
  readonly origin: string;
  readonly fetch: ChatFetch;
}

const readJson = (text: string): unknown => {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
};

const messageOf = (body: unknown, status: number): string => {
  const message = body !== null && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : statusMessage(status);
};

/**
 * The help chat over POST /api/bff/chat/messages. Sent once, never retried: a retry after a lost answer
 * would post the shopper's message twice. Never throws: a failure is an ApiError.
 */
export function createChatClient(options: ChatClientOptions): ChatService {
  const url = `${options.origin.replace(/\/+$/, '')}/api/bff/chat/messages`;
  const request = { method: 'POST', url } as const;
  return {
    async send(conversationId, text, call = {}) {
      const body: ChatMessageBody = { ...(conversationId ? { conversationId } : {}), text };
      let status: number;
      let answer: unknown;
      try {
        const response = await options.fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          ...(call.signal && { signal: call.signal }),
        });
        status = response.status;
        answer = readJson(await response.text());
      } catch (error) {
        const failure: ApiError = { status: 0, message: error instanceof Error && error.message ? error.message : statusMessage(0), request };
        return err(failure);
      }
      if (status < 200 || status >= 300) return err({ status, message: messageOf(answer, status), body: answer, request });
      const parsed = ChatConversation.safeParse(answer);
      if (!parsed.success) return err({ status: 502, message: `${statusMessage(502)}: the chat answered outside its contract`, body: answer, request });
      return ok(parsed.data);
    },
  };
}
