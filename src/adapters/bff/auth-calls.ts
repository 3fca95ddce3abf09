import { answer } from './answer-schema';
import type { Bff } from '../../application/ports/bff';
import { refreshTokenPath, ANONYMOUS_TOKEN_PATH } from '../../domain/session';
import { mapResult } from './results';
import type { Call } from './transport';

const nothing = (): void => undefined;

/**
 * Spec §7 GET /bff/account/is-disabled. Asked by the shop when a signed-in customer's refresh is refused
 * (the transport's `replace`), with the bearer that stopped working: the server then says whether the
 * account was disabled, which is why the customer is being signed out (spec §6).
 */
export const isDisabledCall = (signal?: AbortSignal) =>
  ({ method: 'GET', path: '/bff/account/is-disabled', schema: answer('IsDisabledResponse'), refresh: false, ...(signal ? { signal } : {}) }) as const;

/**
 * Spec §7 Authentication. A 401 here is the shopper's input (a wrong password), not a stale token:
 * refreshing would swap their anonymous token, and the cart under it, for a new one. So no refresh,
 * and the token calls are never resent, since a refresh token is spent by its first use.
 */
export function authCalls(call: Call): Bff['auth'] {
  return {
    accessToken: (options) =>
      call({ method: 'GET', path: ANONYMOUS_TOKEN_PATH, schema: answer('TokenObject'), refresh: false, signal: options?.signal }),
    refreshToken: (refreshToken, options) =>
      call({
        method: 'POST',
        path: refreshTokenPath(refreshToken),
        schema: answer('TokenObject'),
        refresh: false,
        retry: false,
        signal: options?.signal,
      }),
    signIn: (credentials, options) =>
      call({
        method: 'POST',
        path: '/bff/auth/signin',
        body: credentials,
        schema: answer('SignInResponse'),
        refresh: false,
        signal: options?.signal,
      }),
    signUp: (details, options) =>
      call({
        method: 'POST',
        path: '/bff/account/customer',
        body: { ...details, ...(options?.botCheckToken && { botCheckToken: options.botCheckToken }) },
        schema: answer('TokenObject'),
        refresh: false,
        signal: options?.signal,
      }),
    forgotPassword: async (email, options) =>
      mapResult(
        await call({
          method: 'POST',
          path: '/bff/account/forgot-password',
          body: { email },
          schema: answer('ForgotPasswordResponse'),
          refresh: false,
          signal: options?.signal,
        }),
        nothing,
      ),
    resetPassword: async (token, password, options) =>
      mapResult(
        await call({
          method: 'POST',
          path: '/bff/customers/reset-password',
          body: { token, password },
          schema: answer('ResetPasswordResponse'),
          refresh: false,
          signal: options?.signal,
        }),
        nothing,
      ),
    checkCustomerExists: async (email, options) =>
      mapResult(
        await call({
          method: 'POST',
          path: '/bff/account/checkCustomerExists',
          body: { email, ...(options?.botCheckToken && { botCheckToken: options.botCheckToken }) },
          schema: answer('CustomerExistsResponse'),
          refresh: false,
          signal: options?.signal,
        }),
        (answer) => answer.exists,
      ),
    // Spec §7: sent with the Authorization header, so a stale token is refreshed like any call's.
    isDisabled: async (options) => mapResult(await call({ ...isDisabledCall(options?.signal), refresh: true }), (answer) => answer.isDisabled),
  };
}

export const accountCalls = (call: Call): Bff['account'] => ({
  deepEmailCheck: (email, options) =>
    call({ method: 'POST', path: '/bff/users/deep-email-ckecker', body: { email }, schema: answer('EmailCheckResult'), signal: options?.signal }),
});
