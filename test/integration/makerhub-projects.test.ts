import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddProjectToCartResponse } from '../../contract/project-parts';
import { ProjectPage, ProjectWire } from '../../contract/products';
import type { SiteCode } from '../../src/domain/site';
import { type RawBuilder, sql } from 'kysely';
import { numberOf, putStock, rows, type TestServer, startTestServer } from './harness';

let server: TestServer;

const SITE = { jrau: { brand: 'jc', country: 'AU' }, jrnz: { brand: 'jc', country: 'NZ' }, rtau: { brand: 'rtm', country: 'AU' } } as const;
/** The locations a site sells from: its country's warehouses and its brand's stores there. */
const locations = (site: SiteCode) => sql`(location_key IN (SELECT warehouse_key FROM warehouses WHERE country = ${SITE[site].country})
  OR location_key IN (SELECT store_key FROM stores WHERE brand = ${SITE[site].brand} AND country = ${SITE[site].country}))`;

const db = () => server.database.db;
interface Row {
  id: string;
  site: string;
  slug: string;
  kind: string;
  time_required: string;
  steps: string;
  parts: string;
}
const projects = (query: RawBuilder<unknown>) => rows<Row>(server, query);

/** Exactly `units` of the sku where the site sells from (its country's first warehouse), none elsewhere there. */
async function setStock(site: SiteCode, sku: string, units: number): Promise<void> {
  await sql`UPDATE stock SET quantity = 0, reserved = 0 WHERE sku = ${sku} AND ${locations(site)}`.execute(db());
  const { warehouse_key } = await db()
    .selectFrom('warehouses')
    .select('warehouse_key')
    .where('country', '=', SITE[site].country)
    .orderBy('warehouse_key')
    .executeTakeFirstOrThrow();
  await putStock(server, sku, warehouse_key, units);
}
const clearLimit = (sku: string) => db().updateTable('products').set({ order_limit: null }).where('sku', '=', sku).execute();

const projectOf = async (site: SiteCode, slug: string) => {
  const page = await server.request('GET', `/api/bff/page?path=/makerhub/projects/${slug}`, { site });
  expect(page.status).toBe(200);
  return ProjectWire.parse(page.body.data.dehydratedState[0].data);
};
const addAll = (site: SiteCode, token: string, id: string) => server.request('POST', `/api/bff/projects/${id}/add-to-cart`, { site, token });

/** The site's projects with at least `n` parts, in a stable order; each test takes its own. */
const projectsWithParts = async (site: SiteCode, n: number) =>
  (await projects(sql`SELECT * FROM projects WHERE site = ${site} AND kind = 'project' ORDER BY id`)).filter((r) => JSON.parse(r.parts).length >= n);

