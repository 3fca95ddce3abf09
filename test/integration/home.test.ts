import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageResponse } from '../../contract/content';
import { WorkshopsNearResponse } from '../../contract/makerhub';
import { distanceKm } from '../../src/domain/catalog';
import { BEST_SELLER_DAYS } from '../../server/services/content/home/best-sellers';
import { shelfProducts } from '../../server/services/content/home/home-shelves';
import { type RawBuilder, sql } from 'kysely';
import { rows as rowsOn, startTestServer, type TestServer } from './harness';

type SiteCode = 'jrau' | 'jrnz' | 'rtau';
const SITES: SiteCode[] = ['jrau', 'jrnz', 'rtau'];
type Block = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const home = async (site: SiteCode) => {
  const res = await server.request('GET', '/api/bff/page?path=/', { site });
  expect(res.status).toBe(200);
  return PageResponse.parse(res.body).data.blocks as Block[];
};
const shelf = (blocks: Block[], name: string) =>
  blocks.find((b) => b.shelf === name) as {
    products: Array<{ sku: string; slug: string; inStock: boolean; finalPrice: { centAmount: number }; regularPrice: { centAmount: number } }>;
  };
const rows = <T>(query: RawBuilder<unknown>) => rowsOn<T>(server, query);

/** Units sold per sku, from the orders' lines as a shopper's receipts would add them up: the last 30 days first, then all time. */
async function salesRanking(site: SiteCode, now: number): Promise<string[]> {
  const since = now - BEST_SELLER_DAYS * 86_400_000;
  const units = new Map<string, { recent: number; all: number }>();
  for (const order of await rows<{ lines: string; created_at: number }>(
    sql`SELECT lines, created_at FROM orders WHERE site = ${site} AND status <> 'cancelled'`,
  )) {
    for (const line of JSON.parse(order.lines) as Array<{ sku: string; quantity: number }>) {
      const entry = units.get(line.sku) ?? { recent: 0, all: 0 };
      entry.all += line.quantity;
      if (order.created_at >= since) entry.recent += line.quantity;
      units.set(line.sku, entry);
    }
  }
  return [...units].sort(([a, x], [b, y]) => y.recent - x.recent || y.all - x.all || (a < b ? -1 : 1)).map(([sku]) => sku);
}

