import type { Result } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type { BotCheck } from '../ports/bot-check';

/** The status of the server's step-up: 428 Precondition Required, the precondition being a solved bot check. */
const BOT_CHECK_REQUIRED = 428;

/**
 * The difficulty a 428 answer names (`botCheckDifficulty`, contract BotCheckRequiredAnswer); undefined
 * when it names none, and the bot check then asks for the base one.
 */
export function askedDifficulty(error: ApiError): number | undefined {
  const named = (error.body as { readonly botCheckDifficulty?: unknown } | null | undefined)?.botCheckDifficulty;
  return typeof named === 'number' && Number.isInteger(named) && named > 0 ? named : undefined;
}

/**
 * Sends a call, and when the server answers 428 (many sign-ups or account checks from this address),
 * passes the bot check it asked for and sends it once more with the token: the shopper sees a moment's
 * wait, never the check. Without a bot check here, or when none could be solved, the 428 stands.
 */
export async function withBotCheckRetry<T>(
  botCheck: BotCheck | undefined,
  send: (botCheckToken?: string) => Promise<Result<T, ApiError>>,
): Promise<Result<T, ApiError>> {
  const first = await send();
  if (first.ok || first.error.status !== BOT_CHECK_REQUIRED || !botCheck?.runsHere) return first;
  const difficulty = askedDifficulty(first.error);
  const token = await botCheck.token(difficulty === undefined ? {} : { difficulty });
  return token ? send(token) : first;
}
