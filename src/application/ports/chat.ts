import type { Result } from '../../domain/shared';
import type { ChatConversation } from '../../../contract/chat';
import type { ApiError } from './api-error';

export { CHAT_MAX_TEXT } from '../../../kernel/chat';
/** A message, and the whole conversation (oldest message first) as the server answers every message. */
export type { ChatMessage, ChatConversation } from '../../../contract/chat';

/**
 * The help chat (spec §1 "Open a help chat widget"): POST /api/bff/chat/messages. A null conversation
 * id starts a new conversation. 404: the conversation is unknown; 409: it is full and a new one must start.
 */
export interface ChatService {
  send(conversationId: string | null, text: string, options?: { readonly signal?: AbortSignal }): Promise<Result<ChatConversation, ApiError>>;
}
