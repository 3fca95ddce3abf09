import type { TokenObject } from '../../../contract/auth';
import { answer } from './answer-schema';
import type { ApiError } from '../../application/ports/api-error';
import type { Timer } from '../../application/ports/timer';
import type { TokenSource } from '../../application/ports/token-source';
import {
  ANONYMOUS_TOKEN_PATH,
  type SessionToken,
  type TokenAction,
  canRetryWithNewToken,
  isRefreshRefused,
  nextTokenAction,
  refreshTokenPath,
  replacementAfterRefusal,
  tokenBeforeCall,
} from '../../domain/session';
import { type Result, err, ok } from '../../domain/shared';
import { refreshFailedError } from './api-errors';
import { isDisabledCall } from './auth-calls';
import { type CallSpec, type Fetch, createExchange } from './exchange';

export interface TransportOptions {
  readonly host: string;
  readonly fetch: Fetch;
  readonly tokens: TokenSource;
  /** Epoch ms, to tell an expired token from a live one (spec §4 step 2). */
  readonly now: () => number;
  /** Waits between a mutation's tries (spec §9); the global clock's when absent. */
  readonly timer?: Pick<Timer, 'after'>;
}

export type Call = <T>(spec: CallSpec<T>) => Promise<Result<T, ApiError>>;

/**
 * Spec §4 Session token refresh: a 401 (or a 500 while logged in) gets a new token, stored through
 * the token source, and the call is sent once more with it. Calls failing together share one
 * refresh: a refresh token is spent by its first use, so a second use would revoke the session.
 *
 * The stored refreshToken is tried first (nextTokenAction). Only when the session service refuses it
 * does the shopper get a new anonymous identity, asking with the old anonymous refresh token for the
 * old cart; the token source is told what was lost, so the shopper can be told.
 */
export function createTransport({ host, fetch, tokens, now, timer }: TransportOptions): Call {
  const exchange = createExchange(host, fetch, timer);
  let renewing: Promise<Result<SessionToken, ApiError>> | null = null;

  const store = async (issued: TokenObject, request: { method: string; url: string }): Promise<Result<SessionToken, ApiError>> => {
    // The store and delivery headers stay with the shopper across a new access token.
    const next: SessionToken = { ...tokens.current(), ...issued };
    try {
      await tokens.update(issued);
    } catch (error) {
      return err(refreshFailedError({ status: 0, message: String(error), body: error, request }));
    }
    return ok(next);
  };

  /** Whether the server says the held customer token's account is disabled; no answer is no. */
  async function disabledAccount(held: SessionToken): Promise<boolean> {
    const asked = await exchange(isDisabledCall(), held);
    return asked.ok && asked.value.isDisabled;
  }

  /** A new anonymous identity after a refused refresh, with the old anonymous cart when the server hands it over. */
  async function replace(held: SessionToken | null): Promise<Result<SessionToken, ApiError>> {
    const replacement = replacementAfterRefusal(held);
    const spec = {
      method: 'POST',
      path: ANONYMOUS_TOKEN_PATH,
      body: replacement,
      schema: answer('HandedOverToken'),
      retry: false,
      refresh: false,
    } as const;
    // Spec §6: a customer signed out this way may have had the account disabled; the bearer that stopped
    // working is the one that can still ask (the server answers it only for a disabled account).
    const accountDisabled = held?.isLoggedIn ? await disabledAccount(held) : false;
    const issued = await exchange(spec, held);
    if (!issued.ok) return err(refreshFailedError(issued.error));
    const { cartHandedOver, cartLeftBehind, ...token } = issued.value;
    const stored = await store(token, { method: spec.method, url: spec.path });
    if (stored.ok)
      tokens.replaced({
        wasLoggedIn: held?.isLoggedIn ?? false,
        cartHandedOver,
        cartLeftBehind: cartLeftBehind ?? false,
        ...(accountDisabled ? { accountDisabled } : {}),
      });
    return stored;
  }

  async function renewOnce(action: Exclude<TokenAction, { type: 'none' }>): Promise<Result<SessionToken, ApiError>> {
    const held = tokens.current();
    const spec =
      action.type === 'fetchAnonymousToken'
        ? ({ method: 'GET', path: ANONYMOUS_TOKEN_PATH } as const)
        : ({ method: 'POST', path: refreshTokenPath(action.refreshToken) } as const);
    const issued = await exchange({ ...spec, schema: answer('TokenObject'), retry: false }, held);
    if (issued.ok) return store(issued.value, { method: spec.method, url: spec.path });
    if (action.type === 'refreshToken' && isRefreshRefused(issued.httpStatus)) return replace(held);
    return err(refreshFailedError(issued.error));
  }

  const renew = (action: Exclude<TokenAction, { type: 'none' }>) => {
    renewing ??= renewOnce(action).finally(() => {
      renewing = null;
    });
    return renewing;
  };

  return async function call<T>(spec: CallSpec<T>): Promise<Result<T, ApiError>> {
    let token = tokens.current();
    const first = spec.needsToken ? tokenBeforeCall(token) : ({ type: 'none' } as const);
    if (first.type !== 'none') {
      const issued = await renew(first);
      if (!issued.ok) return issued;
      token = issued.value;
    }
    for (let retried = false; ; retried = true) {
      const answer = await exchange(spec, token);
      if (answer.ok) return ok(answer.value);
      if (answer.httpStatus === undefined || spec.refresh === false || !canRetryWithNewToken(retried)) return err(answer.error);
      const action = nextTokenAction({ status: answer.httpStatus, token, now: now(), isLoggedIn: token?.isLoggedIn ?? false });
      if (action.type === 'none') return err(answer.error);
      const renewed = await renew(action);
      if (!renewed.ok) return renewed;
      token = renewed.value;
    }
  };
}
