export { createChatClient } from './chat-client';
export type { ChatClientOptions, ChatFetch } from './chat-client';
