import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bytes: Buffer;
}

/** The raw bytes as a browser receives them (the harness reads bodies as text, which would mangle gzip). */
const raw = (path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { host: `jrau.localhost:${server.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

describe('compressed catalog answers', () => {
  it.each([
    ['a category page', '/api/bff/products/list?page=1&pageSize=24'],
    ['a search', '/api/bff/products/search?q=battery'],
    ['a search matching most products', '/api/bff/products/search?q=a&pageSize=48'],
    ['a content page', '/api/bff/page?path=/'],
  ])('%s answered gzip decompresses to exactly the plain JSON, and names Accept-Encoding in Vary', async (_name, path) => {
    const plain = await raw(path);
    const gzipped = await raw(path, BROWSER);
    expect(plain.status).toBe(200);
    expect(gzipped.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.bytes.length);
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const unzipped = gunzipSync(gzipped.bytes).toString('utf8');
    expect(unzipped).toBe(plain.bytes.toString('utf8'));
    expect(JSON.parse(unzipped)).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('answers the same bytes to every gzip request of a cached answer', async () => {
    const path = '/api/bff/products/search?q=solder';
    const [first, second] = [await raw(path, BROWSER), await raw(path, BROWSER)];
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('sends plain JSON when gzip is refused or not offered', async () => {
    const path = '/api/bff/products/list?pageSize=24';
    for (const encoding of ['identity', 'br', 'gzip;q=0, deflate', 'deflate, *;q=0']) {
      const res = await raw(path, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(JSON.parse(res.bytes.toString('utf8')).products).toHaveLength(24);
    }
    for (const encoding of ['GZIP', 'br;q=1, gzip;q=0.5', '*']) {
      expect((await raw(path, { 'accept-encoding': encoding })).headers['content-encoding'], encoding).toBe('gzip');
    }
  });

  it('leaves small answers and errors uncompressed', async () => {
    const health = await raw('/api/health', BROWSER);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.bytes.toString('utf8'))).toEqual({ status: 'ok' });
    const tiny = await raw('/api/bff/products/listBySlugIds?productIds=nothing-such', BROWSER);
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(tiny.bytes.toString('utf8'))).toEqual({ products: [] });
    const missing = await raw('/api/bff/products/list?category=no-such-category', BROWSER);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
