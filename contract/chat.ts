import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { CHAT_MAX_TEXT } from '../kernel/chat';

export { CHAT_MAX_TEXT };

/** A shopper's conversation holds at most this many of their messages; then they start a new one. */
export const CHAT_MAX_SHOPPER_MESSAGES = 100;

/** The server hands out conversation ids (UUIDs); they are the shopper's only handle on a conversation. */
export const ConversationId = asTyped(z.uuid({ error: 'must be a conversation id' }), 'id');

/** POST bff/chat/messages: no conversationId starts a new conversation. */
export const ChatMessageBody = z.object({
  conversationId: z.optional(ConversationId),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MAX_TEXT)),
});
export type ChatMessageBody = z.infer<typeof ChatMessageBody>;

/** GET bff/chat/messages?conversationId= */
export const ChatConversationQuery = z.object({ conversationId: ConversationId });

export const ChatMessage = z.object({
  id: z.string(),
  from: z.enum(['shopper', 'helper']),
  text: z.string(),
  /** ISO 8601, UTC. */
  at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** Both calls answer with the whole conversation, oldest message first. */
export const ChatConversation = z.object({
  conversationId: z.string(),
  messages: z.array(ChatMessage),
});
export type ChatConversation = z.infer<typeof ChatConversation>;
