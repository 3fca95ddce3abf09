import type { ApiError } from '../../application/ports/api-error';
import type { ClientLogEntry, Session, SessionService } from '../../application/ports/session-service';
import type { SessionEffect, SessionToken, SessionTokenPatch, SignInResult } from '../../domain/session';
import { type Result, err, ok } from '../../domain/shared';

/** An anonymous shopper's token, valid long after any test ends. */
export const MEMORY_ANONYMOUS_TOKEN: SessionToken = {
  accessToken: 'memory-access-token',
  refreshToken: 'memory-refresh-token',
  expiryDate: '2099-01-01T00:00:00.000Z',
  isLoggedIn: false,
  anonymousId: 'memory-anonymous',
};

/**
 * The session service in memory: it keeps one token, merges patches into it as the real one does, and
 * records every patch, log entry and broadcast, so tests can read what the client sent.
 */
export class MemorySessionService implements SessionService {
  readonly patches: SessionTokenPatch[] = [];
  readonly logs: ClientLogEntry[] = [];
  readonly broadcasts: SessionEffect[] = [];
  /** While set, updates are refused with this error (a session service that is down). */
  failUpdatesWith: ApiError | null = null;

  constructor(public token: SessionToken | null = MEMORY_ANONYMOUS_TOKEN) {}

  private current(): Session {
    return { data: this.token, status: this.token?.isLoggedIn ? 'authenticated' : 'unauthenticated', csrfToken: 'memory-csrf' };
  }

  async session(): Promise<Result<Session, ApiError>> {
    return ok(this.current());
  }

  async csrfToken(): Promise<Result<string, ApiError>> {
    return ok('memory-csrf');
  }

  async update(patch: SessionTokenPatch): Promise<Result<Session, ApiError>> {
    if (this.failUpdatesWith) return err(this.failUpdatesWith);
    if (!this.token) return err({ status: 401, message: 'Unauthorized' });
    this.patches.push(patch);
    this.token = { ...this.token, ...patch };
    return ok(this.current());
  }

  async providers() {
    return ok({
      credentials: {
        id: 'credentials',
        name: 'Credentials',
        type: 'credentials',
        signinUrl: '/api/auth/signin/credentials',
        callbackUrl: '/api/auth/callback/credentials',
      },
    });
  }

  /** Accounts the credentials sign-in accepts, by lower-cased email: password and customer id. */
  readonly accounts = new Map<string, { readonly password: string; readonly customerId: string }>();

  async signIn(_provider: string, credentials: Readonly<Record<string, string>>, callbackUrl: string): Promise<SignInResult> {
    const account = this.accounts.get((credentials.email ?? '').trim().toLowerCase());
    if (!account || account.password !== credentials.password) return { error: 'CredentialsSignin', status: 401, ok: false, url: null };
    // As the real service does: the same browser (anonymousId) now signed in as the customer.
    this.token = { ...(this.token ?? MEMORY_ANONYMOUS_TOKEN), isLoggedIn: true, customerId: account.customerId };
    return { error: null, status: 200, ok: true, url: callbackUrl };
  }

  async signOut(callbackUrl: string): Promise<Result<{ readonly url: string }, ApiError>> {
    this.token = null;
    return ok({ url: callbackUrl });
  }

  async log(entry: ClientLogEntry): Promise<void> {
    this.logs.push(entry);
  }

  broadcast(effect: SessionEffect): void {
    this.broadcasts.push(effect);
  }

  watch(): () => void {
    return () => {};
  }
}
