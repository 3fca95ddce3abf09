import { describe, expect, it } from 'vitest';
import type { CartSummary } from '../../src/application/ports/bff';
import { TOKENS } from '../../src/application/tokens';
import { PROJECT_CART_FROZEN_MESSAGE, projectPartsUseCases } from '../../src/application/use-cases/project-parts';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';

const PROJECT = {
  id: 'jrau-bench-kit',
  // The 9V battery twice over, the out-of-stock LiPo pack and a board with an order limit of 5.
  parts: [
    { sku: 'CD5678', quantity: 4 },
    { sku: 'GH3456', quantity: 1 },
    { sku: 'AB1234', quantity: 2 },
  ],
};

const setup = () => {
  const { container, fakes } = createTestContainer({ bff: { projectParts: [PROJECT] } });
  const cartView = resolve(container, TOKENS.CartView);
  const makerhub = projectPartsUseCases({
    bff: fakes.bff,
    cart: resolve(container, TOKENS.CartUseCases),
    toasts: resolve(container, TOKENS.ToastsUseCases),
    logger: fakes.session,
  });
  // Analytics waits for the session, as in the shop.
  resolve(container, TOKENS.Recorder).record([
    {
      type: 'session/loaded',
      data: { token: { accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: false, anonymousId: 'x9' }, at: 1 },
    },
  ]);
  return { fakes, makerhub, cartView, drawersView: resolve(container, TOKENS.DrawersView), toastsView: resolve(container, TOKENS.ToastsView) };
};
const lines = (cart: unknown) => (cart as CartSummary).lineItems.map((l) => [l.variant.sku, l.quantity]);

describe("a Makerhub project's Add all to cart", () => {
  it('adds every part in one call, shows the cart, opens the drawer and reports add_to_cart for what went in', async () => {
    const { fakes, makerhub, cartView, drawersView } = setup();
    const answer = await makerhub.addProjectToCart(PROJECT.id);
    expect(answer.ok).toBe(true);
    expect(fakes.bff.projectPartsStore.calls).toEqual([PROJECT.id]);
    expect(lines(cartView.getSnapshot().cart)).toEqual([
      ['CD5678', 4],
      ['AB1234', 2],
    ]);
    expect(drawersView.getSnapshot().open).toBe('cart');
    const added = fakes.analytics.dataLayer.filter((e) => e.event === 'add_to_cart');
    expect(added).toHaveLength(1);
    expect(JSON.stringify(added[0])).toContain('CD5678');
    if (!answer.ok) return;
    expect(answer.value.skipped).toEqual([{ sku: 'GH3456', name: 'LiPo Battery Pack 5000mAh', reason: 'Out of stock', added: 0, wanted: 1 }]);
    // The only other battery in stock is already one of the project's parts: no substitute to offer.
    expect(answer.value.substitutes).toEqual([{ forSku: 'GH3456', products: [] }]);
  });

  it('counts what the cart holds against the order limit the second time', async () => {
    const { makerhub, cartView } = setup();
    await makerhub.addProjectToCart(PROJECT.id);
    await makerhub.addProjectToCart(PROJECT.id);
    const second = await makerhub.addProjectToCart(PROJECT.id);
    expect(lines(cartView.getSnapshot().cart)).toEqual([
      ['CD5678', 12],
      ['AB1234', 5],
    ]);
    expect(second.ok && second.value.skipped.find((s) => s.sku === 'AB1234')).toMatchObject({
      reason: 'Order limit reached: 1 of 2 added',
      added: 1,
      wanted: 2,
    });
  });

  it('a failed add logs error.addProjectToCart and shows its toast (spec §8)', async () => {
    const { fakes, makerhub, toastsView } = setup();
    expect((await makerhub.addProjectToCart('no-such-project')).ok).toBe(false);
    expect(toastsView.getSnapshot().toasts).toMatchObject([
      { id: 'error.addProjectToCart', type: 'error', message: 'Sorry, we could not add the parts to your cart' },
    ]);
    expect(fakes.session.logs.map((l) => l.message)).toEqual(['error.addProjectToCart (404: Project no-such-project not found)']);
  });

  it('refuses a frozen cart with a toast and leaves the cart view as it was', async () => {
    const { fakes, makerhub, cartView, toastsView } = setup();
    const cart = fakes.bff.cart;
    await cart.add({ sku: 'CD5678', quantity: 1, itemContainer: 'product' });
    await fakes.bff.cartStore.freezeForPayment();
    const answer = await makerhub.addProjectToCart(PROJECT.id);
    expect(answer).toEqual({ ok: false, error: { type: 'projectParts/cartFrozen' } });
    expect(toastsView.getSnapshot().toasts.map((t) => t.message)).toContain(PROJECT_CART_FROZEN_MESSAGE);
    expect(cartView.getSnapshot().cart).toBeNull();
  });
});
