import type { Result } from '../../domain/shared';
import type { ChatConversation, ChatMessage } from '../ports/chat';
import type { Projection } from '../projection';

// The help chat as the shell draws it before the chat's code loads (the launcher and its badge): the first page
// carries only this; the use cases (./chat) load with the chat.

/** What the help chat panel shows, and the unread count the launcher's badge shows (unreadBadge). */
export interface ChatState {
  readonly conversationId: string | null;
  /** Oldest first; a shopper's message waiting for its answer has an id starting with "pending-". */
  readonly messages: readonly ChatMessage[];
  readonly sending: boolean;
  /** Why the last message could not be sent, for the panel to say; null when all went well. */
  readonly error: string | null;
  readonly open: boolean;
  /** Helper messages that arrived while the panel was closed. */
  readonly unread: number;
}

export type ChatError =
  | { readonly type: 'chat/emptyMessage' }
  | { readonly type: 'chat/tooLong'; readonly max: number }
  | { readonly type: 'chat/busy' }
  | { readonly type: 'chat/sendFailed'; readonly message: string };

export const CHAT_SEND_FAILED_MESSAGE = 'Sorry, your message could not be sent. Please try again.';
export const PENDING_MESSAGE_PREFIX = 'pending-';

export interface ChatUseCases {
  readonly view: Projection<ChatState>;
  /** The panel opened: what was unread is read now. */
  opened(): void;
  closed(): void;
  /** Sends the shopper's message; the whole conversation with the helper's answer comes back. */
  send(text: string): Promise<Result<ChatConversation, ChatError>>;
}

export const initialChatState = (): ChatState => ({ conversationId: null, messages: [], sending: false, error: null, open: false, unread: 0 });
