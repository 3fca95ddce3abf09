import type { SessionEffect, SessionRecheckTrigger, SessionStatus, SessionTokenPatch, SignInResult } from '../../domain/session';
import type { Result } from '../../domain/shared';
import type { ClientLogBody, ProvidersResponse, SessionResponse, UrlResponse } from '../../../contract/session';
import type { ApiError } from './api-error';

/**
 * Spec §3 Session: the session service's answer, with the client's own 'loading' status (before the first
 * answer) and the csrf token and callback url the sign-in flow carries beside it.
 */
export type Session = Omit<SessionResponse, 'status' | 'expires'> & {
  readonly status: SessionStatus;
  /** When the server-side session ends (ISO-8601); null without a session. */
  readonly expires?: string | null;
  readonly csrfToken?: string;
  readonly callbackUrl?: string;
};

/** A client error reported to the session service's `_log`. */
export type { ClientLogBody as ClientLogEntry } from '../../../contract/session';

/**
 * What the outside world says that may call for a re-check (spec §4 Session status). A poll tick carries
 * no time: the application stamps it with its own clock, the one `checkedAt` was stamped with.
 */
export type SessionSignal = Exclude<SessionRecheckTrigger, { readonly type: 'pollTick' }> | { readonly type: 'pollTick' };

export interface SessionWatchOptions {
  /** Spec §4: the optional polling interval; absent or 0 means no poll. */
  readonly pollIntervalMs?: number;
}

/**
 * Spec §7 Session service, under the auth base path. Every session token update goes through
 * `update`; nothing else writes the token.
 */
export interface SessionService {
  session(): Promise<Result<Session, ApiError>>;
  csrfToken(): Promise<Result<string, ApiError>>;
  update(patch: SessionTokenPatch): Promise<Result<Session, ApiError>>;
  providers(): Promise<Result<ProvidersResponse, ApiError>>;
  /**
   * Spec §2 Redirect rules: when the providers cannot be loaded or the provider is unknown, the result is
   * not ok, carries no error and its url is where to send the shopper.
   */
  signIn(provider: string, credentials: Readonly<Record<string, string>>, callbackUrl: string): Promise<SignInResult>;
  signOut(callbackUrl: string): Promise<Result<UrlResponse, ApiError>>;
  /** Spec §7 `_log`: client errors reported to the session service. Never fails the caller. */
  log(entry: ClientLogBody): Promise<void>;
  /** Spec §4: tells other tabs (a sign-out is broadcast), through what they all share. */
  broadcast(effect: SessionEffect): void;
  /** Spec §4: the window became visible, another tab wrote storage, the poll ticked. Returns the unsubscribe. */
  watch(listener: (signal: SessionSignal) => void, options?: SessionWatchOptions): () => void;
}
