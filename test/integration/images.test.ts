import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

/** The harness reads bodies as text; an image needs its bytes. */
function fetchImage(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, path, headers: { host: `images.localhost:${server.port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const anySku = async (site = 'jrau') =>
  (await server.database.db.selectFrom('product_prices').select('sku').where('site', '=', site).orderBy('sku').limit(1).executeTakeFirstOrThrow())
    .sku;

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
      // A drawing of the item, not a label: no sku stamped on it.
      expect(svg).not.toContain(product.sku);
      expect(svg).toMatch(/data-kind="[a-z-]+"/);
      expect(image.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const again = await fetchImage(path, { 'if-none-match': String(image.headers.etag) });
      expect(again.status).toBe(304);
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.width).toBe(400);
    }
  });

  it('sends the drawing gzipped to a browser that takes gzip, and the same drawing', async () => {
    const path = `/img/products/${await anySku()}.svg`;
    const plain = await fetchImage(path);
    const zipped = await fetchImage(path, { 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length);
    expect(gunzipSync(zipped.bytes).equals(plain.bytes)).toBe(true);
    expect(zipped.headers.vary).toBe('accept-encoding');
  });

  it('answers WebP at the width the image rule asks for (format=webp&width=…)', async () => {
    const sku = await anySku();
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

  it('draws three views of a product, each at its own address, listed by the product detail', async () => {
    const sku = await anySku();
    const detail = await server.request('GET', `/api/bff/products/listBySlugIds?productIds=${sku}`, { site: 'jrau' });
    const product = (detail.body.products as Array<{ imageUrl: string; imageUrls: string[] }>)[0]!;
    expect(product.imageUrls).toHaveLength(3);
    expect(product.imageUrls[0]).toBe(product.imageUrl);
    const paths = product.imageUrls.map((url) => new URL(url, server.imageOrigin).pathname);
    expect(paths).toEqual([`/img/products/${sku}.svg`, `/img/products/${sku}-2.svg`, `/img/products/${sku}-3.svg`]);
    const bodies = new Set<string>();
    for (const path of paths) {
      const image = await fetchImage(path);
      expect(image.status, path).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      bodies.add(image.bytes.toString('utf8'));
    }
    expect(bodies.size).toBe(3);
  });

  it('answers AVIF and WebP, by their bytes, at the width asked, each with its own ETag', async () => {
    const sku = await anySku('jrnz');
    const etags = new Set<string>();
    for (const [format, width] of [
      ['avif', 100],
      ['avif', 400],
      ['avif', 1000],
      ['webp', 400],
      ['webp', 700],
    ] as const) {
      const path = `/img/products/${sku}-2.svg?format=${format}&width=${width}`;
      const image = await fetchImage(path);
      expect(image.status, path).toBe(200);
      expect(image.headers['content-type']).toBe(`image/${format}`);
      expect(image.headers['cache-control']).toMatch(/public, max-age=\d+/);
      if (format === 'avif') {
        // ISO-BMFF: a 'ftyp' box whose major brand is 'avif'
        expect(image.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
        expect(image.bytes.subarray(8, 12).toString('latin1')).toBe('avif');
      } else {
        expect(image.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(image.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(width);
      const etag = String(image.headers.etag);
      etags.add(etag);
      expect((await fetchImage(path, { 'if-none-match': etag })).status).toBe(304);
      const again = await fetchImage(path);
      expect(again.bytes.equals(image.bytes)).toBe(true);
    }
    expect(etags.size).toBe(5);
  });

  it('answers 404 for an unknown sku and 400 naming the field for a bad name, format or width', async () => {
    expect((await fetchImage('/img/products/ZZ9999.svg')).status).toBe(404);
    expect((await fetchImage('/img/products/ZZ9999-2.svg?format=avif&width=400')).status).toBe(404);
    for (const view of [0, 4, 12]) expect((await fetchImage(`/img/products/${await anySku()}-${view}.svg`)).status, `view ${view}`).toBe(404);
    const cases: Array<[string, string]> = [
      [`/img/products/${await anySku()}.png`, 'params.file'],
      ['/img/products/..%2F..%2Fetc%2Fpasswd.svg', 'params.file'],
      [`/img/products/${await anySku()}.svg?format=webp&width=50`, 'query.width'],
      [`/img/products/${await anySku()}.svg?format=webp&width=1001`, 'query.width'],
      [`/img/products/${await anySku()}.svg?format=webp&width=abc`, 'query.width'],
      [`/img/products/${await anySku()}.svg?format=gif`, 'query.format'],
      [`/img/products/${await anySku()}-2.svg?format=avif&width=99`, 'query.width'],
      [`/img/products/${await anySku()}-3.svg?format=avif&width=400.5`, 'query.width'],
    ];
    for (const [path, field] of cases) {
      const res = await fetchImage(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.bytes.toString('utf8')).message).toContain(field);
    }
  });
});
