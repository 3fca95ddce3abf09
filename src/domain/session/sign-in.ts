import { type AuthBasePath, authRoutes, signInHref } from './auth-routes';
import type { SessionTokenPatch } from './session-token';

// The session service's sign-in and update protocol. Only the session client speaks it, and the client loads with
// its first call: kept apart from the routes the first page links to (./auth-routes), it loads with the client.

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
