import {
  AUTH_MESSAGES,
  AnonymousTokenBody,
  CustomerExistsBody,
  DeepEmailBody,
  EmailBody,
  RefreshTokenParams,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
} from '../../contract/auth';
import {
  customerExists,
  isCustomerDisabled,
  isDisabledByEndedToken,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from '../services/auth/auth';
import { ACCOUNT_PROBES, admitAccountProbe } from '../services/account/probes';
import { deepEmailCheck } from '../services/auth/email-check';
import { sameSiteUrl } from '../services/auth/redirects';
import { anonymousOwner } from '../services/cart/merge';
import { hasCartLines, moveCarts } from '../services/cart/repository';
import { LIMITS, countCall, counter, isLimited, recordFailure } from '../services/limits/rate-limit';
import { issueAnonymousToken, issueAnonymousTokenAfter, rotateRefreshToken } from '../services/auth/session-tokens';
import type { Area } from './areas';
import { parse, tooManyRequests, unauthorized } from './errors';
import { bearerToken, findIdentity } from './request-context';

/** Spec §7 Authentication, and the Account calls that create, check and recover an account. */
export const authArea: Area = (context) => async (app) => {
  const { db } = context.database;

  // Sessions are free, so every limit that counts per session also counts per address; minting is limited per address too.
  app.get('/auth/accessToken', async (request) => {
    const now = context.now();
    if (!(await countCall(db, counter(LIMITS.tokenMint, request.ip), now))) throw tooManyRequests(AUTH_MESSAGES.tooManyTokens);
    return issueAnonymousToken(db, now);
  });

  // A new anonymous identity that may take the old one's cart (contract AnonymousTokenBody).
  app.post('/auth/accessToken', async (request) => {
    const { previousRefreshToken } = parse(AnonymousTokenBody, request.body ?? {}, 'body');
    const now = context.now();
    if (!(await countCall(db, counter(LIMITS.tokenMint, request.ip), now))) throw tooManyRequests(AUTH_MESSAGES.tooManyTokens);
    if (!previousRefreshToken) return { ...(await issueAnonymousToken(db, now)), cartHandedOver: false, cartLeftBehind: false };
    return issueAnonymousTokenAfter(db, previousRefreshToken, now, {
      move: (tx, from, to) => moveCarts(tx, anonymousOwner(from), anonymousOwner(to), now),
      haveLines: (tx, anonymousId) => hasCartLines(tx, anonymousOwner(anonymousId)),
    });
  });

  app.post('/auth/refreshToken/:refreshToken', async (request) => {
    const { refreshToken } = parse(RefreshTokenParams, request.params, 'params');
    const now = context.now();
    // Only rotations count (each keeps a spent token for 30 days): a refused token writes nothing.
    const rotations = counter(LIMITS.tokenRefresh, request.ip);
    if (await isLimited(db, [rotations], now)) throw tooManyRequests(AUTH_MESSAGES.tooManyRefreshes);
    const rotated = await rotateRefreshToken(db, refreshToken, now);
    await recordFailure(db, [rotations], now);
    return rotated;
  });

  app.post('/auth/signin', async (request) => {
    const body = parse(SignInBody, request.body, 'body');
    const now = context.now();
    // A shopper signing in keeps their anonymousId, and the cart they filled under it joins the customer's.
    const anonymous = await findIdentity(db, request, now);
    const token = await signIn(db, body, request.site, request.ip, now, anonymous?.anonymousId);
    // Spec §7: sign-in reads the referer; the shopper goes back there when it is a page of this site.
    return { ...token, redirectUrl: sameSiteUrl(request.headers.referer, request.headers.host) };
  });

  app.post('/account/customer', async (request, reply) => {
    const body = parse(SignUpBody, request.body, 'body');
    const now = context.now();
    // "Already exists" tells who has an account: a few sign-ups per address, then the bot check, then 429.
    await admitAccountProbe(db, ACCOUNT_PROBES.signUp, { site: request.site.code, address: request.ip, botCheckToken: body.botCheckToken }, now);
    const anonymous = await findIdentity(db, request, now);
    const token = await signUp(db, body, request.site, now, anonymous?.anonymousId);
    return reply.status(201).send(token);
  });

  app.post('/account/forgot-password', async (request) => {
    const { email } = parse(EmailBody, request.body, 'body');
    // The mail with the link is queued with the reset itself; its link is built on SHOP_ORIGIN, never on the Host the caller sent.
    await requestPasswordReset(db, email, request.site, request.ip, context.now());
    return { sent: true };
  });

  app.post('/customers/reset-password', async (request) => {
    const body = parse(ResetPasswordBody, request.body, 'body');
    await resetPassword(db, body.token, body.password, request.site, context.now());
    return { reset: true };
  });

  app.post('/account/checkCustomerExists', async (request) => {
    const { email, botCheckToken } = parse(CustomerExistsBody, request.body, 'body');
    // It tells whether an account exists, so it is limited per address like sign-in: a few, then the bot check, then 429.
    await admitAccountProbe(db, ACCOUNT_PROBES.customerExists, { site: request.site.code, address: request.ip, botCheckToken }, context.now());
    return { exists: await customerExists(db, email) };
  });

  app.get('/account/is-disabled', async (request) => {
    const identity = await findIdentity(db, request, context.now());
    if (identity) return { isDisabled: await isCustomerDisabled(db, identity.customerId) };
    // A bearer that ended: answered only for a disabled customer's, so a signed-out shopper learns why.
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    return { isDisabled: await isDisabledByEndedToken(db, token) };
  });

  app.post('/users/deep-email-ckecker', async (request) => {
    const { email } = parse(DeepEmailBody, request.body, 'body');
    return deepEmailCheck(email);
  });
};
