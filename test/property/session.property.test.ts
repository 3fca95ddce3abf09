import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/domain/shared';
import {
  ANONYMOUS_TOKEN_PATH,
  AUTH_BASE_PATHS,
  CANCELLED_MESSAGE,
  DEFAULT_AUTH_BASE,
  MUTATION_RETRIES,
  type MutationOutcome,
  REFRESH_FAILED_MESSAGE,
  SESSION_BROADCAST_KEY,
  SESSION_LOSS_MESSAGES,
  isRefreshRefused,
  replacementAfterRefusal,
  sessionLossNotice,
  type SessionState,
  authRoutes,
  bearer,
  canRetryWithNewToken,
  decide,
  evolve,
  initialSession,
  isAuthBasePath,
  isTokenExpired,
  mutationErrorKey,
  nextTokenAction,
  refreshTokenPath,
  retryDelayMs,
  sessionDecider,
  sessionEffects,
  sessionUpdateBody,
  shouldRecheckSession,
  shouldRetryMutation,
  signInForm,
  signInRedirect,
  signInResult,
  signInTarget,
} from '../../src/domain/session';
import { authBaseArb, currentUrlArb, httpStatusArb, nowArb, sessionCommandArb, sessionTokenArb, tokenPatchArb } from './arbitraries/session';

const run = (state: SessionState, command: Parameters<typeof decide>[1]): SessionState => {
  const result = decide(state, command);
  return result.ok ? result.value.reduce(evolve, state) : state;
};

const mutationOutcomeArb: fc.Arbitrary<MutationOutcome> = fc.oneof(
  fc.constant({ type: 'networkError' } as const),
  fc.constant({ type: 'cancelled' } as const),
  fc.oneof(httpStatusArb, fc.constantFrom(408, 425, 429)).map((status) => ({ type: 'response', status }) as const),
);

