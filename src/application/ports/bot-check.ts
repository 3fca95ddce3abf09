/** One request for a token. */
export interface BotCheckCall {
  readonly signal?: AbortSignal;
  /**
   * The difficulty a 428 answer asked for (`botCheckDifficulty`: sign-in, sign-up and the account check
   * step up after failures or many calls); the base difficulty when not given.
   */
  readonly difficulty?: number;
}

/**
 * The invisible bot check on the newsletter and back-in-stock forms (spec §1), and on sign-in, sign-up and
 * the account check when the server steps up (a 428): a fresh, single-use token the form sends along and
 * the server verifies before it acts. Our own proof-of-work check stands behind it; a vendor's widget can
 * replace it.
 */
export interface BotCheck {
  /** Spec §3 Page info `isRecaptchaDomain`: whether the check runs on this site's host at all. */
  readonly runsHere: boolean;
  /**
   * A token for one form post, or undefined when the check does not run here or could not be passed
   * (no network, a cancelled call). The form then goes without one and the server says "Bot check failed".
   */
  token(options?: BotCheckCall): Promise<string | undefined>;
}
