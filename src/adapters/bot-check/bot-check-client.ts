import type { BotCheck } from '../../application/ports/bot-check';
import { loadSchema, schemasIn } from '../http';
import { isBotCheckDomain } from '../../domain/site';
import { solveChallenge } from './solve-challenge';

/** The contract loads with the first challenge, not in the first page's script; a failed load is no token. */
const schema = schemasIn(() => import('../../../contract/bot-check'));

/** The part of `fetch` this adapter uses, so tests and the server harness can stand in for the browser's. */
export type BotCheckFetch = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ readonly status: number; json(): Promise<unknown> }>;

export interface BotCheckOptions {
  /** The site's origin, e.g. http://jrau.localhost:8080: a challenge is good on the site that handed it out. */
  readonly origin: string;
  readonly fetch: BotCheckFetch;
  /** The page's host, for `isRecaptchaDomain` (spec §3); the origin's host when not given. */
  readonly host?: string;
  /** The domains our sites run under (`{site}.{domain}`); `localhost` when not configured. */
  readonly domains?: readonly string[];
  readonly maxAttempts?: number;
}

/**
 * Our own invisible bot check (issue: "a token the server verifies before acting"): fetch a challenge
 * from GET /api/bff/bot-check/challenge, find the nonce its work asks for, and hand back
 * `challengeId.nonce`. Never throws: a failure is no token, and the server refuses the form.
 */
export function createBotCheck(options: BotCheckOptions): BotCheck {
  const origin = options.origin.replace(/\/+$/, '');
  const runsHere = isBotCheckDomain(options.host ?? new URL(origin).host, options.domains);

  return {
    runsHere,
    async token(call = {}) {
      if (!runsHere) return undefined;
      const parser = loadSchema(schema('BotCheckChallenge'));
      try {
        // A step-up (a 428 answer) names the difficulty to ask for; the server refuses an easier challenge.
        const query = call.difficulty === undefined ? '' : `?difficulty=${encodeURIComponent(String(call.difficulty))}`;
        const response = await options.fetch(`${origin}/api/bff/bot-check/challenge${query}`, {
          method: 'GET',
          headers: { Accept: 'application/json' },
          ...(call.signal && { signal: call.signal }),
        });
        if (response.status !== 200) return undefined;
        const answer: unknown = await response.json();
        const loaded = await parser;
        if (!loaded.ok) return undefined;
        const challenge = loaded.schema.safeParse(answer);
        if (!challenge.success) return undefined;
        const nonce = await solveChallenge(challenge.data, { maxAttempts: options.maxAttempts, signal: call.signal });
        return nonce === undefined ? undefined : `${challenge.data.challengeId}.${nonce}`;
      } catch {
        // Offline, cancelled, or a body that is not JSON: no token this time.
        return undefined;
      }
    },
  };
}
