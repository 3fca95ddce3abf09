/** Spec §3 Session token: what the session service keeps for the shopper, anonymous or signed in. */
export interface SessionToken {
  readonly accessToken: string;
  readonly refreshToken?: string;
  /** ISO-8601 instant after which the access token is no longer accepted. */
  readonly expiryDate: string;
  readonly isLoggedIn: boolean;
  readonly customerId?: string;
  readonly anonymousId?: string;
  readonly storeKey?: string;
  readonly storeId?: string;
  readonly sku?: string;
  readonly deliveryPostcode?: string;
  readonly deliveryCity?: string;
  readonly deliveryState?: string;
}

/** A partial update of the token; every token change goes through the session service as such a patch. */
export type SessionTokenPatch = Partial<SessionToken>;
