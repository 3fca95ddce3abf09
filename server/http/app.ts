import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, LogController } from 'fastify';
import { existsSync } from 'node:fs';
import { relative, resolve as resolvePath } from 'node:path';
import type { OpenedDatabase } from '../db/unit-of-work';
import { isClientRoute } from '../services/content/client-routes';
import { loadSeededContent } from '../services/content/content';
import { installErrorHandler } from './errors';
import { installHealth } from './health';
import { firstPaintPages } from './pages';
import { acceptEmptyJsonBody } from './json-body';
import { maskedLogLine } from './log-masking';
import { installSiteResolution } from './request-context';
import { installSameOriginGuard } from './same-origin';
import { installSecurityHeaders } from './security-headers';
import { type TrustedProxies, fastifyTrustProxy } from './trust-proxy';
import type { TagManagerSettings } from '../tag-manager';
import type { AnalyticsSink } from '../../contract/analytics';
import type { CardGatewayName } from '../card-gateway';
import './zod-messages';

/** What every area plugin is given: the database and the clock. */
export interface ServerContext {
  readonly database: OpenedDatabase;
  readonly now: () => number;
}

export interface AppOptions {
  readonly database: OpenedDatabase;
  /** The built client to serve (dist/client); omitted in API-only tests. */
  readonly clientDir?: string;
  readonly now?: () => number;
  readonly logger?: boolean;
  /** Where the request log goes when `logger` is on (standard output when not given). */
  readonly logStream?: { write(line: string): void };
  /** The image host's origin (IMAGE_ORIGIN), allowed as an image source by the pages' Content-Security-Policy. */
  readonly imageOrigin?: string;
  /** The tag manager of each site that has one (TAG_MANAGER_{SITE}): its script on the pages, its origin in their policy. */
  readonly tagManager?: TagManagerSettings;
  /** DEV_DATALAYER=1: every page offers the dataLayer pushes live (a dev feature, off unless asked for). */
  readonly devDataLayer?: boolean;
  /** The client's event log panel on every page (DEV_EVENTLOG=1). */
  readonly devEventLog?: boolean;
  /** ANALYTICS_SINKS: where the pages send the shop's analytics events (GA4's dataLayer alone when not given). */
  readonly analyticsSinks?: readonly AnalyticsSink[];
  /** CARD_GATEWAY: the card gateway the checkout pays through, which the pages name to the client (the drop-in when not given). */
  readonly cardGateway?: CardGatewayName;
  /** How long a request may take to arrive whole (ms); see DEFAULT_TIMEOUTS. */
  readonly requestTimeoutMs?: number;
  /** How long an idle kept-alive connection is kept between two requests (ms). */
  readonly keepAliveTimeoutMs?: number;
  /** How long a connection may stay silent before it is closed (ms). */
  readonly connectionTimeoutMs?: number;
  /** How long the request's headers may take to arrive (ms); never more than the request timeout. */
  readonly headersTimeoutMs?: number;
  /**
   * The proxies the shop runs behind (TRUST_PROXY, see trust-proxy.ts): how many hops, or their addresses.
   * The client address is then the rightmost X-Forwarded-For entry no trusted proxy wrote, and the scheme
   * X-Forwarded-Proto as the nearest proxy says. Unset by default, so a caller cannot claim another address
   * by sending the header itself.
   */
  readonly trustProxy?: TrustedProxies;
  /** The area plugins, each registered under /api/bff or at the root (the session service). */
  readonly areas: ReadonlyArray<{ readonly prefix: string; readonly plugin: (context: ServerContext) => FastifyPluginAsync }>;
  /**
   * Called after the answer to every request that may have written (not GET, HEAD or OPTIONS), so after its
   * transaction committed: the mail sender then looks for the mail that transaction queued.
   */
  readonly afterWrite?: () => void;
  /** Told of every route as it is added (tests use it to reach every route). */
  readonly onRoute?: (route: { readonly method: string; readonly url: string }) => void;
}

/**
 * Hashed build assets never change under their name, so a browser keeps them for a year without asking;
 * index.html names the current hashes, so it is checked on every visit; the rest (brand icons, the
 * manifest) keep their names across builds and are kept for an hour.
 */
