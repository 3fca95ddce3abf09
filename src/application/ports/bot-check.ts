/**
 * The invisible bot check on the newsletter and back-in-stock forms (spec §1): a fresh, single-use
 * token the form sends along and the server verifies before it writes. Our own proof-of-work check
 * stands behind it; a vendor's widget can replace it.
 */
export interface BotCheck {
  /** Spec §3 Page info `isRecaptchaDomain`: whether the check runs on this site's host at all. */
  readonly runsHere: boolean;
  /**
   * A token for one form post, or undefined when the check does not run here or could not be passed
   * (no network, a cancelled call). The form then goes without one and the server says "Bot check failed".
   */
  token(options?: { readonly signal?: AbortSignal }): Promise<string | undefined>;
}
