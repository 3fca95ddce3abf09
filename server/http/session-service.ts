import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignInBody } from '../../contract/auth';
import {
  CLIENT_LOG_BODY_LIMIT,
  ClientLogBatch,
  ClientLogBody,
  ErrorPageQuery,
  ProviderParams,
  SESSION_MESSAGES,
  SIGN_IN_ERRORS,
  SessionUpdateBody,
  SignInForm,
  SignInPageQuery,
  SignOutForm,
} from '../../contract/session';
import { cookieNames } from '../../src/domain/site';
import { signIn } from '../services/auth/auth';
import { sameSiteUrl } from '../services/auth/redirects';
import { sharedSecret } from '../services/auth/repository';
import { csrfSigner } from '../services/auth/session-service-csrf';
import { storeClientLogs } from '../services/auth/session-service-logs';
import { LIMITS, countCall, counter } from '../services/limits/rate-limit';
import { SESSION_PAGES_POLICY, SIGN_IN_SCRIPT, errorPage, signInPage } from '../services/auth/session-service-pages';
import {
  SESSION_TTL_MS,
  checkDeliveryPlace,
  endSession,
  loadSession,
  mergeTokenPatch,
  replaceSession,
  saveSession,
  sessionAnswer,
  shopperChoices,
} from '../services/auth/session-service';
import type { Area } from './areas';
import { forbidden, parse, tooManyRequests } from './errors';
import { Refusal } from '../services/refusal';

/** Spec §9: every session-service cookie is HttpOnly and SameSite=Lax (Secure when served over https). */
const cookieOptions = (request: FastifyRequest, maxAgeMs?: number): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: request.protocol === 'https',
  ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
});

/** Only a path or an address on this host may be a callbackUrl, so sign-in is never an open redirect. */
const safeCallbackUrl = (request: FastifyRequest, raw: string | undefined): string => sameSiteUrl(raw, request.headers.host);

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

