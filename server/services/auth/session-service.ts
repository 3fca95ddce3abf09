import type { SessionResponse, SessionTokenPatch } from '../../../contract/session';
import { SESSION_MESSAGES } from '../../../contract/session';
import { maskCardNumbersIn } from '../../../src/domain/payments/card-numbers';
import { type SessionToken, statusOf } from '../../../src/domain/session';
import { type BrandCode, type CountryCode, isAuStateCode } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import { deleteAuthSession, findAuthSession, saveAuthSession } from './repository';
import { findAccessToken, refreshTokenHolder, refreshTokenRevokedAt } from './token-repository';
import { invalid } from '../refusal';
import { REFRESH_TOKEN_TTL_MS, newSecret, revokeByRefreshToken } from './session-tokens';

/** A session lasts as long as a refresh token, renewed on every write. */
export const SESSION_TTL_MS = REFRESH_TOKEN_TTL_MS;

export interface StoredSession {
  readonly id: string;
  readonly token: SessionToken | null;
  readonly expiresAt: number;
}

/**
 * The session behind a cookie, of this brand and unexpired. A signed-in session whose refresh token
 * was revoked (sign-out elsewhere, password reset, reuse detected) has ended and is dropped.
 */
export async function loadSession(db: Db, id: string | undefined, brand: BrandCode, now: number): Promise<StoredSession | null> {
  if (!id || id.length > 200) return null;
  const row = await findAuthSession(db, id);
  if (!row || row.brand !== brand) return null;
  const token = JSON.parse(row.data) as SessionToken | null;
  if (row.expires_at <= now || (token?.isLoggedIn && (await refreshRevoked(db, token.refreshToken)))) {
    await deleteAuthSession(db, id);
    return null;
  }
  return { id, token, expiresAt: row.expires_at };
}

async function refreshRevoked(db: Db, refreshToken: string | undefined): Promise<boolean> {
  if (!refreshToken) return false;
  const row = await refreshTokenRevokedAt(db, refreshToken);
  return !row || row.revoked_at !== null;
}

export const sessionAnswer = (session: StoredSession | null): SessionResponse => ({
  data: session?.token ?? null,
  status: statusOf(session?.token ?? null) === 'authenticated' ? 'authenticated' : 'unauthenticated',
  expires: session ? new Date(session.expiresAt).toISOString() : null,
});

/** Writes the token under the session id (a new id when none is given) and renews the expiry. */
export async function saveSession(db: Db, id: string | null, brand: BrandCode, token: SessionToken, now: number): Promise<StoredSession> {
  const sessionId = id ?? newSecret();
  const expiresAt = now + SESSION_TTL_MS;
  await saveAuthSession(db, { id: sessionId, brand, data: JSON.stringify(token), expires_at: expiresAt });
  return { id: sessionId, token, expiresAt };
}

/**
 * Spec §7 POST /session: merges a token patch. Who the shopper is (isLoggedIn, customerId, anonymousId,
 * expiryDate) is never taken from the client: it is read from the access token we issued, so a patch
 * cannot make a session "authenticated" or someone else's.
 */
export async function mergeTokenPatch(db: Db, current: SessionToken | null, patch: SessionTokenPatch): Promise<SessionToken> {
  const merged = { ...(current ?? {}), ...patch };
  if (!merged.accessToken) throw invalid(SESSION_MESSAGES.noToken);
  const access = await findAccessToken(db, merged.accessToken);
  if (!access) throw invalid(SESSION_MESSAGES.unknownToken);
  if (merged.refreshToken) {
    const refresh = await refreshTokenHolder(db, merged.refreshToken);
    if (!refresh || refresh.customer_id !== access.customer_id || refresh.anonymous_id !== access.anonymous_id) {
      throw invalid(SESSION_MESSAGES.foreignRefreshToken);
    }
  }
  const { customerId: _c, anonymousId: _a, isLoggedIn: _l, expiryDate: _e, ...choices } = merged;
  // The shopper's choices (store, postcode, city) are short free text the call accepts as sent: a card number
  // typed there is kept masked like anywhere else. The tokens are secrets of ours and stay as issued.
  const rest = maskCardNumbersIn(choices, (key) => key === 'accessToken' || key === 'refreshToken');
  return {
    ...rest,
    accessToken: merged.accessToken,
    expiryDate: new Date(access.expires_at).toISOString(),
    isLoggedIn: access.customer_id !== null,
    ...(access.customer_id ? { customerId: access.customer_id } : {}),
    anonymousId: access.anonymous_id,
  };
}

/**
 * Spec §5 Delivery postcode: the state is required unless the country is NZ. An Australian site's patch
 * that sets a postcode or a state needs a real state code; a New Zealand one may send an empty state or
 * none, and keeps none.
 */
export function checkDeliveryPlace(patch: SessionTokenPatch, country: CountryCode): SessionTokenPatch {
  const { deliveryState, ...rest } = patch;
  const state = deliveryState?.trim().toUpperCase() ?? '';
  if (country === 'NZ') {
    if (state !== '') throw invalid(SESSION_MESSAGES.nzHasNoState);
    return rest;
  }
  if (deliveryState === undefined && patch.deliveryPostcode === undefined) return patch;
  if (!isAuStateCode(state)) throw invalid(SESSION_MESSAGES.auStateRequired);
  return { ...rest, deliveryState: state };
}

/** The shopper's choices (store, delivery place, sku) survive signing in and out; identity does not. */
export function shopperChoices(token: SessionToken | null): Partial<SessionToken> {
  if (!token) return {};
  const { storeKey, storeId, sku, deliveryPostcode, deliveryCity, deliveryState } = token;
  return Object.fromEntries(
    Object.entries({ storeKey, storeId, sku, deliveryPostcode, deliveryCity, deliveryState }).filter(([, v]) => v !== undefined),
  );
}

/** Spec §7 POST /signout: the refresh token family ends and the session is deleted. */
export async function endSession(db: Db, session: StoredSession | null, now: number): Promise<void> {
  if (!session) return;
  await transact(db, async (tx) => {
    if (session.token?.refreshToken) await revokeByRefreshToken(tx, session.token.refreshToken, now);
    await deleteAuthSession(tx, session.id);
  });
}

/** Signing in starts a new session id, so an id planted before sign-in is worthless after (session fixation). */
export async function replaceSession(db: Db, old: StoredSession | null, brand: BrandCode, token: SessionToken, now: number): Promise<StoredSession> {
  return transact(db, async (tx) => {
    if (old) await deleteAuthSession(tx, old.id);
    return saveSession(tx, null, brand, token, now);
  });
}
