export { createSessionClient, type SessionClientOptions } from './session-client';
export { lazySessionClient } from './lazy-session-client';
export { type SessionEvents } from './session-signals';
export { browserSessionEvents } from './browser-session-events';
export type { FetchLike } from './session-http';
