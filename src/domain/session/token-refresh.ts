import type { SessionToken } from './session-token';

// The rules the BFF client's transport refreshes tokens by: they load with the transport, at the first call.
// What the first page tells a shopper whose session was replaced is in ./session-loss.

/** Spec §7 Authentication: the two ways to a new token. */
export const ANONYMOUS_TOKEN_PATH = '/bff/auth/accessToken';
export const refreshTokenPath = (refreshToken: string): string => `/bff/auth/refreshToken/${encodeURIComponent(refreshToken)}`;

/** Spec §7 General rules: the authorization header. */
export const bearer = (accessToken: string): string => `Bearer ${accessToken}`;

/** A token whose expiry cannot be read is treated as expired, so it is never trusted. */
export function isTokenExpired(token: Pick<SessionToken, 'expiryDate'>, now: number): boolean {
  const expiry = Date.parse(token.expiryDate);
  return Number.isNaN(expiry) || now >= expiry;
}

export type TokenAction =
  { readonly type: 'none' } | { readonly type: 'fetchAnonymousToken' } | { readonly type: 'refreshToken'; readonly refreshToken: string };

export interface FailedRequest {
  readonly status: number;
  readonly token: SessionToken | null;
  /** Epoch ms. */
  readonly now: number;
  readonly isLoggedIn: boolean;
}

/**
 * Spec §4 Session token refresh step 1: act on 401, or on 500 while logged in. Then, departing from
 * step 2 (docs/decisions.md, "When the shop or the session fails"): the stored refreshToken is tried
 * first whether or not the token looks expired, since a token the client believes valid is refused
 * too (clock skew, a revoked token), and a fresh anonymous identity there orphaned the shopper's cart.
 * Only with no refreshToken stored is a fresh anonymous token the only way on; `now` is kept for callers
 * that log the token's state.
 */
export function nextTokenAction({ status, token, isLoggedIn }: FailedRequest): TokenAction {
  if (status !== 401 && !(status === 500 && isLoggedIn)) return { type: 'none' };
  if (!token?.refreshToken) return { type: 'fetchAnonymousToken' };
  return { type: 'refreshToken', refreshToken: token.refreshToken };
}

/**
 * Before a call that needs a bearer (cart, checkout): a shopper who holds no access token yet (a first
 * visit) gets one first, so the call is never sent to be refused with a 401 (a console error on every
 * first visit). A stored refreshToken without an access token is rotated; with neither, a fresh
 * anonymous token. A token that is held, live or not, is sent as it is: its refusal follows §4.
 */
export function tokenBeforeCall(token: SessionToken | null): TokenAction {
  if (token?.accessToken) return { type: 'none' };
  if (token?.refreshToken) return { type: 'refreshToken', refreshToken: token.refreshToken };
  return { type: 'fetchAnonymousToken' };
}

/**
 * The refresh call's own answer: a 4xx is the session service refusing the refresh token (spent,
 * revoked, expired, unknown), after which only a new identity goes on. No answer or a 5xx refuses
 * nothing: the shopper keeps their identity and the call fails as it is.
 */
export const isRefreshRefused = (status: number | undefined): boolean => status !== undefined && status >= 400 && status < 500;

/** The anonymous token call after a refused refresh: an anonymous shopper's old refresh token asks for their cart. */
export interface Replacement {
  /** Sent as proof of the old anonymous identity; never a customer's, whose cart stays the customer's. */
  readonly previousRefreshToken?: string;
}

export function replacementAfterRefusal(token: SessionToken | null): Replacement {
  if (!token || token.isLoggedIn || !token.refreshToken) return {};
  return { previousRefreshToken: token.refreshToken };
}

/** Spec §4 step 5: the original request is retried once with the new bearer, never twice. */
export const canRetryWithNewToken = (alreadyRetried: boolean): boolean => !alreadyRetried;
