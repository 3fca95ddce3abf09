import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_SNAPSHOT_MS } from '../../server/services/catalog/stock';
import { type TestServer, startTestServer } from './harness';

/**
 * A built client beside a server renderer that says how many pages it has rendered: the server's page cache is
 * seen through it. (The real renderer is checked in first-paint.test.ts and the browser tests.)
 */
const built = mkdtempSync(join(tmpdir(), 'storefront-built-'));
mkdirSync(join(built, 'client'));
mkdirSync(join(built, 'server'));
writeFileSync(
  join(built, 'client', 'index.html'),
  '<!doctype html><html lang="en-AU"><head><title>Storefront</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(built, 'server', 'first-paint.js'),
  `let renders = 0;
export async function renderFirstPaint(request) {
  renders += 1;
  return { head: '<title>Page</title>', body: '<main>render ' + renders + ' of ' + request.path + '</main>', state: '[]', route: 'content' };
}
`,
);

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, app: { clientDir: join(built, 'client') } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(built, { recursive: true, force: true });
});

const bodyOf = (text: string) => /<main>([^<]*)<\/main>/.exec(text)?.[1];

describe('pages rendered on the server are rendered once per version of the catalog', () => {
  it('answers the same page from one render, with one ETag, until the stock changes', async () => {
    const first = await server.request('GET', '/c/power-and-batteries');
    const second = await server.request('GET', '/c/power-and-batteries');
    expect(bodyOf(first.text)).toMatch(/^render \d+ of \/c\/power-and-batteries$/);
    expect(bodyOf(second.text)).toBe(bodyOf(first.text));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await server.request('GET', '/c/power-and-batteries', { headers: { 'if-none-match': String(first.headers.etag) } })).status).toBe(304);

    // Stock moves (an order, a delivery): the next request renders the page anew.
    const { db } = server.database;
    const moved = await db
      .selectFrom('stock')
      .select(['sku', 'location_key'])
      .orderBy('sku')
      .orderBy('location_key')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('stock')
      .set((eb) => ({ quantity: eb('quantity', '+', 1) }))
      .where('sku', '=', moved.sku)
      .where('location_key', '=', moved.location_key)
      .execute();
    clock += STOCK_SNAPSHOT_MS + 1;
    const after = await server.request('GET', '/c/power-and-batteries');
    expect(bodyOf(after.text)).not.toBe(bodyOf(first.text));
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('renders each address and each site apart', async () => {
    const jrau = await server.request('GET', '/search?q=one');
    const other = await server.request('GET', '/search?q=two');
    const jrnz = await server.request('GET', '/search?q=one', { site: 'jrnz' });
    expect(new Set([bodyOf(jrau.text), bodyOf(other.text), bodyOf(jrnz.text)]).size).toBe(3);
    expect(jrnz.text).toContain('<html lang="en-NZ" data-brand="jc">');
  });
});
