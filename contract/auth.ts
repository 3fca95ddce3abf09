import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { BOT_CHECK_MAX_DIFFICULTY, BotCheckTokenField } from './bot-check';

/**
 * Spec §7 Authentication and Account (deep-email-ckecker): the BFF's auth calls. The token object is
 * the §3 Session token as the BFF hands it out; the session service stores it.
 */
export const TokenObject = z.object({
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
  /** ISO-8601; access tokens live 15 minutes. */
  expiryDate: z.string(),
  isLoggedIn: z.boolean(),
  customerId: z.optional(z.string()),
  anonymousId: z.string(),
});
export type TokenObject = z.infer<typeof TokenObject>;

/** Sign-in also says where to go next: the referer when it is on our site, else '/'. */
export const SignInResponse = z.extend(TokenObject, { redirectUrl: z.string() });
export type SignInResponse = z.infer<typeof SignInResponse>;

const RefreshTokenText = asTyped(z.string().check(z.minLength(10), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'must be a token')), 'secret');

export const RefreshTokenParams = z.object({
  refreshToken: RefreshTokenText,
});

/**
 * POST /bff/auth/accessToken (ours, beside spec §7's GET): a new anonymous identity for a shopper whose
 * refresh was refused. The old anonymous refresh token, when it still proves the old identity, hands
 * that identity's carts to the new one (docs/decisions.md, "When the shop or the session fails").
 */
export const AnonymousTokenBody = z.object({
  previousRefreshToken: z.optional(RefreshTokenText),
});
export type AnonymousTokenBody = z.infer<typeof AnonymousTokenBody>;

/**
 * The new anonymous token; whether the old identity's carts came with it, and, when they did not, whether
 * the old identity had a cart with lines (optional: absent reads as no).
 */
export const HandedOverToken = z.extend(TokenObject, { cartHandedOver: z.boolean(), cartLeftBehind: z.optional(z.boolean()) });
export type HandedOverToken = z.infer<typeof HandedOverToken>;

export const Email = asTyped(
  z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email({ error: 'must be an email address' })),
  'email',
);

/** Spec §5 is silent on passwords; a retailer's minimum: 10 characters with a letter and a digit. */
export const NewPassword = asTyped(
  z
    .string()
    .check(
      z.minLength(10, 'must be at least 10 characters'),
      z.maxLength(200),
      z.regex(/[A-Za-z]/, 'must contain a letter'),
      z.regex(/[0-9]/, 'must contain a digit'),
    ),
  'password',
);

/**
 * botCheckToken: a solved bot-check challenge (contract/bot-check.ts), needed only when the server asks
 * for one with a 428 (AUTH_MESSAGES.botCheckRequired): after failed sign-ins on the account or from the address.
 */
export const SignInBody = z.object({
  email: Email,
  password: asTyped(z.string().check(z.minLength(1), z.maxLength(200)), 'password'),
  botCheckToken: BotCheckTokenField,
});
export type SignInBody = z.infer<typeof SignInBody>;

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
/** botCheckToken: needed once the address has signed up several times (a 428 asks for it, see BotCheckRequiredAnswer). */
export const SignUpBody = z.object({
  email: Email,
  password: NewPassword,
  firstName: Name,
  lastName: Name,
  phone: z.optional(z.string().check(z.trim(), z.maxLength(20), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number'))),
  botCheckToken: BotCheckTokenField,
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const EmailBody = z.object({ email: Email });

export const ForgotPasswordResponse = z.object({ sent: z.literal(true) });

export const ResetPasswordBody = z.object({
  token: asTyped(z.string().check(z.minLength(10), z.maxLength(200)), 'secret'),
  password: NewPassword,
});
export const ResetPasswordResponse = z.object({ reset: z.literal(true) });

/**
 * POST /bff/account/checkCustomerExists. It tells whether an account has this email (spec §7), so it is
 * limited per address: a few answers, then each needs a botCheckToken (428 without), then 429.
 */
export const CustomerExistsBody = z.object({ email: Email, botCheckToken: BotCheckTokenField });
export const CustomerExistsResponse = z.object({ exists: z.boolean() });
export const IsDisabledResponse = z.object({ isDisabled: z.boolean() });

/**
 * Spec §7: "Body: the email", read as { email } or as a bare JSON string. Any text is checked: a
 * malformed address is an answer (isEmailValid false), not a 400.
 */
export const DeepEmailBody = asTyped(
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? { email: v } : v)),
    z.object({ email: z.string().check(z.maxLength(320)) }),
  ),
  'email',
);
/** Spec §3 Email check result; §5: the message becomes the email field's error. */
export const EmailCheckResult = z.object({ isEmailValid: z.boolean(), message: z.optional(z.string()) });
export type EmailCheckResult = z.infer<typeof EmailCheckResult>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts, try again later',
  emailTaken: 'An account with this email already exists',
  refreshFailed: 'Error generating refresh token',
  badResetToken: 'The reset link is invalid or has expired',
  disabled: 'This account is disabled',
  /** With status 428: sign in again with a solved bot check in botCheckToken (server/services/auth/auth.ts). */
  botCheckRequired: 'Bot check required: sign in again with a botCheckToken',
  /** With status 428, on sign-up and the account check: send again with a solved bot check in botCheckToken. */
  botCheckRequiredToSend: 'Bot check required: send again with a botCheckToken',
  tooManyChecks: 'Too many account checks, try again later',
  tooManySignUps: 'Too many new accounts from this address, try again later',
  tooManyTokens: 'Too many new sessions from this address, try again in a minute',
  tooManyRefreshes: 'Too many session refreshes from this address, try again in a minute',
  tooManyResets: 'Too many password reset requests from this address, try again in 15 minutes',
} as const;

/** The status of the step-up refusal: 428 Precondition Required (RFC 6585 §3), the precondition being a bot check. */
export const BOT_CHECK_REQUIRED_STATUS = 428;

/**
 * The body of a 428 from sign-in, sign-up and checkCustomerExists. `botCheckDifficulty` is the difficulty
 * the token must prove: ask GET /bff/bot-check/challenge?difficulty={botCheckDifficulty}, solve it and send
 * the call again with botCheckToken. A token of an easier challenge gets the same 428. Sign-in asks for
 * more the longer an account (or an address) keeps failing; through the session service the same number
 * comes back as the sign-in url's `botCheckDifficulty` parameter.
 */
export const BotCheckRequiredAnswer = z.object({
  statusCode: z.literal(BOT_CHECK_REQUIRED_STATUS),
  message: z.string(),
  botCheckDifficulty: z.int().check(z.minimum(1), z.maximum(BOT_CHECK_MAX_DIFFICULTY)),
});
export type BotCheckRequiredAnswer = z.infer<typeof BotCheckRequiredAnswer>;