/** Spec §7 Session service, mounted under both auth base paths (§2, open points). */
export const sessionServiceArea: Area = (context) => async (app) => {
  const { db } = context.database;
  const base = app.prefix;
  const names = (request: FastifyRequest) => cookieNames(request.site.brand);
  const { csrfMatches, newCsrfCookie, tokenOfCookie } = csrfSigner(await sharedSecret(db, 'session-csrf', context.now()));

  /** The CSRF token of the shopper's genuine cookie, or a new one set now (so tabs do not clobber each other). */
  const ensureCsrf = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = tokenOfCookie(request.cookies[names(request).csrf]);
    if (existing) return existing;
    const fresh = newCsrfCookie();
    reply.setCookie(names(request).csrf, fresh.cookie, cookieOptions(request));
    return fresh.token;
  };
  // Checked before the body is parsed: a forged post learns nothing and changes nothing.
  const requireCsrf = (request: FastifyRequest) => {
    if (!csrfMatches(request.cookies[names(request).csrf], bodyOf(request).csrfToken)) throw forbidden(SESSION_MESSAGES.invalidCsrf);
  };
  const currentSession = (request: FastifyRequest) => loadSession(db, request.cookies[names(request).session], request.site.brand, context.now());
  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, id: string) =>
    reply.setCookie(names(request).session, id, cookieOptions(request, SESSION_TTL_MS));
  /** json=true asks for { url } (spec §7); a plain browser form post is redirected there instead. */
  const answerUrl = (reply: FastifyReply, json: unknown, url: string) => (String(json) === 'true' ? reply.send({ url }) : reply.redirect(url, 302));

  app.get('/csrf', async (request, reply) => ({ csrfToken: ensureCsrf(request, reply) }));

  app.get('/session', async (request, reply) => {
    const session = await currentSession(request);
    if (!session && request.cookies[names(request).session]) reply.clearCookie(names(request).session, cookieOptions(request));
    return sessionAnswer(session);
  });

  app.post('/session', async (request, reply) => {
    requireCsrf(request);
    const { data } = parse(SessionUpdateBody, request.body, 'body');
    const now = context.now();
    const session = await currentSession(request);
    const token = await mergeTokenPatch(db, session?.token ?? null, checkDeliveryPlace(data, request.site.country));
    // A change of who is signed in gets a new session id (session fixation), anything else keeps it.
    const sameHolder = (session?.token?.customerId ?? null) === (token.customerId ?? null);
    const saved = sameHolder
      ? await saveSession(db, session?.id ?? null, request.site.brand, token, now)
      : await replaceSession(db, session, request.site.brand, token, now);
    setSessionCookie(request, reply, saved.id);
    return sessionAnswer(saved);
  });

  app.get('/providers', async () => ({
    credentials: {
      id: 'credentials',
      name: 'Email and password',
      type: 'credentials',
      signinUrl: `${base}/signin/credentials`,
      callbackUrl: `${base}/callback/credentials`,
    },
  }));

  const signInHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    requireCsrf(request);
    const { provider } = parse(ProviderParams, request.params, 'params');
    const form = parse(SignInForm, request.body, 'body');
    const callbackUrl = safeCallbackUrl(request, form.callbackUrl);
    reply.setCookie(names(request).callback, callbackUrl, cookieOptions(request));
    // A step-up names the bot check's difficulty (contract BotCheckRequiredAnswer), for the page or the client to ask for.
    const signinUrl = (error?: string, botCheckDifficulty?: unknown) =>
      `${base}/signin?${error ? `error=${error}&` : ''}${typeof botCheckDifficulty === 'number' ? `botCheckDifficulty=${botCheckDifficulty}&` : ''}callbackUrl=${encodeURIComponent(callbackUrl)}`;
    // Spec §2 Redirect rules: an unknown provider goes back to /signin with the callbackUrl.
    if (provider !== 'credentials') return answerUrl(reply, form.json, signinUrl());
    const credentials = SignInBody.safeParse({ email: form.email, password: form.password, botCheckToken: form.botCheckToken });
    if (!credentials.success) return answerUrl(reply, form.json, signinUrl(SIGN_IN_ERRORS.credentials));
    const now = context.now();
    const session = await currentSession(request);
    try {
      const token = await signIn(db, credentials.data, request.site, request.ip, now, session?.token?.anonymousId);
      const saved = await replaceSession(db, session, request.site.brand, { ...shopperChoices(session?.token ?? null), ...token }, now);
      setSessionCookie(request, reply, saved.id);
      return answerUrl(reply, form.json, callbackUrl);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const code =
        error.kind === 'tooMany'
          ? SIGN_IN_ERRORS.tooManyAttempts
          : error.kind === 'forbidden'
            ? SIGN_IN_ERRORS.disabled
            : error.kind === 'botCheck'
              ? SIGN_IN_ERRORS.botCheckRequired
              : SIGN_IN_ERRORS.credentials;
      return answerUrl(reply, form.json, signinUrl(code, error.fields?.botCheckDifficulty));
    }
  };
  app.post('/signin/:provider', signInHandler);
  app.post('/callback/:provider', signInHandler);

  app.get('/signin', async (request, reply) => {
    const query = parse(SignInPageQuery, request.query, 'query');
    const csrfToken = ensureCsrf(request, reply);
    // With the built client served, sign-in is the shop's own page (src/ui/pages/auth); the bare form below
    // is for a server run without the client.
    if (typeof reply.sendFile === 'function') {
      return reply.header('cache-control', 'no-store').type('text/html').sendFile('index.html');
    }
    const callbackUrl = safeCallbackUrl(request, query.callbackUrl);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SESSION_PAGES_POLICY)
      .send(signInPage({ action: `${base}/callback/credentials`, csrfToken, callbackUrl, error: query.error, script: `${base}/signin.js` }));
  });

  // The sign-in page's own script (a file, not inline, so a strict Content-Security-Policy allows it).
  app.get('/signin.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(SIGN_IN_SCRIPT),
  );

  app.post('/signout', async (request, reply) => {
    requireCsrf(request);
    const form = parse(SignOutForm, request.body, 'body');
    await endSession(db, await currentSession(request), context.now());
    reply.clearCookie(names(request).session, cookieOptions(request));
    return answerUrl(reply, form.json, safeCallbackUrl(request, form.callbackUrl));
  });

  app.get('/error', async (request, reply) => {
    const { error } = parse(ErrorPageQuery, request.query, 'query');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SESSION_PAGES_POLICY)
      .send(errorPage({ error, signinUrl: `${base}/signin` }));
  });

  app.post('/_log', { bodyLimit: CLIENT_LOG_BODY_LIMIT }, async (request, reply) => {
    const body = bodyOf(request);
    // One report (the spec's call) or a page's reports together; both mounts count against one limit per address.
    const logs = 'entries' in body ? parse(ClientLogBatch, body, 'body').entries : [parse(ClientLogBody, body, 'body')];
    if (!(await countCall(db, counter(LIMITS.clientLogs, request.ip), context.now()))) throw tooManyRequests(SESSION_MESSAGES.tooManyLogs);
    await storeClientLogs(db, logs, context.now());
    return reply.status(204).send();
  });
};