describe('the home page (issue 20: a home page worth landing on)', () => {
  it('on every site shows categories with pictures, deals, best sellers, new arrivals, Makerhub picks and workshops, each with real items', async () => {
    for (const site of SITES) {
      const blocks = await home(site);
      const tiles = blocks.find((b) => b.type === 'categoryTiles')!.categories as Array<{ href: string; imageUrl: string; count: number }>;
      expect(tiles.length, site).toBeGreaterThanOrEqual(10);
      for (const tile of tiles) {
        expect(tile.imageUrl).toMatch(/\/img\/products\/[^/]+\.svg$/);
        expect(tile.count).toBeGreaterThan(0);
        const category = await server.request('GET', `/api/bff/page?path=${encodeURIComponent(tile.href)}`, { site });
        expect(category.status, `${site} ${tile.href}`).toBe(200);
      }
      for (const name of ['deals', 'bestSellers', 'newArrivals']) {
        const { products } = shelf(blocks, name);
        expect(products.length, `${site} ${name}`).toBeGreaterThanOrEqual(6);
        expect(
          products.every((p) => p.inStock),
          `${site} ${name} in stock`,
        ).toBe(true);
        expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
      }
      // A deal is a real saving on the shelf price.
      expect(shelf(blocks, 'deals').products.every((p) => p.finalPrice.centAmount < p.regularPrice.centAmount)).toBe(true);
      const picks = blocks.find((b) => b.type === 'projectList')!.projects as Array<{ url: string }>;
      expect(picks.length, `${site} picks`).toBeGreaterThanOrEqual(3);
      for (const pick of picks)
        expect((await server.request('GET', `/api/bff/page?path=${encodeURIComponent(pick.url)}`, { site })).status).toBe(200);
      const near = WorkshopsNearResponse.parse(blocks.find((b) => b.type === 'workshopsNear')!.near);
      expect(near.store.chosen).toBe(false);
      expect(near.sessions.length, `${site} workshops`).toBe(3);
    }
  });

  it('a shelf of deals or new arrivals shows the range: never two products of one leaf category', async () => {
    for (const site of SITES) {
      const blocks = await home(site);
      for (const name of ['deals', 'newArrivals']) {
        const skus = shelf(blocks, name).products.map((p) => p.sku);
        const leaves = await server.database.db.selectFrom('products').select('category_id').where('sku', 'in', skus).execute();
        expect(new Set(leaves.map((l) => l.category_id)).size, `${site} ${name}`).toBe(skus.length);
      }
    }
  });

  it('best sellers are the products the order history sold most, in that order, passing over what is out of stock or not sold on the site', async () => {
    for (const site of SITES) {
      const shown = shelf(await home(site), 'bestSellers').products.map((p) => p.sku);
      const ranking = await salesRanking(site, Date.now());
      const positions = shown.map((sku) => ranking.indexOf(sku));
      expect(
        positions.every((p) => p >= 0),
        site,
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // Whatever the ranking has above the last one shown and the shelf left out cannot be bought on the site today.
      const skipped = ranking.slice(0, positions.at(-1)! + 1).filter((sku) => !shown.includes(sku));
      if (skipped.length > 0) {
        const listed = await server.request('GET', `/api/bff/products/listBySlugIds?productIds=${skipped.join('|')}`, { site });
        const buyable = (listed.body.products as Array<{ sku: string; inStock: boolean }>).filter((p) => p.inStock).map((p) => p.sku);
        expect(buyable, site).toEqual([]);
      }
    }
  });

  it('a product that has just sold more than any other leads the best sellers', async () => {
    const { sku } = (
      await rows<{ sku: string }>(
        sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'rtau'
       JOIN stock s ON s.sku = p.sku AND s.location_key LIKE 'wh-au-%' AND s.quantity > 10
       WHERE p.content_type = 'Physical Product' ORDER BY p.rank DESC LIMIT 1`,
      )
    )[0]!;
    const context = { database: server.database, imageOrigin: server.imageOrigin, now: () => Date.now() };
    expect((await shelfProducts(context, 'rtau', 'bestSellers', 8)).map((p) => p.sku)).not.toContain(sku);
    const { db } = server.database;
    const now = Date.now();
    await sql`INSERT INTO payment_attempts (reference, cart_id, site, owner, customer_id, anonymous_id, amount_cents, currency, fraud_token, session_id, draft, state, created_at)
                VALUES ('home-test-ref', 'home-test-cart', 'rtau', 'anonymous:home-test', NULL, 'home-test', 100, 'AUD', NULL, NULL, '{}', 'ordered', ${now})`.execute(
      db,
    );
    await sql`INSERT INTO orders (order_number, payment_reference, site, owner, customer_id, anonymous_id, status, fulfilment, delivery_type, shipping_code, shipping_name, store, contact, billing_address, lines,
                subtotal_cents, discount_cents, discount_code, coupon_cents, shipping_cents, insurance_cents, gift_card_cents, credit_cents, total_cents, tax_cents, currency, payment_method, card_brand, card_last4,
                psp_reference, fraud_token, purchase_order_number, created_at, origin)
                VALUES ('RTM7777777', 'home-test-ref', 'rtau', 'anonymous:home-test', NULL, 'home-test', 'order-placed', 'homeDelivery', 'deliveryStore', 'JAU_STD', 'Standard delivery', NULL, '{}', NULL, ${JSON.stringify([{ sku, name: 'x', quantity: 500, unitPrice: 1, lineTotal: 500 }])},
                100, 0, NULL, 0, 0, 0, 0, 0, 100, 9, 'AUD', 'card', 'visa', '4242', NULL, NULL, NULL, ${now}, 'online')`.execute(db);
    // The next stock snapshot (a few seconds on) brings the sale in, as it does for every catalog read.
    const later = { ...context, now: () => Date.now() + 60_000 };
    expect((await shelfProducts(later, 'rtau', 'bestSellers', 8))[0]!.sku).toBe(sku);
  });
});

describe('GET /bff/makerhub/workshops/near', () => {
  const near = (site: SiteCode, query: string) => server.request('GET', `/api/bff/makerhub/workshops/near${query}`, { site });
  /** Where each store is, by its key. */
  const storePlaces = async () =>
    new Map((await server.database.db.selectFrom('stores').select(['store_key', 'latitude', 'longitude']).execute()).map((s) => [s.store_key, s]));

  it("lists the next sessions nearest the shopper's store, nearest first", async () => {
    const places = await storePlaces();
    const storeOf = (key: string) => places.get(key)!;
    const stores = await rows<{ store_key: string; state: string }>(
      sql`SELECT store_key, state FROM stores WHERE brand = 'jc' AND country = 'AU' AND state = 'WA' ORDER BY store_key`,
    );
    const perth = stores[0]!.store_key;
    const res = await near('jrau', `?storeKey=${perth}&limit=4`);
    expect(res.status).toBe(200);
    const body = WorkshopsNearResponse.parse(res.body);
    expect(body.store).toMatchObject({ storeKey: perth, chosen: true });
    expect(body.sessions).toHaveLength(4);
    const distances = body.sessions.map((s) => s.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // Every session is at a store at least as near as any session left out.
    const all = await rows<{ store_key: string }>(sql`SELECT store_key FROM workshop_sessions WHERE site = 'jrau' AND starts_at > ${Date.now()}`);
    const from = storeOf(perth);
    const km = (key: string) => {
      const s = storeOf(key);
      return Math.hypot(s.latitude - from.latitude, s.longitude - from.longitude);
    };
    const shownFarthest = Math.max(...body.sessions.map((s) => km(s.store.storeKey)));
    expect(all.filter((s) => km(s.store_key) < shownFarthest - 1e-9).length).toBeLessThanOrEqual(4);
    // Sydney's default list is another one: Perth's shopper sees Perth's.
    const fallback = WorkshopsNearResponse.parse((await near('jrau', '')).body);
    expect(fallback.store.chosen).toBe(false);
    expect(fallback.sessions[0]!.store.state).toBe('NSW');
    expect(body.sessions[0]!.store.storeKey).not.toBe(fallback.sessions[0]!.store.storeKey);
    // …and nearer Perth than the default list's first session is.
    expect(body.sessions[0]!.distanceKm).toBeLessThan(distanceKm(from, storeOf(fallback.sessions[0]!.store.storeKey)));
  });

  it("takes an unknown or another brand's store as no store, and refuses a malformed key or limit with 400", async () => {
    const rtm = (await rows<{ store_key: string }>(sql`SELECT store_key FROM stores WHERE brand = 'rtm' ORDER BY store_key LIMIT 1`))[0]!.store_key;
    expect(WorkshopsNearResponse.parse((await near('jrau', `?storeKey=${rtm}`)).body).store.chosen).toBe(false);
    expect(WorkshopsNearResponse.parse((await near('jrau', '?storeKey=no-such-store')).body).store.chosen).toBe(false);
    expect((await near('jrau', '?storeKey=%3Cscript%3E')).status).toBe(400);
    expect((await near('jrau', '?limit=500')).status).toBe(400);
  });
});

describe('Makerhub project pictures', () => {
  it('are drawings of the finished build, one per project, never a product drawing', async () => {
    const projects = (await server.request('GET', '/api/bff/projects/list?kind=project&pageSize=6', { site: 'jrau' })).body.projects as Array<{
      id: string;
      title: string;
      imageUrl: string;
    }>;
    const svgs = new Set<string>();
    for (const project of projects) {
      expect(project.imageUrl).toMatch(new RegExp(`/img/projects/${project.id}/build\\.svg$`));
      const res = await server.request('GET', new URL(project.imageUrl).pathname, { site: 'images' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.text).toContain(`The finished build: ${project.title.replace(/&/g, '&amp;')}`);
      svgs.add(res.text);
    }
    expect(svgs.size).toBe(projects.length);
    expect((await server.request('GET', '/img/projects/no-such-project/build.svg', { site: 'images' })).status).toBe(404);
  });
});
