import type { SessionStatus, SessionToken, SessionTokenPatch, SignInResult } from '../../domain/session';
import type { Result } from '../../domain/shared';
import type { ApiError } from './api-error';

/** Spec §3 Session (session service). */
export interface Session {
  readonly data: SessionToken | null;
  readonly status: SessionStatus;
  readonly csrfToken?: string;
  readonly callbackUrl?: string;
}

export interface ClientLogEntry {
  readonly level: 'error' | 'warn' | 'info';
  readonly message: string;
  readonly url?: string;
  readonly stack?: string;
}

/**
 * Spec §7 Session service, under the auth base path. Every session token update goes through
 * `update`; nothing else writes the token.
 */
export interface SessionService {
  session(): Promise<Result<Session, ApiError>>;
  csrfToken(): Promise<Result<string, ApiError>>;
  update(patch: SessionTokenPatch): Promise<Result<Session, ApiError>>;
  providers(): Promise<Result<Readonly<Record<string, { readonly id: string; readonly name: string; readonly type: string }>>, ApiError>>;
  signIn(provider: string, credentials: Readonly<Record<string, string>>, callbackUrl: string): Promise<SignInResult>;
  signOut(callbackUrl: string): Promise<Result<{ readonly url: string }, ApiError>>;
  /** Spec §7 `_log`: client errors reported to the session service. Never fails the caller. */
  log(entry: ClientLogEntry): Promise<void>;
}
