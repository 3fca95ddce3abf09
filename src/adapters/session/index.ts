export { createSessionClient, type SessionClientOptions, type SessionEvents } from './session-client';
export { browserSessionEvents } from './browser-session-events';
export type { FetchLike } from './session-http';
