import type { SessionToken } from './session-token';

/** Spec §8 Other call errors. */
export const REFRESH_FAILED_MESSAGE = 'Error generating refresh token';
export const CANCELLED_MESSAGE = 'Operation canceled by the user.';

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
  | { readonly type: 'none' }
  | { readonly type: 'fetchAnonymousToken' }
  | { readonly type: 'refreshToken'; readonly refreshToken: string };

export interface FailedRequest {
  readonly status: number;
  readonly token: SessionToken | null;
  /** Epoch ms. */
  readonly now: number;
  readonly isLoggedIn: boolean;
}

/**
 * Spec §4 Session token refresh steps 1 to 3: act on 401, or on 500 while logged in; an unexpired token
 * (or a 500) gets a fresh anonymous token, an expired one is refreshed with the stored refreshToken.
 * With no refreshToken stored there is nothing to refresh with, so an anonymous token is the only way on.
 */
export function nextTokenAction({ status, token, now, isLoggedIn }: FailedRequest): TokenAction {
  if (status !== 401 && !(status === 500 && isLoggedIn)) return { type: 'none' };
  if (status === 500 || (token !== null && !isTokenExpired(token, now))) return { type: 'fetchAnonymousToken' };
  if (!token?.refreshToken) return { type: 'fetchAnonymousToken' };
  return { type: 'refreshToken', refreshToken: token.refreshToken };
}

/** Spec §4 step 5: the original request is retried once with the new bearer, never twice. */
export const canRetryWithNewToken = (alreadyRetried: boolean): boolean => !alreadyRetried;
