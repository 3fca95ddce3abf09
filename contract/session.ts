import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { BotCheckTokenField } from './bot-check';

/**
 * Spec §7 Session service, under both auth base paths (/api/auth and /fe/api/auth). Cookies (§9):
 * {brand}.session holds the session id, {brand}.csfr the CSRF token and its signature, {brand}.callback
 * the last callbackUrl; all HttpOnly, SameSite=Lax, Path=/.
 */

const Text = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const Secret = asTyped(z.string().check(z.minLength(10), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'must be a token')), 'secret');

/** Spec §3 Session token: every field the session keeps, each optional in a patch. Unknown fields are refused. */
export const SessionTokenPatch = z.strictObject({
  accessToken: z.optional(Secret),
  refreshToken: z.optional(Secret),
  expiryDate: z.optional(z.iso.datetime()),
  isLoggedIn: z.optional(z.boolean()),
  customerId: z.optional(Text),
  anonymousId: z.optional(Text),
  storeKey: z.optional(Text),
  storeId: z.optional(Text),
  sku: z.optional(Text),
  deliveryPostcode: z.optional(z.string().check(z.trim(), z.regex(/^\d{4}$/, 'must be 4 digits'))),
  deliveryCity: z.optional(Text),
  // Spec §5: NZ has no states, so an empty state is allowed here; the service asks AU sites for a real one.
  deliveryState: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type SessionTokenPatch = z.infer<typeof SessionTokenPatch>;

export const SessionToken = z.object({
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
  expiryDate: z.string(),
  isLoggedIn: z.boolean(),
  customerId: z.optional(z.string()),
  anonymousId: z.optional(z.string()),
  storeKey: z.optional(z.string()),
  storeId: z.optional(z.string()),
  sku: z.optional(z.string()),
  deliveryPostcode: z.optional(z.string()),
  deliveryCity: z.optional(z.string()),
  deliveryState: z.optional(z.string()),
});

/** GET and POST /session answer with the session; expires is null when there is no session. */
export const SessionResponse = z.object({
  data: z.nullable(SessionToken),
  status: z.enum(['authenticated', 'unauthenticated']),
  expires: z.nullable(z.string()),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** Where the shopper goes back to after signing in or out: a path or an address of this site. */
const CallbackUrl = asTyped(z.string().check(z.maxLength(2000)), 'link');

export const CsrfToken = asTyped(z.string().check(z.minLength(1, 'is required'), z.maxLength(200)), 'secret');
export const CsrfResponse = z.object({ csrfToken: z.string() });

export const SessionUpdateBody = z.object({ csrfToken: CsrfToken, data: SessionTokenPatch });

export const ProviderParams = z.object({ provider: z.string().check(z.minLength(1), z.maxLength(40)) });

/** Spec §7: form-encoded csrfToken, callbackUrl, json=true; credentials add email and password. */
export const SignInForm = z.object({
  csrfToken: CsrfToken,
  callbackUrl: z.optional(CallbackUrl),
  json: z.optional(z.union([z.string().check(z.maxLength(10)), z.boolean()])),
  email: z.optional(asTyped(z.string().check(z.maxLength(320)), 'email')),
  password: z.optional(asTyped(z.string().check(z.maxLength(200)), 'password')),
  /** A solved bot check, which the sign-in page sends once the server asked for one (error BotCheckRequired). */
  botCheckToken: BotCheckTokenField,
});

export const SignOutForm = z.object({
  csrfToken: CsrfToken,
  callbackUrl: z.optional(CallbackUrl),
  json: z.optional(z.union([z.string().check(z.maxLength(10)), z.boolean()])),
});

/** The answer of the sign-in and sign-out posts: where the client goes next (§8 reads its error parameter). */
export const UrlResponse = z.object({ url: z.string() });
export type UrlResponse = z.infer<typeof UrlResponse>;

export const Provider = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
export const ProvidersResponse = z.record(z.string(), Provider);
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

export const SignInPageQuery = z.object({
  callbackUrl: z.optional(CallbackUrl),
  error: z.optional(z.string().check(z.maxLength(100))),
});
export const ErrorPageQuery = z.object({ error: z.optional(z.string().check(z.maxLength(100))) });

/** The most of the tab's last events one report carries (the client's error trail). */
export const MAX_LOG_EVENTS = 200;

/**
 * One event of the tab before an error: its type, when, and a few facts that say what the shopper did, never who
 * they are (src/application/error-trail.ts chooses them; the server masks card numbers in them all the same).
 */
export const ClientLogEvent = z.object({
  type: z.string().check(z.regex(/^[a-z][A-Za-z]{0,39}\/[a-z][A-Za-z]{0,59}$/, "must be an event type such as 'cart/itemAdded'")),
  at: z.int().check(z.minimum(0), z.maximum(8_640_000_000_000_000)),
  facts: z.optional(
    z
      .record(z.string().check(z.maxLength(20)), z.union([z.string().check(z.maxLength(64)), z.number(), z.boolean()]))
      .check(z.refine((facts) => Object.keys(facts).length <= 10, 'at most 10 facts')),
  ),
});
export type ClientLogEvent = z.infer<typeof ClientLogEvent>;

/** Client log reports: bounded, since anyone may send them. */
export const ClientLogBody = z.object({
  level: z.enum(['error', 'warn', 'info', 'debug']),
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  url: z.optional(z.string().check(z.maxLength(2000))),
  stack: z.optional(z.string().check(z.maxLength(8000))),
  /** The tab's last events before it (spec §7 _log may carry them), personal data removed. */
  events: z.optional(z.array(ClientLogEvent).check(z.maxLength(MAX_LOG_EVENTS))),
});
export type ClientLogBody = z.infer<typeof ClientLogBody>;

/** The most reports one POST /_log carries: a page's burst goes in one call. */
export const MAX_LOG_BATCH = 20;
/** A page's burst with the first report's trail of events (a few kB each) fits well within it. */
export const CLIENT_LOG_BODY_LIMIT = 128 * 1024;
/** A page's reports sent together (docs/decisions.md "Client log reports"); one report alone is sent as ClientLogBody. */
export const ClientLogBatch = z.object({ entries: z.array(ClientLogBody).check(z.minLength(1), z.maxLength(MAX_LOG_BATCH)) });

/** The error codes a sign-in url can carry (§8 Sign-in: read from the url's error parameter). */
export const SIGN_IN_ERRORS = {
  credentials: 'CredentialsSignin',
  tooManyAttempts: 'TooManyAttempts',
  disabled: 'AccountDisabled',
  sessionRequired: 'SessionRequired',
  /** Failed sign-ins on the account or from the address: sign in again, and the page passes the bot check. */
  botCheckRequired: 'BotCheckRequired',
} as const;

export const SESSION_MESSAGES = {
  invalidCsrf: 'Invalid CSRF token',
  noToken: 'body.data.accessToken: the session holds no token; send one',
  unknownToken: 'body.data.accessToken: is not a token we issued',
  foreignRefreshToken: 'body.data.refreshToken: does not belong to the access token',
  tooManyLogs: 'Too many log reports, try again later',
  auStateRequired: 'body.data.deliveryState: must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA on an Australian site',
  nzHasNoState: 'body.data.deliveryState: New Zealand has no states; leave it out',
} as const;
