import type { Db } from '../../db/unit-of-work';
import { accessTokenHolder } from './token-repository';

/** Who is calling, from the bearer access token. */
export interface Identity {
  readonly customerId: string | null;
  readonly anonymousId: string;
  /** The cart owner key: a customer's cart follows them across devices; an anonymous one stays with its token. */
  readonly owner: string;
}

/** Spec §7: the session headers a client sends whenever it holds a session token. */
export interface SessionHeaders {
  readonly storeKey?: string;
  readonly storeId?: string;
  readonly deliveryPostcode?: string;
  readonly deliveryCity?: string;
  readonly deliveryState?: string;
}

/** The identity behind an access token, if it is known and unexpired. */
export async function identityOfToken(db: Db, token: string, now: number): Promise<Identity | null> {
  const row = await accessTokenHolder(db, token);
  if (!row || row.expires_at <= now) return null;
  return {
    customerId: row.customer_id,
    anonymousId: row.anonymous_id,
    owner: row.customer_id ? `customer:${row.customer_id}` : `anonymous:${row.anonymous_id}`,
  };
}
