export { createBotCheck } from './bot-check-client';
export type { BotCheckFetch, BotCheckOptions } from './bot-check-client';
export { hasLeadingZeroNibbles, solveChallenge } from './solve-challenge';
