export { createBffClient, type BffClientOptions } from './bff-client';
export type { Fetch } from './exchange';
