import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maskCardNumbersIn } from '../../src/domain/payments/card-numbers';
import { SITE_CODES, type SiteCode } from '../../src/domain/site';
import { type TagManagerSettings, tagManagerScript } from '../tag-manager';

/** Where browsers send the report of a Content-Security-Policy violation (the `report-uri` of every policy). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** A year, for HSTS: long enough that a shopper who came once over https never falls back to http. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** A report is a few hundred bytes; anything much larger is not a browser's report. */
const REPORT_BODY_LIMIT = 16 * 1024;

/** The origin of the image host (a CDN in production), or null when it is not a URL. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The policy of the shop's pages (the built client and every answer of the API). Each source is there for
 * something the shop does (docs/decisions.md, "Headers, timeouts and card numbers in free text"):
 * the built scripts and styles are files of our own origin (no inline script in index.html; the JSON-LD
 * script is a data block, which a policy does not govern), product pictures come from the image host,
 * the payment providers' drop-in and pay form are frames under /sandbox on our own origin, and every
 * call (API, bot check, session service, logs) goes to our own origin. A site with a tag manager configured
 * admits its origin, and only it, for its script, its calls and its pixels.
 */
export function shopContentSecurityPolicy(imageOrigin?: string, tagManagerOrigin?: string): Record<string, string[]> {
  const images = originOf(imageOrigin);
  const tags = originOf(tagManagerOrigin);
  const withTags = (values: string[]) => (tags ? [...values, tags] : values);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': withTags(["'self'"]),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': withTags(["'self'", ...(images ? [images] : [])]),
    'font-src': ["'self'"],
    'connect-src': withTags(["'self'"]),
    'frame-src': ["'self'"],
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
  };
}

/** A policy as a header value, for pages that set their own (the session service's and the sandbox's). */
export const policyHeader = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** What a browser's report says, flattened: a CSP report (`csp-report`) or a Reporting API batch. */
function violationsOf(body: unknown): unknown[] {
  if (Array.isArray(body))
    return body.map((report) => (report && typeof report === 'object' ? ((report as { body?: unknown }).body ?? report) : report));
  if (body && typeof body === 'object' && 'csp-report' in body) return [(body as Record<string, unknown>)['csp-report']];
  return [body];
}

/**
 * Security headers on every answer: the pages of the client, the session service's pages, the API and the
 * built assets (spec §9, OWASP ASVS V3.4). Strict-Transport-Security only over TLS: `request.protocol` is
 * https when the socket is TLS, or when a trusted proxy (TRUST_PROXY) says so in X-Forwarded-Proto.
 */
/**
 * The headers helmet sets for a configuration, read once from its middleware: they are the same for every
 * answer (no nonces), so the server sets them as one object instead of running helmet per request.
 */
function helmetHeaders(configuration: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(configuration)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return headers;
}

/** The client's hashed scripts and stylesheets (`vite build`); not its SVG pictures, which a browser can open as a page. */
const BUILT_CODE = /^\/assets\/[\w.-]+\.(js|css)(\?|$)/;

export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { readonly imageOrigin?: string; readonly tagManager?: TagManagerSettings },
): Promise<void> {
  // @fastify/helmet builds helmet's middleware again for every request, which halved the server's throughput
  // (docs/decisions.md); helmet's headers are read once here (for each site: its tag manager, if any) and set as they are.
  const headersOf = (site: SiteCode) =>
    helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: shopContentSecurityPolicy(
          options.imageOrigin,
          tagManagerScript(options.tagManager, site) ? options.tagManager?.origin : undefined,
        ),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Set below, only when the request came over TLS.
      strictTransportSecurity: false,
    });
  const bySite = new Map(SITE_CODES.map((site) => [site, headersOf(site)] as const));
  const headers = bySite.get('jrau') ?? headersOf('jrau');
  // A built script or stylesheet is never shown as a document: the policies of a page mean nothing on it, and
  // were a kilobyte of every such answer. It keeps what guards a script: no sniffing, not for other origins.
  const assetHeaders = { 'x-content-type-options': headers['x-content-type-options'] ?? 'nosniff', 'cross-origin-resource-policy': 'same-origin' };
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(BUILT_CODE.test(request.url) ? assetHeaders : (bySite.get(request.site?.code) ?? headers));
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });

  await app.register(async (reports) => {
    reports.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }), undefined);
        }
      },
    );
    reports.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
      for (const violation of violationsOf(request.body)) {
        // A report names the page's address, which may hold whatever a shopper typed into a search box.
        request.log.warn({ cspViolation: maskCardNumbersIn(violation ?? null) }, 'content security policy violation');
      }
      return reply.status(204).send();
    });
  });
}
