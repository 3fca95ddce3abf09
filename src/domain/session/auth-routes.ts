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

/** The shop's own sign-in page answers at {auth base}/signin under either base (open points). */
export const isSignInPath = (path: string): boolean => AUTH_BASE_PATHS.some((base) => path === `${base}/signin`);

/** The shop's account pages outside My Account: signing up and recovering a password. */
export const AUTH_PAGE_PATHS = ['/sign-up', '/forgot-password', '/reset-password'] as const;
