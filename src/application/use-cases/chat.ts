import { err, ok } from '../../domain/shared';
import type { Projection } from '../projection';
import type { ApiError } from '../ports/api-error';
import { CHAT_MAX_TEXT, type ChatMessage, type ChatService } from '../ports/chat';
import { CHAT_SEND_FAILED_MESSAGE, type ChatState, type ChatUseCases, PENDING_MESSAGE_PREFIX, initialChatState } from './chat-state';

export { CHAT_SEND_FAILED_MESSAGE, PENDING_MESSAGE_PREFIX, initialChatState } from './chat-state';
export type { ChatError, ChatState, ChatUseCases } from './chat-state';

/** 404: the server no longer knows the conversation; 409: it is full. Either way a new one starts. */
const needsNewConversation = (error: ApiError) => error.status === 404 || error.status === 409;

export function chatUseCases({ service, now }: { readonly service: ChatService; readonly now: () => number }): ChatUseCases {
  let state = initialChatState();
  /** Messages of conversations that ended (full or forgotten), still shown above the current one. */
  let earlier: readonly ChatMessage[] = [];
  let pendingCount = 0;
  const listeners = new Set<() => void>();
  const set = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };

  const view: Projection<ChatState> = {
    name: 'chat',
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    view,
    opened: () => set({ open: true, unread: 0 }),
    closed: () => set({ open: false }),
    async send(raw) {
      const text = raw.trim();
      if (text === '') return err({ type: 'chat/emptyMessage' });
      if (text.length > CHAT_MAX_TEXT) return err({ type: 'chat/tooLong', max: CHAT_MAX_TEXT });
      if (state.sending) return err({ type: 'chat/busy' });

      const before = state.messages;
      pendingCount += 1;
      const pending: ChatMessage = { id: `${PENDING_MESSAGE_PREFIX}${pendingCount}`, from: 'shopper', text, at: new Date(now()).toISOString() };
      set({ messages: [...before, pending], sending: true, error: null });

      let answer = await service.send(state.conversationId, text);
      if (!answer.ok && state.conversationId !== null && needsNewConversation(answer.error)) {
        earlier = before;
        set({ conversationId: null });
        answer = await service.send(null, text);
      }
      if (!answer.ok) {
        set({ messages: before, sending: false, error: CHAT_SEND_FAILED_MESSAGE });
        return err({ type: 'chat/sendFailed', message: answer.error.message });
      }
      const known = new Set(before.map((message) => message.id));
      const arrived = answer.value.messages.filter((message) => message.from === 'helper' && !known.has(message.id)).length;
      set({
        conversationId: answer.value.conversationId,
        messages: [...earlier, ...answer.value.messages],
        sending: false,
        unread: state.open ? 0 : state.unread + arrived,
      });
      return ok(answer.value);
    },
  };
}