describe('session', () => {
  describe('client session decider', () => {
    it('starts loading, then is authenticated exactly when the held token is signed in', () => {
      expect(initialSession().status).toBe('loading');
      fc.assert(
        fc.property(fc.array(sessionCommandArb, { minLength: 1, maxLength: 20 }), (commands) => {
          const state = commands.reduce(run, initialSession());
          if (state.status !== 'loading') expect(state.status).toBe(state.token?.isLoggedIn ? 'authenticated' : 'unauthenticated');
          if (commands.some((c) => c.type !== 'updateToken')) expect(state.status).not.toBe('loading');
        }),
      );
    });

    it('a token update changes the patched fields and keeps the others', () => {
      fc.assert(
        fc.property(sessionTokenArb, nowArb, tokenPatchArb, (token, now, patch) => {
          const loaded = run(initialSession(), { type: 'loadSession', token, now });
          const updated = run(loaded, { type: 'updateToken', patch });
          expect(updated.token).toEqual({ ...token, ...patch });
          expect(updated.checkedAt).toBe(now);
        }),
      );
    });

    it('a partial update with no token held is refused', () => {
      fc.assert(
        fc.property(tokenPatchArb, (patch) => {
          fc.pre(patch.accessToken === undefined || patch.isLoggedIn === undefined);
          expect(decide(initialSession(), { type: 'updateToken', patch })).toEqual({ ok: false, error: { type: 'session/noToken' } });
        }),
      );
    });

    it('signing out drops the token and broadcasts to other tabs; signing out again records nothing', () => {
      fc.assert(
        fc.property(fc.array(sessionCommandArb, { maxLength: 10 }), nowArb, (commands, now) => {
          const before = commands.reduce(run, initialSession());
          const result = decide(before, { type: 'signOut', now });
          expect(result.ok).toBe(true);
          const events = result.ok ? result.value : [];
          const after = events.reduce(evolve, before);
          expect(after.status).toBe('unauthenticated');
          expect(after.token).toBeNull();
          const effects = events.flatMap(sessionEffects);
          if (events.length > 0) {
            expect(effects).toHaveLength(1);
            expect(effects[0]!.key).toBe(SESSION_BROADCAST_KEY);
            expect(JSON.parse(effects[0]!.value)).toEqual({ event: 'session', data: { trigger: 'signout' }, timestamp: now });
            // Another tab hears the broadcast and re-checks.
            expect(shouldRecheckSession({ type: 'storageChanged', key: effects[0]!.key }, before)).toBe(true);
          }
          expect(decide(after, { type: 'signOut', now })).toEqual({ ok: true, value: [] });
        }),
      );
      expect(sessionEffects({ type: 'session/loaded', data: { token: null, at: 0 } })).toEqual([]);
    });

    it('re-checks when the window becomes visible, on the broadcast key, and when the poll interval has passed', () => {
      fc.assert(
        fc.property(
          fc.array(sessionCommandArb, { maxLength: 6 }),
          fc.boolean(),
          fc.option(fc.string(), { nil: null }),
          fc.integer({ min: -1000, max: 600_000 }),
          fc.integer({ min: 0, max: 1_000_000 }),
          (commands, visible, key, interval, elapsed) => {
            const state = commands.reduce(run, initialSession());
            expect(shouldRecheckSession({ type: 'visibilityChanged', visible }, state)).toBe(visible);
            expect(shouldRecheckSession({ type: 'storageChanged', key }, state)).toBe(key === SESSION_BROADCAST_KEY);
            const now = (state.checkedAt ?? 0) + elapsed;
            const polled = shouldRecheckSession({ type: 'pollTick', now }, state, { pollIntervalMs: interval });
            expect(polled).toBe(interval > 0 && (state.checkedAt === null || elapsed >= interval));
            expect(shouldRecheckSession({ type: 'pollTick', now }, state)).toBe(false);
          },
        ),
      );
    });

    it('an unknown command, event, trigger or outcome is a programming error, refused loudly', () => {
      expect(() => decide(initialSession(), { type: 'refresh' } as never)).toThrow('Unhandled case');
      expect(() => evolve(initialSession(), { type: 'session/expired' } as never)).toThrow('Unhandled case');
      expect(() => shouldRecheckSession({ type: 'focus' } as never, initialSession())).toThrow('Unhandled case');
      expect(() => shouldRetryMutation(0, { type: 'timeout' } as never)).toThrow('Unhandled case');
    });

    it('folding its events rebuilds the same state', () => {
      fc.assert(
        fc.property(fc.array(sessionCommandArb, { maxLength: 30 }), (commands) => {
          const events = [];
          let state = initialSession();
          for (const command of commands) {
            const result = decide(state, command);
            if (!result.ok) continue;
            events.push(...result.value);
            state = result.value.reduce(evolve, state);
          }
          expect(fold(sessionDecider, events)).toEqual(state);
        }),
      );
    });
  });

  describe('token refresh', () => {
    it('acts only on 401, or on 500 while logged in', () => {
      fc.assert(
        fc.property(httpStatusArb, fc.option(sessionTokenArb, { nil: null }), nowArb, fc.boolean(), (status, token, now, isLoggedIn) => {
          const action = nextTokenAction({ status, token, now, isLoggedIn });
          expect(action.type !== 'none').toBe(status === 401 || (status === 500 && isLoggedIn));
        }),
      );
    });

    it('refreshes with the stored refreshToken first, expired or not (departure from §4 step 2); a fresh anonymous token only without one', () => {
      // Instants around the generated tokens' expiries, so both sides of expiry are visited.
      const aroundExpiryArb = fc.integer({ min: Date.UTC(2026, 11, 30), max: Date.UTC(2027, 0, 3) });
      fc.assert(
        fc.property(fc.constantFrom(401, 500), sessionTokenArb, aroundExpiryArb, (status, token, now) => {
          const action = nextTokenAction({ status, token, now, isLoggedIn: true });
          expect(isTokenExpired(token, now)).toBe(now >= Date.parse(token.expiryDate));
          if (!token.refreshToken) expect(action).toEqual({ type: 'fetchAnonymousToken' });
          else expect(action).toEqual({ type: 'refreshToken', refreshToken: token.refreshToken });
        }),
      );
      expect(nextTokenAction({ status: 401, token: null, now: 0, isLoggedIn: false })).toEqual({ type: 'fetchAnonymousToken' });
      expect(isTokenExpired({ expiryDate: 'not a date' }, 0)).toBe(true);
    });

    it('only a 4xx answer to the refresh refuses it; no answer or a 5xx keeps the identity', () => {
      fc.assert(
        fc.property(fc.option(httpStatusArb, { nil: undefined }), (status) => {
          expect(isRefreshRefused(status)).toBe(status !== undefined && status >= 400 && status <= 499);
        }),
      );
    });

    it("after a refused refresh, only an anonymous shopper's refresh token is offered for the cart, never a customer's", () => {
      fc.assert(
        fc.property(fc.option(sessionTokenArb, { nil: null }), (token) => {
          const replacement = replacementAfterRefusal(token);
          if (token && !token.isLoggedIn && token.refreshToken) expect(replacement).toEqual({ previousRefreshToken: token.refreshToken });
          else expect(replacement).toEqual({});
        }),
      );
    });

    it('a signed-out customer is always told; an anonymous shopper only when a cart with lines was not handed over', () => {
      fc.assert(
        fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (wasLoggedIn, cartHandedOver, cartHadLines) => {
          const notice = sessionLossNotice({ wasLoggedIn, cartHandedOver, cartHadLines });
          if (wasLoggedIn) expect(notice).toBe('signedOut');
          else expect(notice).toBe(!cartHandedOver && cartHadLines ? 'cartNotKept' : null);
          if (notice) expect(SESSION_LOSS_MESSAGES[notice]).toMatch(/signed out|cart could not be kept/);
        }),
      );
    });

    it('retries the original request once, never twice', () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(401, 500), { minLength: 1, maxLength: 5 }), (failures) => {
          let retried = false;
          let sent = 0;
          for (const _failure of failures) {
            sent += 1;
            if (!canRetryWithNewToken(retried)) break;
            retried = true;
          }
          expect(sent).toBeLessThanOrEqual(2);
        }),
      );
    });

    it('uses the spec’s messages, header and paths', () => {
      expect(REFRESH_FAILED_MESSAGE).toBe('Error generating refresh token');
      expect(CANCELLED_MESSAGE).toBe('Operation canceled by the user.');
      expect(bearer('abc')).toBe('Bearer abc');
      expect(ANONYMOUS_TOKEN_PATH).toBe('/bff/auth/accessToken');
      expect(refreshTokenPath('a/b')).toBe('/bff/auth/refreshToken/a%2Fb');
    });
  });

  describe('mutation retries', () => {
    it('waits 500 × 2^attempt ms, doubling each time', () => {
      fc.assert(
        fc.property(fc.nat({ max: 10 }), (attempt) => {
          expect(retryDelayMs(attempt)).toBe(500 * 2 ** attempt);
          expect(retryDelayMs(attempt + 1)).toBe(2 * retryDelayMs(attempt));
        }),
      );
      expect([0, 1, 2].map(retryDelayMs)).toEqual([500, 1000, 2000]);
    });

    it('retries network failures, 5xx, 408 and 425 at most 3 times, never another 4xx or a cancelled request', () => {
      fc.assert(
        fc.property(fc.array(mutationOutcomeArb, { minLength: 1, maxLength: 10 }), (outcomes) => {
          let attempt = 0;
          while (attempt < outcomes.length && shouldRetryMutation(attempt, outcomes[attempt]!)) attempt += 1;
          expect(attempt).toBeLessThanOrEqual(MUTATION_RETRIES);
          for (const [i, outcome] of outcomes.slice(0, attempt).entries()) {
            expect(
              outcome.type === 'networkError' || (outcome.type === 'response' && (outcome.status >= 500 || [408, 425].includes(outcome.status))),
            ).toBe(true);
            expect(i).toBeLessThan(MUTATION_RETRIES);
          }
        }),
      );
      fc.assert(
        fc.property(fc.nat({ max: 2 }), mutationOutcomeArb, (attempt, outcome) => {
          const serverError = outcome.type === 'response' && outcome.status >= 500 && outcome.status < 600;
          const resend = outcome.type === 'response' && (outcome.status === 408 || outcome.status === 425);
          const retryable = outcome.type === 'networkError' || serverError || resend;
          expect(shouldRetryMutation(attempt, outcome)).toBe(retryable);
        }),
      );
      expect(MUTATION_RETRIES).toBe(3);
      for (const status of [400, 401, 403, 404, 409, 422, 423, 428, 429]) expect(shouldRetryMutation(0, { type: 'response', status })).toBe(false);
      for (const status of [408, 425, 500, 502, 503]) expect(shouldRetryMutation(0, { type: 'response', status })).toBe(true);
    });

    it('logs error.{notificationKey}, or a default error', () => {
      expect(mutationErrorKey('cart')).toBe('error.cart');
      expect(mutationErrorKey()).toBe('error.default');
    });
  });

  describe('sign-in', () => {
    it('sends an unauthenticated shopper to {auth base}/signin with SessionRequired and the current address', () => {
      fc.assert(
        fc.property(authBaseArb, currentUrlArb, (authBase, currentUrl) => {
          const target = new URL(signInRedirect(authBase, currentUrl), 'http://jrau.localhost');
          expect(target.pathname).toBe(`${authBase}/signin`);
          expect(target.searchParams.get('error')).toBe('SessionRequired');
          expect(target.searchParams.get('callbackUrl')).toBe(currentUrl);
        }),
      );
      expect(signInRedirect('/api/auth', '/account?tab=orders')).toBe('/api/auth/signin?error=SessionRequired&callbackUrl=%2Faccount%3Ftab%3Dorders');
    });

    it('goes to /error without a provider list, to /signin with the callback for an unknown provider, else posts to the provider', () => {
      fc.assert(
        fc.property(
          authBaseArb,
          fc
            .dictionary(fc.stringMatching(/^[a-z]{2,10}$/), fc.record({ type: fc.constantFrom('credentials', 'oauth') }), { maxKeys: 3 })
            .chain((providers) =>
              fc.tuple(fc.constant(providers), fc.option(fc.constantFrom(...Object.keys(providers), 'nope', 'toString'), { nil: undefined })),
            ),
          currentUrlArb,
          (authBase, [providers, provider], callbackUrl) => {
            const withoutList = signInTarget({ authBase, providers: null, provider, callbackUrl });
            expect(withoutList).toEqual({ type: 'redirect', url: `${authBase}/error` });
            const target = signInTarget({ authBase, providers, provider, callbackUrl });
            const known = provider !== undefined && Object.hasOwn(providers, provider) ? providers[provider] : undefined;
            if (!known) {
              expect(target).toEqual({ type: 'redirect', url: `${authBase}/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` });
            } else {
              const via = known.type === 'credentials' ? 'callback' : 'signin';
              expect(target).toEqual({ type: 'post', url: `${authBase}/${via}/${provider}` });
            }
          },
        ),
      );
      expect(signInTarget({ authBase: '/api/auth', providers: {}, provider: 'toString', callbackUrl: '/' }).type).toBe('redirect');
    });

    it('reads a failure from the returned url’s error parameter, with the status and an ok flag', () => {
      const errorArb = fc.option(fc.constantFrom('CredentialsSignin', 'SessionRequired', 'Access Denied'), { nil: null });
      fc.assert(
        fc.property(currentUrlArb, errorArb, httpStatusArb, (url, error, status) => {
          const returned = error === null ? url : `${url}${url.includes('?') ? '&' : '?'}error=${encodeURIComponent(error)}`;
          const result = signInResult({ status, url: returned });
          const expectedError = new URL(returned, 'http://jrau.localhost').searchParams.get('error');
          if (error !== null && !url.includes('error=')) expect(expectedError).toBe(error);
          const ok = status >= 200 && status < 300 && expectedError === null;
          expect(result).toEqual({ error: expectedError, status, ok, url: ok ? returned : null });
        }),
      );
      const url = '/account?tab=1#error=x';
      expect(signInResult({ status: 200, url })).toEqual({ error: null, status: 200, ok: true, url });
      const failed = signInResult({ status: 401, url: '/api/auth/error?error=CredentialsSignin' });
      expect(failed).toEqual({ error: 'CredentialsSignin', status: 401, ok: false, url: null });
    });

    it('lives under /api/auth by default, also /fe/api/auth, with the §2 routes', () => {
      expect(AUTH_BASE_PATHS).toEqual(['/api/auth', '/fe/api/auth']);
      expect(DEFAULT_AUTH_BASE).toBe('/api/auth');
      expect(isAuthBasePath('/fe/api/auth') && !isAuthBasePath('/auth')).toBe(true);
      const routes = authRoutes('/fe/api/auth');
      expect([routes.signin, routes.signout, routes.error, routes.session, routes.csrf, routes.providers, routes.log]).toEqual(
        ['/signin', '/signout', '/error', '/session', '/csrf', '/providers', '/_log'].map((p) => `/fe/api/auth${p}`),
      );
      expect(signInForm('t0k', '/checkout')).toBe('csrfToken=t0k&callbackUrl=%2Fcheckout&json=true');
      expect(sessionUpdateBody('t0k', { storeKey: 'NS001' })).toEqual({ csrfToken: 't0k', data: { storeKey: 'NS001' } });
    });
  });
});
