import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerListWire, ListDetailsResponse, ListToCartResponse, ProjectListsResponse } from '../../contract/lists';
import { MAX_LISTS_PER_CUSTOMER } from '../../src/domain/lists';
import { type CheckoutWorld, freshProduct, newCustomer, setStock, startCheckoutWorld } from './checkout-support';

/** Spec §7 Lists, every call with its errors, as a signed-in customer sees them. */
describe('customer lists', () => {
  let world: CheckoutWorld;
  beforeAll(async () => {
    world = await startCheckoutWorld();
  });
  afterAll(() => world.server.close());

  const call = <T = unknown>(method: string, path: string, token: string, body?: unknown) =>
    world.server.request<T & { message?: string }>(method, `/api/bff${path}`, { site: 'jrau', token, ...(body === undefined ? {} : { body }) });

  it('creates a shopping list with products, finds which lists hold a product, and shows its details', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const a = await freshProduct(world.server, 'jrau');
    const b = await freshProduct(world.server, 'jrau');
    const created = await call<CustomerListWire>('POST', '/lists/list', token, {
      name: ' Garage bench ',
      products: [a.sku, { productId: b.sku, count: 3 }],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Garage bench', type: 'shopping-list', productIds: [a.sku, b.sku], productCount: 4 });

    const lists = await call<{ lists: CustomerListWire[] }>('GET', `/lists/list?productIds=${b.sku},NOPE-1`, token);
    expect(lists.body.lists).toHaveLength(1);
    expect(lists.body.lists[0]!.holds).toEqual([b.sku]);

    const details = await call<ListDetailsResponse>('GET', `/lists/list/${created.body.id}/details`, token);
    expect(details.body.lines.map((l) => [l.productId, l.count, l.product?.sku])).toEqual([
      [a.sku, 1, a.sku],
      [b.sku, 3, b.sku],
    ]);
  });

  it('adds, counts and removes products; a count out of range or an unknown product is refused', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const a = await freshProduct(world.server, 'jrau');
    const b = await freshProduct(world.server, 'jrau');
    const { body: list } = await call<CustomerListWire>('POST', '/lists/list', token, { name: 'Robot', products: [] });
    expect((await call<CustomerListWire>('POST', `/lists/list/${list.id}`, token, { productIds: [a.sku, b.sku] })).body.productCount).toBe(2);
    expect((await call<CustomerListWire>('POST', `/lists/list/${list.id}`, token, { productIds: [a.sku] })).body.productCount).toBe(3);
    expect((await call<CustomerListWire>('PATCH', `/lists/list/${list.id}/products?productIds=${a.sku}&count=5`, token)).body.productCount).toBe(6);
    const tooMany = await call('PATCH', `/lists/list/${list.id}/products?productIds=${a.sku}&count=100`, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/count/i);
    const notOnList = await call(
      'PATCH',
      `/lists/list/${list.id}/products?productIds=${(await freshProduct(world.server, 'jrau')).sku}&count=2`,
      token,
    );
    expect(notOnList.status).toBe(404);
    const unknown = await call('POST', `/lists/list/${list.id}`, token, { productIds: ['NOPE-123'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product NOPE-123 not found');
    const removed = await call<CustomerListWire>('DELETE', `/lists/list/${list.id}/products?productIds=${a.sku}`, token);
    expect(removed.body).toMatchObject({ productIds: [b.sku], productCount: 1 });
    expect((await call<CustomerListWire>('PATCH', `/lists/list/${list.id}/products?productIds=${b.sku}&count=0`, token)).body.productIds).toEqual([]);
    expect((await call('POST', `/lists/list/${list.id}`, token, { productIds: [] })).status).toBe(400);
  });

  it('renames with a unique name, duplicates as a copy, and deletes', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const a = await freshProduct(world.server, 'jrau');
    const { body: first } = await call<CustomerListWire>('POST', '/lists/list', token, { name: 'Camping', products: [a.sku] });
    await call('POST', '/lists/list', token, { name: 'Garden', products: [] });
    const taken = await call('PUT', `/lists/list/${first.id}`, token, { name: ' GARDEN ' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('You already have a list with that name');
    expect((await call('POST', '/lists/list', token, { name: 'garden' })).status).toBe(409);
    expect((await call('PUT', `/lists/list/${first.id}`, token, { name: '  ' })).status).toBe(400);
    expect((await call<CustomerListWire>('PUT', `/lists/list/${first.id}`, token, { name: 'Camping trip' })).body.name).toBe('Camping trip');

    const copy = await call<CustomerListWire>('POST', `/lists/list/${first.id}/duplicate`, token);
    expect(copy.body).toMatchObject({ name: 'Camping trip (copy)', productIds: [a.sku] });
    expect((await call<CustomerListWire>('POST', `/lists/list/${first.id}/duplicate`, token)).body.name).toBe('Camping trip (copy 2)');

    expect((await call('DELETE', `/lists/list/${copy.body.id}`, token)).status).toBe(200);
    expect((await call('GET', `/lists/list/${copy.body.id}/details`, token)).status).toBe(404);
    const names = (await call<{ lists: CustomerListWire[] }>('GET', '/lists/list', token)).body.lists.map((l) => l.name).sort();
    expect(names).toEqual(['Camping trip', 'Camping trip (copy 2)', 'Garden']);
  });

  it('adds a whole list to the cart, naming the lines it leaves out', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const inStock = await freshProduct(world.server, 'jrau', { units: 10 });
    const soldOut = await freshProduct(world.server, 'jrau', { units: 0 });
    const { body: list } = await call<CustomerListWire>('POST', '/lists/list', token, {
      name: 'Weekend',
      products: [{ productId: inStock.sku, count: 2 }, soldOut.sku],
    });
    const answer = await call<ListToCartResponse>('PATCH', `/lists/list/${list.id}/add-to-cart`, token);
    expect(answer.status).toBe(200);
    expect(answer.body.added).toEqual([{ sku: inStock.sku, quantity: 2 }]);
    expect(answer.body.skipped).toEqual([expect.objectContaining({ sku: soldOut.sku, reason: expect.stringMatching(/stock/i) })]);
    expect(answer.body.cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[inStock.sku, 2]]);
    await setStock(world.server, soldOut.sku, 'wh-au-sydney', 5);
  });

  it('keeps project lists and project bookmarks apart from shopping lists', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const a = await freshProduct(world.server, 'jrau');
    const project = await world.server.database.db
      .selectFrom('projects')
      .select(['id', 'title'])
      .where('site', '=', 'jrau')
      .where('kind', '=', 'project')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { body: plist } = await call<CustomerListWire>('POST', '/lists/projects', token, { name: project.title, productIds: [a.sku] });
    expect(plist.type).toBe('project-list');
    const b = await freshProduct(world.server, 'jrau');
    expect((await call<CustomerListWire>('POST', `/lists/projects/${plist.id}`, token, { productIds: [b.sku] })).body.productIds).toEqual([
      a.sku,
      b.sku,
    ]);
    await call('POST', '/lists/list', token, { name: 'Shopping' });

    const marked = await call<{ bookmarks: unknown[] }>('POST', '/lists/bookmark-project', token, {
      name: project.title,
      projectId: project.id,
      status: 'saved',
    });
    expect(marked.status).toBe(200);
    await call('POST', '/lists/bookmark-project', token, { name: project.title, projectId: project.id, status: 'building' });
    const projects = await call<ProjectListsResponse>('GET', `/lists/projects?productIds=${b.sku}`, token);
    expect(projects.body.lists.map((l) => [l.name, l.holds])).toEqual([[project.title, [b.sku]]]);
    expect(projects.body.bookmarks).toEqual([
      expect.objectContaining({ projectId: project.id, status: 'building', url: expect.stringMatching(/^\/makerhub\/projects\//) }),
    ]);
    expect((await call<{ lists: CustomerListWire[] }>('GET', '/lists/list', token)).body.lists.map((l) => l.type).sort()).toEqual([
      'project-list',
      'shopping-list',
    ]);

    expect((await call('POST', '/lists/bookmark-project', token, { name: 'x', projectId: project.id, status: 'finished' })).status).toBe(400);
    expect((await call('POST', '/lists/bookmark-project', token, { name: 'x', projectId: 'no-such-project', status: 'saved' })).status).toBe(404);
    const rtauProject = await world.server.database.db
      .selectFrom('projects')
      .select('id')
      .where('site', '=', 'rtau')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await call('POST', '/lists/bookmark-project', token, { name: 'x', projectId: rtauProject.id, status: 'saved' })).status).toBe(404);
    expect((await call<{ bookmarks: unknown[] }>('DELETE', `/lists/bookmark-project/${project.id}`, token)).body.bookmarks).toEqual([]);
  });

  it("answers 404 for another customer's list ids, and 401 for a guest", async () => {
    const owner = await newCustomer(world, 'jrau');
    const other = await newCustomer(world, 'jrau');
    const a = await freshProduct(world.server, 'jrau');
    const { body: list } = await call<CustomerListWire>('POST', '/lists/list', owner.token, { name: 'Mine', products: [a.sku] });
    const theirs: Array<[string, string, unknown?]> = [
      ['GET', `/lists/list/${list.id}/details`],
      ['POST', `/lists/list/${list.id}`, { productIds: [a.sku] }],
      ['DELETE', `/lists/list/${list.id}/products?productIds=${a.sku}`],
      ['PATCH', `/lists/list/${list.id}/products?productIds=${a.sku}&count=2`],
      ['PUT', `/lists/list/${list.id}`, { name: 'Stolen' }],
      ['POST', `/lists/list/${list.id}/duplicate`],
      ['PATCH', `/lists/list/${list.id}/add-to-cart`],
      ['POST', `/lists/projects/${list.id}`, { productIds: [a.sku] }],
      ['DELETE', `/lists/list/${list.id}`],
    ];
    for (const [method, path, body] of theirs) expect((await call(method, path, other.token, body)).status, `${method} ${path}`).toBe(404);
    // The same list on another site of the same customer is not found either.
    expect((await world.server.request('GET', `/api/bff/lists/list/${list.id}/details`, { site: 'rtau', token: owner.token })).status).toBe(404);
    expect((await call<ListDetailsResponse>('GET', `/lists/list/${list.id}/details`, owner.token)).body.list.productIds).toEqual([a.sku]);

    const guest = await world.server.anonymousToken('jrau');
    for (const [method, path, body] of [
      ['GET', '/lists/list'],
      ['POST', '/lists/list', { name: 'x' }],
      ['GET', '/lists/projects'],
      ['POST', '/lists/bookmark-project', { name: 'x', projectId: 'y', status: 'saved' }],
    ] as const) {
      expect((await call(method, path, guest, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it(`refuses a list beyond ${MAX_LISTS_PER_CUSTOMER} per customer, and bad bodies with a clear message`, async () => {
    const { token } = await newCustomer(world, 'jrau');
    for (let i = 0; i < MAX_LISTS_PER_CUSTOMER; i++) expect((await call('POST', '/lists/list', token, { name: `List ${i}` })).status).toBe(200);
    const over = await call('POST', '/lists/list', token, { name: 'One more' });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/at most 50 lists/);
    const long = await call('POST', '/lists/projects', token, { name: 'x'.repeat(61), productIds: [] });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/60 characters/);
    expect((await call('GET', '/lists/list?productIds=a%20b', token)).status).toBe(400);
  });
});
