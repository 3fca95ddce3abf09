import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenObject } from '../../../contract/auth';
import { REFRESH_FAILED_MESSAGE } from '../../../src/domain/session';
import { type Db, transact } from '../../db/unit-of-work';
import { customerDisabled } from './repository';
import {
  expireAccessTokensOf,
  expireCustomerAccessTokens,
  familyHolder,
  findRefreshToken,
  insertAccessToken,
  insertRefreshToken,
  refreshTokenFamily,
  revokeAnonymousRefreshTokens,
  revokeCustomerRefreshTokens,
  revokeFamilyRefreshTokens,
  spendRefreshToken,
} from './token-repository';
import { unauthorised } from '../refusal';
import { noteAnonymousToken } from './anonymous-cap';

/** Access tokens are short-lived (task brief: 15 minutes); refresh tokens carry a session for 30 days. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: unguessable and safe in a path segment and a Bearer header. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

interface Holder {
  readonly customerId: string | null;
  readonly anonymousId: string;
}

/**
 * Issues an access token and a refresh token of the given family. Anonymous tokens get a refresh token
 * too, so an anonymous shopper keeps their anonymousId (and so their cart) across access-token expiry.
 */
async function issue(db: Db, holder: Holder, family: string, now: number): Promise<TokenObject> {
  const accessToken = newSecret();
  const refreshToken = newSecret();
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  await insertAccessToken(db, { token: accessToken, customer_id: holder.customerId, anonymous_id: holder.anonymousId, expires_at: expiresAt });
  await insertRefreshToken(db, {
    token: refreshToken,
    customer_id: holder.customerId,
    anonymous_id: holder.anonymousId,
    family,
    expires_at: now + REFRESH_TOKEN_TTL_MS,
    used_at: null,
    revoked_at: null,
  });
  return {
    accessToken,
    refreshToken,
    expiryDate: new Date(expiresAt).toISOString(),
    isLoggedIn: holder.customerId !== null,
    ...(holder.customerId ? { customerId: holder.customerId } : {}),
    anonymousId: holder.anonymousId,
  };
}

/** Spec §7 GET /bff/auth/accessToken: a new anonymous shopper. Anonymous sessions are capped as a whole (anonymous-cap.ts). */
export async function issueAnonymousToken(db: Db, now: number): Promise<TokenObject> {
  const token = await transact(db, (tx) => issue(tx, { customerId: null, anonymousId: randomUUID() }, randomUUID(), now));
  await noteAnonymousToken(db);
  return token;
}

/** How long past its expiry an anonymous refresh token still proves its holder for a cart handover. */
export const HANDOVER_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A new anonymous identity for a shopper whose refresh was refused. The old identity's carts move to the
 * new one (through `moveCarts`, in the same transaction) when the previous refresh token proves it: it
 * was issued to an anonymous holder (a customer's cart never goes to an anonymous identity), it is not
 * revoked (a reused token revokes its family), not spent, and not more than HANDOVER_GRACE_MS past its
 * expiry. The token is spent by the handover and its family ended, so it hands over once. Anything else
 * gets a fresh, empty identity, as GET /bff/auth/accessToken gives; `cartLeftBehind` then says whether the
 * anonymous holder of the token presented had lines in a cart, so the shopper (who holds that secret) can be
 * told what was not kept, even on a page that had not shown the cart yet.
 */
export interface AnonymousCarts {
  move(tx: Db, fromAnonymousId: string, toAnonymousId: string): Promise<void>;
  haveLines(tx: Db, anonymousId: string): Promise<boolean>;
}

export async function issueAnonymousTokenAfter(
  db: Db,
  previousRefreshToken: string,
  now: number,
  carts: AnonymousCarts,
): Promise<TokenObject & { cartHandedOver: boolean; cartLeftBehind: boolean }> {
  const token = await transact(db, async (tx) => {
    const row = await findRefreshToken(tx, previousRefreshToken);
    const proves =
      row !== undefined && row.customer_id === null && row.revoked_at === null && row.used_at === null && now < row.expires_at + HANDOVER_GRACE_MS;
    const token = await issue(tx, { customerId: null, anonymousId: randomUUID() }, randomUUID(), now);
    if (!proves || !row) {
      const cartLeftBehind = row !== undefined && row.customer_id === null && (await carts.haveLines(tx, row.anonymous_id));
      return { ...token, cartHandedOver: false, cartLeftBehind };
    }
    await spendRefreshToken(tx, previousRefreshToken, now);
    await revokeFamily(tx, row.family, now);
    await carts.move(tx, row.anonymous_id, token.anonymousId);
    return { ...token, cartHandedOver: true, cartLeftBehind: false };
  });
  await noteAnonymousToken(db);
  return token;
}

/** A signed-in customer starts a new family; the anonymousId carries over when the shopper had one. */
export function issueCustomerToken(db: Db, customerId: string, now: number, anonymousId?: string): Promise<TokenObject> {
  return issue(db, { customerId, anonymousId: anonymousId ?? randomUUID() }, randomUUID(), now);
}

/**
 * Spec §7 POST /bff/auth/refreshToken/{refreshToken}: rotation. The presented token is spent; a token
 * presented a second time means it leaked, so its whole family is revoked (RFC 6819 §5.2.2.3).
 */
export async function rotateRefreshToken(db: Db, presented: string, now: number): Promise<TokenObject> {
  const outcome = await transact(db, async (tx) => {
    const row = await findRefreshToken(tx, presented);
    if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
    if (row.used_at !== null) {
      await revokeFamily(tx, row.family, now);
      return 'reused' as const;
    }
    if (row.customer_id) {
      const customer = await customerDisabled(tx, row.customer_id);
      if (!customer || customer.disabled) return null;
    }
    await spendRefreshToken(tx, presented, now);
    return issue(tx, { customerId: row.customer_id, anonymousId: row.anonymous_id }, row.family, now);
  });
  // The revocation above must commit, so the 401 is thrown only after the transaction.
  if (outcome === null || outcome === 'reused') throw unauthorised(REFRESH_FAILED_MESSAGE);
  if (!outcome.isLoggedIn) await noteAnonymousToken(db);
  return outcome;
}

/** Revokes every refresh token of a family and the access tokens issued under it. */
export async function revokeFamily(db: Db, family: string, now: number): Promise<void> {
  const members = await familyHolder(db, family);
  await revokeFamilyRefreshTokens(db, family, now);
  if (members) await expireAccessTokensOf(db, members.customer_id, members.anonymous_id, now);
}

/** Sign-out by refresh token: its family ends. Unknown tokens are ignored (sign-out always succeeds). */
export async function revokeByRefreshToken(db: Db, refreshToken: string, now: number): Promise<void> {
  const row = await refreshTokenFamily(db, refreshToken);
  if (row) await revokeFamily(db, row.family, now);
}

/** A password reset ends every session of the customer. */
export async function revokeCustomerTokens(db: Db, customerId: string, now: number): Promise<void> {
  await revokeCustomerRefreshTokens(db, customerId, now);
  await expireCustomerAccessTokens(db, customerId, now);
}

/**
 * Signing in, up or out rotates the session (ASVS V7.2.4): every anonymous token of the shopper, access and
 * refresh, of whichever family, ends, so a token copied before cannot follow the customer's session.
 */
export async function revokeAnonymousTokens(db: Db, anonymousId: string, now: number): Promise<void> {
  await revokeAnonymousRefreshTokens(db, anonymousId, now);
  await expireAccessTokensOf(db, null, anonymousId, now);
}
