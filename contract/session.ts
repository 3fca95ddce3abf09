import { z } from 'zod';

/**
 * Spec §7 Session service, under both auth base paths (/api/auth and /fe/api/auth). Cookies (§9):
 * {brand}.session holds the session id, {brand}.csfr the CSRF token and its signature, {brand}.callback
 * the last callbackUrl; all HttpOnly, SameSite=Lax, Path=/.
 */

const Text = z.string().trim().min(1).max(100);
const Secret = z.string().min(10).max(200).regex(/^[A-Za-z0-9_-]+$/, 'must be a token');

/** Spec §3 Session token: every field the session keeps, each optional in a patch. Unknown fields are refused. */
export const SessionTokenPatch = z.strictObject({
  accessToken: Secret.optional(),
  refreshToken: Secret.optional(),
  expiryDate: z.iso.datetime().optional(),
  isLoggedIn: z.boolean().optional(),
  customerId: Text.optional(),
  anonymousId: Text.optional(),
  storeKey: Text.optional(),
  storeId: Text.optional(),
  sku: Text.optional(),
  deliveryPostcode: z.string().trim().regex(/^\d{4}$/, 'must be 4 digits').optional(),
  deliveryCity: Text.optional(),
  deliveryState: z.string().trim().min(1).max(40).optional(),
});
export type SessionTokenPatch = z.infer<typeof SessionTokenPatch>;

export const SessionToken = z.object({
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  expiryDate: z.string(),
  isLoggedIn: z.boolean(),
  customerId: z.string().optional(),
  anonymousId: z.string().optional(),
  storeKey: z.string().optional(),
  storeId: z.string().optional(),
  sku: z.string().optional(),
  deliveryPostcode: z.string().optional(),
  deliveryCity: z.string().optional(),
  deliveryState: z.string().optional(),
});

/** GET and POST /session answer with the session; expires is null when there is no session. */
export const SessionResponse = z.object({
  data: SessionToken.nullable(),
  status: z.enum(['authenticated', 'unauthenticated']),
  expires: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const CsrfToken = z.string().min(1, 'is required').max(200);
export const CsrfResponse = z.object({ csrfToken: z.string() });

export const SessionUpdateBody = z.object({ csrfToken: CsrfToken, data: SessionTokenPatch });

export const ProviderParams = z.object({ provider: z.string().min(1).max(40) });

/** Spec §7: form-encoded csrfToken, callbackUrl, json=true; credentials add email and password. */
export const SignInForm = z.object({
  csrfToken: CsrfToken,
  callbackUrl: z.string().max(2000).optional(),
  json: z.union([z.string().max(10), z.boolean()]).optional(),
  email: z.string().max(320).optional(),
  password: z.string().max(200).optional(),
});

export const SignOutForm = z.object({
  csrfToken: CsrfToken,
  callbackUrl: z.string().max(2000).optional(),
  json: z.union([z.string().max(10), z.boolean()]).optional(),
});

/** The answer of the sign-in and sign-out posts: where the client goes next (§8 reads its error parameter). */
export const UrlResponse = z.object({ url: z.string() });

export const Provider = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
export const ProvidersResponse = z.record(z.string(), Provider);

export const SignInPageQuery = z.object({
  callbackUrl: z.string().max(2000).optional(),
  error: z.string().max(100).optional(),
});
export const ErrorPageQuery = z.object({ error: z.string().max(100).optional() });

/** Client log reports: bounded, since anyone may send them. */
export const ClientLogBody = z.object({
  level: z.enum(['error', 'warn', 'info', 'debug']),
  message: z.string().min(1).max(2000),
  url: z.string().max(2000).optional(),
  stack: z.string().max(8000).optional(),
});

/** The error codes a sign-in url can carry (§8 Sign-in: read from the url's error parameter). */
export const SIGN_IN_ERRORS = {
  credentials: 'CredentialsSignin',
  tooManyAttempts: 'TooManyAttempts',
  disabled: 'AccountDisabled',
  sessionRequired: 'SessionRequired',
} as const;

export const SESSION_MESSAGES = {
  invalidCsrf: 'Invalid CSRF token',
  noToken: 'body.data.accessToken: the session holds no token; send one',
  unknownToken: 'body.data.accessToken: is not a token we issued',
  foreignRefreshToken: 'body.data.refreshToken: does not belong to the access token',
  tooManyLogs: 'Too many log reports, try again later',
} as const;
