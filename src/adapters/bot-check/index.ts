export { createBotCheck } from './bot-check-client';
export type { BotCheckFetch, BotCheckOptions } from './bot-check-client';
export { hasLeadingZeroBits, sha256Hex, solveChallenge } from './solve-challenge';