function cacheControlOf(pathInClient: string): string {
  if (/^assets[\\/]/.test(pathInClient)) return 'public, max-age=31536000, immutable';
  if (/^index\.html(\.br|\.gz)?$/.test(pathInClient)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * How long the server waits on a client (docs/decisions.md, "Headers, timeouts and card numbers in free
 * text"): a request's headers must arrive within 10 s and the whole request within 30 s, a kept-alive
 * connection idle between requests is closed after 5 s, and a socket silent for 60 s is closed whatever it
 * was doing.
 */
export const DEFAULT_TIMEOUTS = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000, connectionMs: 60_000 } as const;

/** An id the proxy in front gave the request (letters, digits, `.`, `_`, `-`, up to 128), else a new one. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
}

/** Builds the server: one plugin per area of spec §7, behind one error handler and the site resolution. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_TIMEOUTS.requestMs;
  const headersTimeout = Math.min(options.headersTimeoutMs ?? DEFAULT_TIMEOUTS.headersMs, requestTimeout);
  const app = Fastify({
    // Card numbers a shopper typed into a search box or a url never reach the log whole.
    logger: options.logger ? { hooks: { streamWrite: maskedLogLine }, ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    requestTimeout,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? DEFAULT_TIMEOUTS.keepAliveMs,
    connectionTimeout: options.connectionTimeoutMs ?? DEFAULT_TIMEOUTS.connectionMs,
    // Node checks the headers and request timeouts on a timer (30 s by default): check often enough to keep them.
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(headersTimeout / 4))) },
    bodyLimit: 256 * 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // Refuse malformed JSON and odd content types with a 4xx rather than guess.
    ajv: { customOptions: { removeAdditional: false } },
    // One id per request in every log line, taken from the proxy in front (X-Request-Id) when it sent a sane one.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const context: ServerContext = { database: options.database, now: options.now ?? Date.now };
  // The catalog, projects and content pages are read into memory now, before the first shopper asks for them.
  await loadSeededContent(options.database);

  if (options.onRoute) {
    const report = options.onRoute;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) report({ method, url: route.url });
    });
  }
  if (options.afterWrite) {
    const afterWrite = options.afterWrite;
    app.addHook('onResponse', async (request) => {
      if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) afterWrite();
    });
  }
  installErrorHandler(app);
  installSiteResolution(app);
  acceptEmptyJsonBody(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // The session service's forms need formbody; the BFF refuses forms and other sites' posts (same-origin.ts).
  installSameOriginGuard(app);
  await installSecurityHeaders(app, { imageOrigin: options.imageOrigin, ...(options.tagManager ? { tagManager: options.tagManager } : {}) });

  app.get('/api/health', async () => ({ status: 'ok' }));
  installHealth(app, options.database);
  for (const area of options.areas) await app.register(area.plugin(context), { prefix: area.prefix });

  if (options.clientDir && existsSync(options.clientDir)) {
    const clientDir = resolvePath(options.clientDir);
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // "/" is a page like any other: rendered on the server, not the bare shell.
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts); send those as they are.
      preCompressed: true,
      maxAge: '1h',
      immutable: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlOf(relative(clientDir, path))),
    });
  }

  const sendPage = options.clientDir
    ? firstPaintPages({
        clientDir: resolvePath(options.clientDir),
        database: options.database,
        now: context.now,
        imageOrigin: options.imageOrigin ?? '',
        ...(options.tagManager ? { tagManager: options.tagManager } : {}),
        ...(options.devDataLayer ? { devDataLayer: true } : {}),
        ...(options.devEventLog ? { devEventLog: true } : {}),
        ...(options.analyticsSinks ? { analyticsSinks: options.analyticsSinks } : {}),
        ...(options.cardGateway ? { cardGateway: options.cardGateway } : {}),
      })
    : null;
  app.setNotFoundHandler((request, reply) => {
    const apiCall = request.url.startsWith('/api/') || request.url.startsWith('/fe/api/');
    if (!apiCall && request.method === 'GET' && sendPage && options.clientDir && existsSync(options.clientDir)) {
      // Every other path is a page of the client (/, /checkout, /store-finder, any /search…), rendered here
      // first; a path it has no page for is its Not Found page, with a 404.
      const path = request.url.split('?')[0] ?? '/';
      const known = isClientRoute(options.database, request.site.code, path);
      return sendPage(request, reply, known ? 200 : 404);
    }
    return reply.status(404).send({ statusCode: 404, message: 'Not Found' });
  });

  return app;
}
