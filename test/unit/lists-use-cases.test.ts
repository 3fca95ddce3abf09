import { describe, expect, it } from 'vitest';
import { MEMORY_PROJECTS } from '../../src/adapters/memory/memory-bff-projects';
import { TOKENS } from '../../src/application/tokens';
import { listsUseCases } from '../../src/application/use-cases/lists';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import type { ListedProduct } from '../../src/domain/lists';
import type { SessionToken } from '../../src/domain/session';

const signedIn: SessionToken = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiryDate: '2030-01-01T00:00:00Z',
  isLoggedIn: true,
  customerId: 'memory-customer',
  anonymousId: 'anon-1',
};
const board: ListedProduct = {
  sku: 'AB1234',
  name: 'Uno R3 Development Board',
  price: { centAmount: 4995, currencyCode: 'AUD' },
  quantity: 1,
  brandName: 'Maker',
};
const battery: ListedProduct = { sku: 'CD5678', name: '9V Alkaline Battery', price: { centAmount: 695, currencyCode: 'AUD' }, quantity: 4 };
const lipo: ListedProduct = { sku: 'GH3456', name: 'LiPo Battery Pack 5000mAh', price: { centAmount: 3995, currencyCode: 'AUD' }, quantity: 1 };

async function setup(token: SessionToken | null = signedIn) {
  const { container, fakes } = createTestContainer({ token });
  resolve(container, TOKENS.AnalyticsSubscriber);
  await resolve(container, TOKENS.SessionUseCases).loadSession();
  const view = resolve(container, TOKENS.ListsView);
  const lists = listsUseCases({
    bff: fakes.bff,
    view,
    session: resolve(container, TOKENS.SessionView),
    recorder: resolve(container, TOKENS.Recorder),
    cart: resolve(container, TOKENS.CartUseCases),
    drawers: resolve(container, TOKENS.DrawersUseCases),
  });
  const pushes = () => fakes.analytics.dataLayer.filter((push) => push.event) as Array<Record<string, unknown>>;
  return { fakes, view, lists, pushes, drawers: resolve(container, TOKENS.DrawersView), cart: resolve(container, TOKENS.CartView) };
}

describe('customer lists (spec §7 Lists)', () => {
  it('opens the lists drawer for the product only after the lists are loaded', async () => {
    const { lists, view, drawers } = await setup();
    await lists.create('Garage', [board]);
    expect((await lists.openFor(battery)).ok).toBe(true);
    expect(view.getSnapshot()).toMatchObject({ status: 'ready', lists: [{ name: 'Garage', productIds: ['AB1234'] }] });
    expect(drawers.getSnapshot()).toEqual({ open: 'customerLists', sku: 'CD5678' });
  });

  it('asks a guest to sign in and calls nothing', async () => {
    const { lists, drawers, fakes } = await setup(null);
    const answer = await lists.openFor(board);
    expect(answer.ok ? null : answer.error).toEqual({ message: 'Sign in to keep lists', status: 401 });
    expect(drawers.getSnapshot().open).toBeNull();
    expect(fakes.bff.listsStore.lists).toEqual([]);
  });

  it('records create_list and add_to_list with the list as the items’ list', async () => {
    const { lists, pushes } = await setup();
    const created = await lists.create('Robot', [board]);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    await lists.addTo(created.value, battery);
    const events = pushes().filter((p) => p.event === 'create_list' || p.event === 'add_to_list');
    expect(events.map((p) => p.event)).toEqual(['create_list', 'add_to_list', 'add_to_list']);
    expect(events[0]).toMatchObject({ list_name: 'Robot', list_type: 'shopping-list' });
    expect(events[2]).toMatchObject({
      ecommerce: { value: 6.95, items: [{ item_id: 'CD5678', item_list_name: 'Robot', item_list_id: created.value.id }] },
    });
  });

  it('refuses a name already taken or blank, with the reason', async () => {
    const { lists } = await setup();
    await lists.create('Garden', []);
    const taken = await lists.create(' garden ', []);
    expect(taken.ok ? null : taken.error.message).toBe('You already have a list with that name');
    const blank = await lists.create('   ', []);
    expect(blank.ok ? null : blank.error.message).toBe('List name is required');
  });

  it('adds a list to the cart, names what it left out, records add_to_cart with the list and opens the cart', async () => {
    const { lists, pushes, drawers, cart } = await setup();
    const created = await lists.create('Weekend', [battery, lipo]);
    if (!created.ok) throw new Error('not created');
    const answer = await lists.addToCart(created.value);
    expect(answer.ok && answer.value.skipped).toEqual([
      { sku: 'GH3456', name: 'LiPo Battery Pack 5000mAh', reason: expect.stringMatching(/stock/i) },
    ]);
    expect(cart.getSnapshot().cart?.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([['CD5678', 4]]);
    expect(drawers.getSnapshot().open).toBe('cart');
    const added = pushes().filter((p) => p.event === 'add_to_cart');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ ecommerce: { value: 27.8, items: [{ item_id: 'CD5678', quantity: 4, item_list_name: 'Weekend' }] } });
  });

  it('renames, duplicates and deletes, keeping the view in step', async () => {
    const { lists, view } = await setup();
    const created = await lists.create('Camping', [board]);
    if (!created.ok) throw new Error('not created');
    await lists.rename(created.value.id, 'Camping trip');
    const copy = await lists.duplicate(created.value.id);
    expect(copy.ok && copy.value.name).toBe('Camping trip (copy)');
    await lists.remove(created.value.id);
    expect(view.getSnapshot().lists.map((l) => l.name)).toEqual(['Camping trip (copy)']);
  });

  it('bookmarks a project and moves it along, and takes it off', async () => {
    const { lists, view } = await setup();
    const [first] = MEMORY_PROJECTS;
    if (!first) throw new Error('no memory project');
    await lists.bookmark({ id: first.id, name: first.title }, 'saved');
    await lists.bookmark({ id: first.id, name: first.title }, 'building');
    expect(view.getSnapshot().bookmarks).toMatchObject([{ projectId: first.id, status: 'building', url: first.url }]);
    await lists.removeBookmark(first.id);
    expect(view.getSnapshot().bookmarks).toEqual([]);
    const unknown = await lists.bookmark({ id: 'no-such', name: 'x' }, 'saved');
    expect(unknown.ok ? null : unknown.error.status).toBe(404);
  });
});
