import type { SessionTokenPatch } from './session-token';

/** Open points: the session service answers under both; the client's default is /api/auth. */
export const AUTH_BASE_PATHS = ['/api/auth', '/fe/api/auth'] as const;
export type AuthBasePath = (typeof AUTH_BASE_PATHS)[number];
export const DEFAULT_AUTH_BASE: AuthBasePath = '/api/auth';
export const isAuthBasePath = (value: string): value is AuthBasePath => (AUTH_BASE_PATHS as readonly string[]).includes(value);

/** Spec §2 Authentication routes, under the auth base path. */
export function authRoutes(authBase: AuthBasePath) {
  return {
    signin: `${authBase}/signin`,
    signinProvider: (provider: string) => `${authBase}/signin/${encodeURIComponent(provider)}`,
    callback: (provider: string) => `${authBase}/callback/${encodeURIComponent(provider)}`,
    signout: `${authBase}/signout`,
    error: `${authBase}/error`,
    session: `${authBase}/session`,
    csrf: `${authBase}/csrf`,
    providers: `${authBase}/providers`,
    log: `${authBase}/_log`,
  } as const;
}

/** Spec §8 Sign-in: the error used when redirecting to sign-in. */
export const SESSION_REQUIRED = 'SessionRequired';

/** The sign-in page that brings the shopper back to currentUrl (a path and query of the shop) afterwards. */
export const signInHref = (authBase: AuthBasePath, currentUrl: string): string =>
  `${authRoutes(authBase).signin}?callbackUrl=${encodeURIComponent(currentUrl)}`;

/** Spec §2 Redirect rules: a page that needs a session sends an unauthenticated shopper to sign in, and back. */
export const signInRedirect = (authBase: AuthBasePath, currentUrl: string): string =>
  `${authRoutes(authBase).signin}?error=${SESSION_REQUIRED}&callbackUrl=${encodeURIComponent(currentUrl)}`;

/** Spec §7 Session service /providers: the providers by id; credentials post to /callback, others to /signin. */
export type SignInProviders = Readonly<Record<string, { readonly type: string }>>;

export type SignInTarget = { readonly type: 'post'; readonly url: string } | { readonly type: 'redirect'; readonly url: string };

/** Spec §2 Redirect rules: providers not loadable → /error; unknown provider → /signin with callbackUrl. */
export function signInTarget(input: {
  readonly authBase: AuthBasePath;
  readonly providers: SignInProviders | null;
  readonly provider: string | undefined;
  readonly callbackUrl: string;
}): SignInTarget {
  const routes = authRoutes(input.authBase);
  if (input.providers === null) return { type: 'redirect', url: routes.error };
  const { provider, providers } = input;
  // hasOwn, so that a provider named like an Object method ('toString') is still unknown.
  const known = provider !== undefined && Object.hasOwn(providers, provider) ? providers[provider] : undefined;
  if (provider === undefined || known === undefined) {
    return { type: 'redirect', url: signInHref(input.authBase, input.callbackUrl) };
  }
  const url = known.type === 'credentials' ? routes.callback(provider) : routes.signinProvider(provider);
  return { type: 'post', url };
}

/** Spec §7 Session service: sign-in posts csrfToken, callbackUrl and json=true, form-encoded. */
export const signInForm = (csrfToken: string, callbackUrl: string): string =>
  new URLSearchParams({ csrfToken, callbackUrl, json: 'true' }).toString();

export interface SignInResult {
  readonly error: string | null;
  readonly status: number;
  readonly ok: boolean;
  /** Where to go on success; null when sign-in failed. */
  readonly url: string | null;
  /** With error BotCheckRequired: the difficulty of the bot check to pass (the url's botCheckDifficulty). */
  readonly botCheckDifficulty?: number;
}

/** Spec §8 Sign-in: the error is read from the returned url's error parameter, with the status and an ok flag. */
export function signInResult(response: { readonly status: number; readonly url: string }): SignInResult {
  const beforeHash = response.url.split('#', 1).join('');
  const queryStart = beforeHash.indexOf('?');
  const params = new URLSearchParams(queryStart === -1 ? '' : beforeHash.slice(queryStart + 1));
  const error = params.get('error');
  const ok = response.status >= 200 && response.status < 300 && error === null;
  const difficulty = Number(params.get('botCheckDifficulty') ?? '');
  return {
    error,
    status: response.status,
    ok,
    url: ok ? response.url : null,
    ...(Number.isInteger(difficulty) && difficulty > 0 && { botCheckDifficulty: difficulty }),
  };
}

/** Spec §7 Session service: POST /session carries the csrfToken and the token patch as data. */
export const sessionUpdateBody = (csrfToken: string, data: SessionTokenPatch) => ({ csrfToken, data });

/** The shop's own sign-in page answers at {auth base}/signin under either base (open points). */
export const isSignInPath = (path: string): boolean => AUTH_BASE_PATHS.some((base) => path === `${base}/signin`);

/** The shop's account pages outside My Account: signing up and recovering a password. */
export const AUTH_PAGE_PATHS = ['/sign-up', '/forgot-password', '/reset-password'] as const;
