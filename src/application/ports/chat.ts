import type { Result } from '../../domain/shared';
import type { ApiError } from './api-error';

/** The longest message a shopper may send (the contract's CHAT_MAX_TEXT). */
export const CHAT_MAX_TEXT = 500;

export interface ChatMessage {
  readonly id: string;
  readonly from: 'shopper' | 'helper';
  readonly text: string;
  /** ISO 8601, UTC. */
  readonly at: string;
}

/** The whole conversation, oldest message first, as the server answers every message. */
export interface ChatConversation {
  readonly conversationId: string;
  readonly messages: readonly ChatMessage[];
}

/**
 * The help chat (spec §1 "Open a help chat widget"): POST /api/bff/chat/messages. A null conversation
 * id starts a new conversation. 404: the conversation is unknown; 409: it is full and a new one must start.
 */
export interface ChatService {
  send(conversationId: string | null, text: string, options?: { readonly signal?: AbortSignal }): Promise<Result<ChatConversation, ApiError>>;
}
