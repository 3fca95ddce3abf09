import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import type { Cached } from '../services/catalog/cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An uncached answer smaller than this goes out as is: gzip's framing eats much of the gain on a few
 * hundred bytes, and compressing on every request would cost more CPU than the bytes it saves.
 */
export const MIN_GZIP_BYTES = 1024;
/** Uncached answers are compressed on every request, so at zlib's fastest level. */
const PER_REQUEST_GZIP_LEVEL = 1;

/**
 * Whether an Accept-Encoding header admits gzip (RFC 9110 §12.5.3: a coding, or `*`, with q > 0;
 * x-gzip is an alias). Browsers send the same header every time, so the last answer is remembered.
 */
let lastHeader: string | undefined;
let lastAnswer = false;
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  if (header === lastHeader) return lastAnswer;
  let star = false;
  let answer: boolean | undefined;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';');
    const name = coding.trim().toLowerCase();
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const admitted = q === undefined || Number(q.slice(2)) > 0;
    if (name === '*') star = admitted;
    else answer ??= admitted;
  }
  lastHeader = header;
  lastAnswer = answer ?? star;
  return lastAnswer;
}

const wantsGzip = (request: FastifyRequest): boolean => {
  const header = request.headers['accept-encoding'];
  return acceptsGzip(Array.isArray(header) ? header.join(',') : header);
};

/**
 * Sends a cached answer: its gzip (made once per entry) when the request accepts gzip, its JSON
 * otherwise. Either way the answer names Accept-Encoding in Vary, so a shared cache keeps both.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: Cached<unknown>): FastifyReply {
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  if (answer.json.length >= MIN_GZIP_BYTES && wantsGzip(request)) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}

/** Sends an answer that is not cached: compressed per request only when it is large enough to be worth it. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  const json = JSON.stringify(value);
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  if (json.length >= MIN_GZIP_BYTES && wantsGzip(request)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(json, { level: PER_REQUEST_GZIP_LEVEL }));
  }
  return reply.send(json);
}
