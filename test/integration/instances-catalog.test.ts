import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshProduct } from './checkout-support';
import { type TestServer, type TwoInstances, startTwoInstances } from './harness';
import { testDatabaseKind } from '../support/test-database';

/**
 * Each instance keeps the catalogue and its search index in memory (issue 24): a change of products or prices
 * written through one instance's database connection reaches the other's listings and search without a restart,
 * heard through PostgreSQL's LISTEN/NOTIFY. PostgreSQL suite only (SQLite's instances are processes of one file,
 * seeded before they start).
 */
let instances: TwoInstances | undefined;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (testDatabaseKind() !== 'postgres') return;
  instances = await startTwoInstances();
  ({ a, b } = instances);
});
afterAll(() => instances?.close());

interface Listed {
  readonly sku: string;
  readonly slug: string;
  readonly title: string;
  readonly finalPrice: { readonly centAmount: number };
}

/** Asks again until `check` holds or 10 s have gone: the other instance reads the catalogue in the background. */
async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await ask();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(testDatabaseKind() === 'postgres')('the catalogue over two instances on one PostgreSQL database', () => {
  it('shows on the other instance a price and a title written through the first, in listings and in search', async () => {
    const product = await freshProduct(a, 'jrau');
    const slugRow = await a.database.db.selectFrom('products').select(['slug', 'title']).where('sku', '=', product.sku).executeTakeFirstOrThrow();
    const listed = async (server: TestServer) =>
      (await server.request<{ products: Listed[] }>('GET', `/api/bff/products/listBySlugIds?productIds=${slugRow.slug}`)).body.products[0];
    expect((await listed(b))?.finalPrice.centAmount).toBe(product.price);

    const word = `Zebrawood${product.sku.replace(/\W/g, '')}`;
    await a.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('product_prices')
        .set({ final_cents: product.price + 123 })
        .where('sku', '=', product.sku)
        .execute();
      await trx
        .updateTable('products')
        .set({ title: `${slugRow.title} ${word}` })
        .where('sku', '=', product.sku)
        .execute();
    });

    const seen = await eventually(
      () => listed(b),
      (found) => found?.finalPrice.centAmount === product.price + 123,
    );
    expect(seen?.finalPrice.centAmount).toBe(product.price + 123);
    expect(seen?.title).toBe(`${slugRow.title} ${word}`);
    const searched = await eventually(
      async () => (await b.request<{ products: Listed[] }>('GET', `/api/bff/products/search?q=${word.toLowerCase()}`)).body.products,
      (products) => products.length > 0,
    );
    expect(searched.map((p) => p.sku)).toEqual([product.sku]);
  });
});
