/** The statements of the shopper's tokens: access tokens, refresh tokens (session-tokens.ts) and the anonymous cap (anonymous-cap.ts). */

import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AccessTokenTable, RefreshTokenTable } from '../../db/schema';

export type AccessTokenRow = AccessTokenTable;
export type RefreshTokenRow = RefreshTokenTable;

export async function insertAccessToken(db: Db, row: AccessTokenRow): Promise<void> {
  await db.insertInto('access_tokens').values(row).execute();
}

export async function insertRefreshToken(db: Db, row: RefreshTokenRow): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export async function findAccessToken(db: Db, token: string): Promise<AccessTokenRow | undefined> {
  return db.selectFrom('access_tokens').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Who holds an access token, and until when. */
export async function accessTokenHolder(db: Db, token: string): Promise<Omit<AccessTokenRow, 'token'> | undefined> {
  return db.selectFrom('access_tokens').select(['customer_id', 'anonymous_id', 'expires_at']).where('token', '=', token).executeTakeFirst();
}

export async function findRefreshToken(db: Db, token: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Who a refresh token was issued to. */
export async function refreshTokenHolder(db: Db, token: string): Promise<Pick<RefreshTokenRow, 'customer_id' | 'anonymous_id'> | undefined> {
  return db.selectFrom('refresh_tokens').select(['customer_id', 'anonymous_id']).where('token', '=', token).executeTakeFirst();
}

/** When a refresh token was revoked (null while it is not); undefined for a token that does not exist. */
export async function refreshTokenRevokedAt(db: Db, token: string): Promise<Pick<RefreshTokenRow, 'revoked_at'> | undefined> {
  return db.selectFrom('refresh_tokens').select('revoked_at').where('token', '=', token).executeTakeFirst();
}

export async function refreshTokenFamily(db: Db, token: string): Promise<Pick<RefreshTokenRow, 'family'> | undefined> {
  return db.selectFrom('refresh_tokens').select('family').where('token', '=', token).executeTakeFirst();
}

/** Who a family of refresh tokens belongs to (every member has the same holder). */
export async function familyHolder(db: Db, family: string): Promise<Pick<RefreshTokenRow, 'customer_id' | 'anonymous_id'> | undefined> {
  return db.selectFrom('refresh_tokens').select(['customer_id', 'anonymous_id']).where('family', '=', family).executeTakeFirst();
}

/** Marks the refresh token spent (kept, so that presenting it again is seen as reuse). */
export async function spendRefreshToken(db: Db, token: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ used_at: now }).where('token', '=', token).execute();
}

export async function revokeFamilyRefreshTokens(db: Db, family: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family', '=', family).where('revoked_at', 'is', null).execute();
}

export async function revokeCustomerRefreshTokens(db: Db, customerId: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null).execute();
}

export async function expireCustomerAccessTokens(db: Db, customerId: string, now: number): Promise<void> {
  await db.updateTable('access_tokens').set({ expires_at: now }).where('customer_id', '=', customerId).where('expires_at', '>', now).execute();
}

/** Revokes the anonymous shopper's refresh tokens, of whichever family (a customer's with the same anonymousId stay). */
export async function revokeAnonymousRefreshTokens(db: Db, anonymousId: string, now: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('anonymous_id', '=', anonymousId)
    .where('customer_id', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Access tokens carry no family column, so they are ended by holder: a customer's tokens with the same
 * anonymousId (one device's sign-in), or (customerId null) an anonymous shopper's tokens.
 */
export async function expireAccessTokensOf(db: Db, customerId: string | null, anonymousId: string, now: number): Promise<void> {
  let query = db.updateTable('access_tokens').set({ expires_at: now }).where('anonymous_id', '=', anonymousId).where('expires_at', '>', now);
  query = customerId === null ? query.where('customer_id', 'is', null) : query.where('customer_id', '=', customerId);
  await query.execute();
}

/** The anonymous identities that hold something a shopper would miss: a cart with lines, or a guest order. */
const holdsSomething = sql`(
  SELECT substr(c.owner, 11) FROM carts c WHERE c.owner LIKE 'anonymous:%' AND EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id)
  UNION SELECT substr(o.owner, 11) FROM orders o WHERE o.owner LIKE 'anonymous:%'
)`;

/** Whether the anonymous identity in that column holds a cart with lines or a guest order (the purge keeps those a while longer). */
export const holdsSomethingFor = (anonymousIdColumn: string) => sql<boolean>`${sql.ref(anonymousIdColumn)} IN ${holdsSomething}`;

/** How many anonymous refresh token rows there are (current and spent). */
export async function countAnonymousRefreshTokens(db: Db): Promise<number> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Up to `identities` least recently active anonymous identities, those holding something left out when
 * `spareHolders`. An identity's unspent refresh token is its latest (rotation spends the one before), so
 * walking those by expiry (an index) finds the least recently active first, at a cost that grows with what
 * is taken, not the table.
 */
export async function leastRecentlyActiveAnonymous(db: Db, identities: number, spareHolders: boolean): Promise<string[]> {
  const victims = await sql<{ anonymous_id: string }>`
    SELECT anonymous_id FROM refresh_tokens
    WHERE customer_id IS NULL AND used_at IS NULL ${spareHolders ? sql`AND anonymous_id NOT IN ${holdsSomething}` : sql``}
    ORDER BY expires_at LIMIT ${identities}`.execute(db);
  return victims.rows.map((row) => row.anonymous_id);
}

/** Deletes every anonymous access and refresh token of these identities; returns the refresh token rows deleted. */
export async function deleteAnonymousTokens(db: Db, anonymousIds: readonly string[]): Promise<number> {
  let deleted = 0;
  // A few hundred ids a statement: far under either engine's limit on parameters.
  for (let start = 0; start < anonymousIds.length; start += 500) {
    const ids = anonymousIds.slice(start, start + 500);
    await db.deleteFrom('access_tokens').where('customer_id', 'is', null).where('anonymous_id', 'in', ids).execute();
    const result = await db.deleteFrom('refresh_tokens').where('customer_id', 'is', null).where('anonymous_id', 'in', ids).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
