import type { SessionToken } from '../../domain/session';

/**
 * Where the BFF client reads the shopper's token and hands back a new one (spec §4 Session token
 * refresh step 4). The session client implements it; only the session service writes the token.
 */
export interface TokenSource {
  /** The token held now, anonymous or signed in; null before the session has loaded. */
  current(): SessionToken | null;
  /** Stores a token the BFF issued; the session client merges it into the stored token as a patch. */
  update(token: SessionToken): Promise<void>;
  /**
   * The session service refused the refresh, so the shopper now holds a new anonymous identity (stored
   * through update first); says whether they were signed in and whether their old cart came along.
   */
  replaced(change: {
    readonly wasLoggedIn: boolean;
    readonly cartHandedOver: boolean;
    readonly cartLeftBehind?: boolean;
    /** The server said the customer's account is disabled (spec §6, GET /bff/account/is-disabled). */
    readonly accountDisabled?: boolean;
  }): void;
}
