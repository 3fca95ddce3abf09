import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/http/app';
import { catalogOf } from '../../server/services/catalog/store';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let app: FastifyInstance;
const INDEX = '<!doctype html><title>Storefront</title><div id="root"></div>';

beforeAll(async () => {
  server = await startTestServer();
  // The same server over the same database, now serving a built client as `npm start` does.
  const clientDir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  app = await buildApp({ database: server.database, areas: [], clientDir });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const get = (path: string, site = 'jrau') => app.inject({ method: 'GET', url: path, headers: { host: `${site}.localhost` } });

describe('a page the client has no route for is a 404 (with the client, which shows its Not Found page)', () => {
  it('answers 404 with index.html for /no-such-page, a product not sold and a page of another site', async () => {
    const rtauOnly = catalogOf(server.database).sites.rtau.sorted.relevance.find(
      (offer) => !catalogOf(server.database).sites.jrau.byId.has(offer.product.slug),
    )!;
    for (const path of ['/no-such-page', '/c/no-such-category', '/p/no-such-product', `/p/${rtauOnly.product.slug}`, '/checkout/a/b', '/compare/x']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body, path).toBe(INDEX);
    }
  });

  it('answers 200 for the client routes: home, a category, a product, search, compare, store finder, checkout, a confirmation, a store page', async () => {
    const jrau = catalogOf(server.database).sites.jrau;
    const product = jrau.sorted.relevance[0]!.product;
    const category = product.categories[0]!;
    const store = await server.database.db
      .selectFrom('content_pages')
      .select('path')
      .where('site', '=', 'jrau')
      .where('path', 'like', '/stores/%')
      .orderBy('path')
      .limit(1)
      .executeTakeFirstOrThrow();
    const paths = [
      '/',
      `/c/${category.slug}`,
      `/p/${product.slug}`,
      `/p/${product.sku}`,
      '/search?q=x',
      '/makerhub/search',
      '/compare?products=A|B',
      '/store-finder',
      '/checkout',
      '/checkout?sessionId=1',
      '/checkout/JR1000001',
      '/makerhub',
      store.path,
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(INDEX);
    }
  });

  it('keeps API misses JSON', async () => {
    const res = await get('/api/bff/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found' });
  });
});