function fetchImage(path: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { host: `images.localhost:${server.port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.close());

describe('Makerhub projects: steps, time and parts', () => {
  it('seeds at least 30 projects across the sites, each with a time, 3 to 6 steps and 3 to 6 parts with quantities', async () => {
    const seeded = await projects(sql`SELECT * FROM projects WHERE kind = 'project'`);
    expect(seeded.length).toBeGreaterThanOrEqual(30);
    expect(seeded.filter((p) => p.site === 'jrau').length).toBeGreaterThanOrEqual(24);
    expect(seeded.filter((p) => p.site === 'jrnz').length).toBeGreaterThanOrEqual(24);
    expect(seeded.filter((p) => p.site === 'rtau').length).toBeGreaterThanOrEqual(8);
    for (const p of seeded) {
      expect(p.time_required, p.id).toMatch(/\d|weekend|day/);
      const steps = JSON.parse(p.steps) as Array<{ title: string; body: string }>;
      expect(steps.length, p.id).toBeGreaterThanOrEqual(3);
      expect(steps.length, p.id).toBeLessThanOrEqual(6);
      for (const step of steps) expect(step.body.length, p.id).toBeGreaterThan(40);
      const parts = JSON.parse(p.parts) as Array<{ sku: string; quantity: number }>;
      expect(parts.length, p.id).toBeGreaterThanOrEqual(1);
      for (const part of parts) {
        expect(part.quantity).toBeGreaterThanOrEqual(1);
        expect(part.quantity).toBeLessThanOrEqual(4);
        // A real product on sale on the project's own site.
        expect(
          await numberOf(server, sql`SELECT count(*) FROM product_prices WHERE sku = ${part.sku} AND site = ${p.site}`),
          `${p.id} ${part.sku}`,
        ).toBe(1);
      }
    }
    expect(seeded.some((p) => (JSON.parse(p.parts) as Array<{ quantity: number }>).some((part) => part.quantity > 1))).toBe(true);
  });

  it('serves a project with its time, steps with pictures and parts with quantities, and lists them with difficulty and time', async () => {
    const [row] = await projectsWithParts('jrau', 3);
    const project = await projectOf('jrau', row!.slug);
    expect(project.timeRequired).toBe(row!.time_required);
    expect(project.steps.length).toBe(JSON.parse(row!.steps).length);
    expect(project.steps[0]!.imageUrl).toMatch(new RegExp(`/img/projects/${row!.id}/step-1\\.svg$`));
    expect(project.parts.map((p) => [p.product.sku, p.quantity])).toEqual(
      (JSON.parse(row!.parts) as Array<{ sku: string; quantity: number }>).map((p) => [p.sku, p.quantity]),
    );
    const listed = ProjectPage.parse((await server.request('GET', '/api/bff/projects/list?kind=project&pageSize=48', { site: 'rtau' })).body);
    expect(listed.projects.length).toBeGreaterThanOrEqual(8);
    expect(listed.projects.every((p) => p.timeRequired !== '' && p.difficulty !== '')).toBe(true);
  });

  it('draws each step picture, numbered and titled, the same every time; an unknown step is 404', async () => {
    const [row] = await projectsWithParts('rtau', 1);
    const steps = JSON.parse(row!.steps) as Array<{ title: string }>;
    for (const [i, step] of steps.entries()) {
      const image = await fetchImage(`/img/projects/${row!.id}/step-${i + 1}.svg`);
      expect(image.status).toBe(200);
      expect(image.type).toMatch(/^image\/svg\+xml/);
      expect(image.text).toContain(`Step ${i + 1}`);
      expect(image.text).toContain(step.title.split(' ')[0]);
      expect((await fetchImage(`/img/projects/${row!.id}/step-${i + 1}.svg`)).text).toBe(image.text);
    }
    expect((await fetchImage(`/img/projects/${row!.id}/step-${steps.length + 1}.svg`)).status).toBe(404);
    expect((await fetchImage(`/img/projects/no-such-project/step-1.svg`)).status).toBe(404);
  });
});

describe('POST /bff/projects/{id}/add-to-cart', () => {
  it('adds every in-stock part with its quantity in one call, and answers the cart', async () => {
    const row = (await projectsWithParts('jrau', 3))[1]!;
    const parts = JSON.parse(row.parts) as Array<{ sku: string; quantity: number }>;
    for (const part of parts) {
      await setStock('jrau', part.sku, 50);
      await clearLimit(part.sku);
    }
    const token = await server.anonymousToken('jrau');
    const res = await addAll('jrau', token, row.id);
    expect(res.status, res.text).toBe(200);
    const answer = AddProjectToCartResponse.parse(res.body);
    expect(answer.skipped).toEqual([]);
    expect(answer.cart.lineItems.map((l) => [l.variant.sku, l.quantity]).sort()).toEqual(parts.map((p) => [p.sku, p.quantity]).sort());
    // Twice is twice the parts: the plan counts what the cart already holds.
    const again = AddProjectToCartResponse.parse((await addAll('jrau', token, row.id)).body);
    expect(again.cart.lineItems.map((l) => [l.variant.sku, l.quantity]).sort()).toEqual(parts.map((p) => [p.sku, p.quantity * 2]).sort());
  });

  it('skips an out-of-stock part and names it with in-stock substitutes of its category; a short part goes in reduced', async () => {
    const row = (await projectsWithParts('jrnz', 3)).find((r) => (JSON.parse(r.parts) as Array<{ quantity: number }>).some((p) => p.quantity > 1))!;
    const parts = JSON.parse(row.parts) as Array<{ sku: string; quantity: number }>;
    const short = parts.find((p) => p.quantity > 1)!;
    const gone = parts.find((p) => p !== short)!;
    for (const part of parts) {
      await setStock('jrnz', part.sku, part === gone ? 0 : part === short ? short.quantity - 1 : 30);
      await clearLimit(part.sku);
    }
    const token = await server.anonymousToken('jrnz');
    const answer = AddProjectToCartResponse.parse((await addAll('jrnz', token, row.id)).body);
    const skipped = new Map(answer.skipped.map((s) => [s.sku, s]));
    expect(skipped.get(gone.sku)).toMatchObject({ reason: 'Out of stock', added: 0, wanted: gone.quantity });
    const { title } = await db().selectFrom('products').select('title').where('sku', '=', gone.sku).executeTakeFirstOrThrow();
    expect(skipped.get(gone.sku)!.name).toBe(title);
    expect(skipped.get(short.sku)).toMatchObject({ added: short.quantity - 1, wanted: short.quantity });
    expect(answer.skipped).toHaveLength(2);
    const lines = new Map(answer.cart.lineItems.map((l) => [l.variant.sku, l.quantity]));
    expect(lines.has(gone.sku)).toBe(false);
    expect(lines.get(short.sku)).toBe(short.quantity - 1);
    for (const part of parts.filter((p) => p !== gone && p !== short)) expect(lines.get(part.sku)).toBe(part.quantity);

    const offered = answer.substitutes.find((s) => s.forSku === gone.sku)!;
    expect(offered.products.length).toBeGreaterThan(0);
    expect(offered.products.length).toBeLessThanOrEqual(3);
    const leaf = async (sku: string) =>
      (await db().selectFrom('products').select('category_id').where('sku', '=', sku).executeTakeFirstOrThrow()).category_id;
    const price = async (sku: string) =>
      (await db().selectFrom('product_prices').select('final_cents').where('sku', '=', sku).where('site', '=', 'jrnz').executeTakeFirstOrThrow())
        .final_cents;
    for (const product of offered.products) {
      expect(await leaf(product.sku)).toBe(await leaf(gone.sku));
      expect(
        product.inStock ||
          ((await numberOf(server, sql`SELECT SUM(quantity - reserved) FROM stock WHERE sku = ${product.sku} AND ${locations('jrnz')}`)) ?? 0) > 0,
      ).toBe(true);
      expect(parts.some((p) => p.sku === product.sku)).toBe(false);
    }
    const goneAt = await price(gone.sku);
    const distances: number[] = [];
    for (const p of offered.products) distances.push(Math.abs((await price(p.sku)) - goneAt));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('refuses a frozen cart with 409 and changes nothing', async () => {
    const row = (await projectsWithParts('rtau', 2))[0]!;
    const parts = JSON.parse(row.parts) as Array<{ sku: string; quantity: number }>;
    for (const part of parts) {
      await setStock('rtau', part.sku, 40);
      await clearLimit(part.sku);
    }
    const token = await server.anonymousToken('rtau');
    expect((await server.request('POST', '/api/bff/cart/add', { site: 'rtau', token, body: { sku: parts[0]!.sku, quantity: 1 } })).status).toBe(200);
    expect(
      (await server.request('PATCH', '/api/bff/cart/freeze', { site: 'rtau', token, headers: { 'content-type': 'application/json' } })).status,
    ).toBe(200);
    const res = await addAll('rtau', token, row.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'The cart is frozen for checkout' });
    const cart = await server.request('GET', '/api/bff/cart/details', { site: 'rtau', token });
    expect(cart.body.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1]);
  });

  it('needs a bearer, knows only its own site projects, and checks the id', async () => {
    const row = (await projectsWithParts('jrau', 1))[0]!;
    expect((await server.request('POST', `/api/bff/projects/${row.id}/add-to-cart`, { site: 'jrau' })).status).toBe(401);
    const token = await server.anonymousToken('rtau');
    expect((await addAll('rtau', token, row.id)).status).toBe(404);
    expect((await addAll('rtau', token, 'NOT_AN_ID')).status).toBe(400);
  });
});

describe('Makerhub articles', () => {
  it('pages the article listing and gives each article its sections and related products', async () => {
    const total = (await numberOf(server, sql`SELECT count(*) FROM projects WHERE site = 'jrau' AND kind = 'article'`))!;
    expect(total).toBeGreaterThan(12);
    const first = ProjectPage.parse((await server.request('GET', '/api/bff/projects/list?kind=article&page=1&pageSize=12', { site: 'jrau' })).body);
    const second = ProjectPage.parse((await server.request('GET', '/api/bff/projects/list?kind=article&page=2&pageSize=12', { site: 'jrau' })).body);
    expect(first.projects).toHaveLength(12);
    expect(second.projects).toHaveLength(total - 12);
    expect(new Set([...first.projects, ...second.projects].map((p) => p.id)).size).toBe(total);
    const listing = await server.request('GET', '/api/bff/page?path=/makerhub/articles', { site: 'jrau' });
    expect(listing.body.pageType).toBe('Article Listing');
    expect(listing.body.data.dehydratedState[0].key).toEqual(['projects', { kind: 'article', page: 1 }]);
    expect(ProjectPage.parse(listing.body.data.dehydratedState[0].data).pageSize).toBe(12);

    const article = first.projects[0]!;
    expect(article.steps.length).toBeGreaterThanOrEqual(3);
    const page = await server.request('GET', `/api/bff/page?path=${article.url}`, { site: 'jrau' });
    expect(page.body.pageType).toBe('Makerhub Article');
    const blocks = page.body.data.blocks as Array<{ type: string; products?: unknown[] }>;
    expect(blocks.map((b) => b.type)).toContain('articleBody');
    expect(blocks.find((b) => b.type === 'productList')!.products!.length).toBeGreaterThan(0);
  });
});
