import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

/** The harness reads bodies as text; an image needs its bytes. */
function fetchImage(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { host: `images.localhost:${server.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const anySku = (site = 'jrau') =>
  server.database.sqlite.prepare('SELECT sku FROM product_prices WHERE site = ? ORDER BY sku LIMIT 1').pluck().get(site) as string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /img/products/{sku}.svg', () => {
  it('draws an SVG tile for every product the lists show, cacheable and revalidated by ETag', async () => {
    const list = await server.request('GET', '/api/bff/products/list?pageSize=3', { site: 'rtau' });
    for (const product of list.body.products as Array<{ sku: string; imageUrl: string }>) {
      const path = new URL(product.imageUrl, server.imageOrigin).pathname;
      expect(path).toBe(`/img/products/${product.sku}.svg`);
      const image = await fetchImage(path);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = image.bytes.toString('utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain(product.sku);
      expect(image.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const again = await fetchImage(path, { 'if-none-match': String(image.headers.etag) });
      expect(again.status).toBe(304);
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.width).toBe(400);
    }
  });

  it('sends the drawing gzipped to a browser that takes gzip, and the same drawing', async () => {
    const path = `/img/products/${anySku()}.svg`;
    const plain = await fetchImage(path);
    const zipped = await fetchImage(path, { 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(gunzipSync(zipped.bytes).equals(plain.bytes)).toBe(true);
    expect(zipped.headers.vary).toBe('accept-encoding');
  });

  it('answers WebP at the width the image rule asks for (format=webp&width=…)', async () => {
    const sku = anySku();
    for (const width of [100, 300, 1000]) {
      const image = await fetchImage(`/img/products/${sku}.svg?format=webp&width=${width}`);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
    }
    const plain = await fetchImage(`/img/products/${sku.toLowerCase()}.svg?format=webp`);
    expect((await sharp(plain.bytes).metadata()).width).toBe(400);
  });

  it('answers 404 for an unknown sku and 400 naming the field for a bad name, format or width', async () => {
    expect((await fetchImage('/img/products/ZZ9999.svg')).status).toBe(404);
    const cases: Array<[string, string]> = [
      [`/img/products/${anySku()}.png`, 'params.file'],
      ['/img/products/..%2F..%2Fetc%2Fpasswd.svg', 'params.file'],
      [`/img/products/${anySku()}.svg?format=webp&width=50`, 'query.width'],
      [`/img/products/${anySku()}.svg?format=webp&width=1001`, 'query.width'],
      [`/img/products/${anySku()}.svg?format=webp&width=abc`, 'query.width'],
      [`/img/products/${anySku()}.svg?format=gif`, 'query.format'],
    ];
    for (const [path, field] of cases) {
      const res = await fetchImage(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.bytes.toString('utf8')).message).toContain(field);
    }
  });
});
