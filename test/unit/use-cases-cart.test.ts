import { describe, expect, it } from 'vitest';
import type { CartSummary } from '../../src/application/ports/bff';
import { TOKENS } from '../../src/application/tokens';
import {
  ADD_TO_CART_ERROR_MESSAGE,
  ADD_TO_CART_ERROR_TOAST_ID,
  CART_UPDATE_ERROR_TOAST_ID,
  cartUseCases,
} from '../../src/application/use-cases/cart';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import { execute } from '../../src/application/recorder';
import { cartDecider } from '../../src/domain/cart';

const setup = () => {
  const { container, fakes } = createTestContainer();
  return {
    fakes,
    cart: resolve(container, TOKENS.CartUseCases),
    cartView: resolve(container, TOKENS.CartView),
    toastsView: resolve(container, TOKENS.ToastsView),
    drawersView: resolve(container, TOKENS.DrawersView),
    log: resolve(container, TOKENS.EventLog),
  };
};
const shownCart = (view: ReturnType<typeof setup>['cartView']) => view.getSnapshot().cart as CartSummary | null;
const lineOf = (view: ReturnType<typeof setup>['cartView'], sku: string) => shownCart(view)!.lineItems.find((l) => l.variant.sku === sku)!;

describe('the cart', () => {
  it('loads the cart the server holds into the cart view', async () => {
    const { cart, cartView } = setup();
    expect(await cart.loadCart({ location: { postcode: '2000', state: 'NSW' } })).toMatchObject({ lineItems: [], totalQuantity: 0 });
    expect(shownCart(cartView)).toMatchObject({ lineItems: [], isDiscountCode: false });
  });

  it('adds to cart, shows the cart and opens the cart drawer', async () => {
    const { cart, cartView, drawersView } = setup();
    const added = await cart.addToCart({ sku: 'AB1234', quantity: 2 });
    expect(added.ok).toBe(true);
    expect(shownCart(cartView)).toMatchObject({ totalQuantity: 2, totalPrice: { centAmount: 9990, currencyCode: 'AUD' } });
    expect(lineOf(cartView, 'AB1234')).toMatchObject({ quantity: 2, itemContainer: 'product' });
    expect(drawersView.getSnapshot()).toEqual({ open: 'cart', sku: null });
  });

  it('a refused add shows an error toast and leaves the cart and drawer as they were', async () => {
    const { cart, cartView, toastsView, drawersView, fakes } = setup();
    const result = await cart.addToCart({ sku: 'GH3456' });
    expect(result).toEqual({ ok: false, error: { type: 'cart/requestFailed' } });
    // The server's reason is known to the BFF (spec §7: the cart call itself answers nothing on error).
    expect(fakes.bff.cartStore.errors.at(-1)?.message).toBe('Out of stock');
    expect(toastsView.getSnapshot().toasts).toMatchObject([{ id: ADD_TO_CART_ERROR_TOAST_ID, type: 'error', message: ADD_TO_CART_ERROR_MESSAGE }]);
    expect(shownCart(cartView)).toBeNull();
    expect(drawersView.getSnapshot().open).toBeNull();
  });

  it('a failed mutation with a notification key logs error.{key} and shows the toast keyed by it (spec §8)', async () => {
    const { cart, cartView, toastsView, fakes } = setup();
    await cart.addToCart({ sku: 'GH3456' });
    expect(toastsView.getSnapshot().toasts).toMatchObject([
      { id: 'error.addToCart', type: 'error', message: 'Sorry, we could not add this item to your cart' },
    ]);
    expect(fakes.session.logs).toEqual([{ level: 'error', message: 'error.addToCart' }]);
    await cart.addToCart({ sku: 'AB1234' });
    await cart.changeQuantity(lineOf(cartView, 'AB1234').id, 6);
    expect(toastsView.getSnapshot().toasts.map((t) => t.id)).toEqual(['error.addToCart', 'error.updateCart']);
    expect(toastsView.getSnapshot().toasts[1]?.message).toBe('Sorry, we could not update your cart');
    expect(fakes.session.logs.map((l) => l.message)).toEqual(['error.addToCart', 'error.updateCart']);
  });

  it('refuses a quantity that is not a whole number of at least 1 before calling the server', async () => {
    const { cart, fakes } = setup();
    expect(await cart.addToCart({ sku: 'AB1234', quantity: 0 })).toEqual({
      ok: false,
      error: { type: 'cart/invalidAddQuantity', sku: 'AB1234', quantity: 0 },
    });
    expect(await cart.addToCart({ sku: ' ' })).toEqual({ ok: false, error: { type: 'cart/emptySku' } });
    expect(fakes.bff.cartStore.errors).toEqual([]);
  });

  it('changes a quantity, and a change the server refuses shows an error toast', async () => {
    const { cart, cartView, toastsView } = setup();
    await cart.addToCart({ sku: 'AB1234' });
    const line = lineOf(cartView, 'AB1234');
    expect((await cart.changeQuantity(line.id, 3)).ok).toBe(true);
    expect(lineOf(cartView, 'AB1234').quantity).toBe(3);

    // Spec §8: over the product's order limit of 5.
    expect(await cart.changeQuantity(line.id, 6)).toEqual({ ok: false, error: { type: 'cart/requestFailed' } });
    expect(lineOf(cartView, 'AB1234').quantity).toBe(3);
    expect(toastsView.getSnapshot().toasts.map((t) => t.id)).toEqual([CART_UPDATE_ERROR_TOAST_ID]);

    expect(await cart.changeQuantity('no-such-line', 1)).toEqual({ ok: false, error: { type: 'cart/unknownLineItem', lineItemId: 'no-such-line' } });
  });

  it('removes a line', async () => {
    const { cart, cartView } = setup();
    await cart.addToCart({ sku: 'AB1234' });
    await cart.addToCart({ sku: 'CD5678', quantity: 4 });
    expect((await cart.removeLine(lineOf(cartView, 'AB1234').id)).ok).toBe(true);
    expect(shownCart(cartView)!.lineItems.map((l) => l.variant.sku)).toEqual(['CD5678']);
  });

  it('applies a discount code, and a refused code comes back with the server reason', async () => {
    const { cart, cartView } = setup();
    await cart.addToCart({ sku: 'AB1234', quantity: 2 });
    expect(await cart.applyDiscountCode('  ')).toEqual({ ok: false, error: { type: 'cart/emptyDiscountCode' } });
    expect(await cart.applyDiscountCode('NOPE')).toEqual({
      ok: false,
      error: { type: 'cart/discountRefused', message: 'Discount code is not valid' },
    });
    expect(await cart.applyDiscountCode('BIG50')).toEqual({
      ok: false,
      error: { type: 'cart/discountRefused', message: 'Spend at least $200.00 to use discount code BIG50' },
    });

    expect((await cart.applyDiscountCode('maker10')).ok).toBe(true);
    expect(shownCart(cartView)).toMatchObject({ isDiscountCode: true, discountCode: 'MAKER10', totalPrice: { centAmount: 8991 } });

    expect((await cart.removeDiscountCode()).ok).toBe(true);
    expect(shownCart(cartView)).toMatchObject({ isDiscountCode: false, discountCode: null, totalPrice: { centAmount: 9990 } });
  });

  it('refuses a second code naming both, and shows the code the cart holds when another tab applied it', async () => {
    const { cart, cartView, fakes } = setup();
    await cart.addToCart({ sku: 'AB1234', quantity: 5 });
    // Another tab applies MAKER10: this page still shows no code.
    expect(fakes.bff.cartStore.apply('MAKER10').ok).toBe(true);
    expect(shownCart(cartView)).toMatchObject({ discountCode: null });
    expect(await cart.applyDiscountCode('big50')).toEqual({
      ok: false,
      error: { type: 'cart/discountRefused', message: 'Only one discount code per order: MAKER10 is applied. Remove it to use BIG50.' },
    });
    expect(shownCart(cartView)).toMatchObject({ discountCode: 'MAKER10', totalPrice: { centAmount: 22477 } });
    // Removing it lets the other take its place.
    expect((await cart.removeDiscountCode()).ok).toBe(true);
    expect((await cart.applyDiscountCode('BIG50')).ok).toBe(true);
    expect(shownCart(cartView)).toMatchObject({ discountCode: 'BIG50', totalPrice: { centAmount: 12487 } });
  });

  it('removes the discount code by itself when the last line goes (spec §4)', async () => {
    const { cart, cartView, log } = setup();
    await cart.addToCart({ sku: 'CD5678' });
    await cart.applyDiscountCode('MAKER10');
    const result = await cart.removeLine(lineOf(cartView, 'CD5678').id);

    expect(result.ok && result.value).toMatchObject({ lineItems: [], isDiscountCode: false });
    expect(shownCart(cartView)).toMatchObject({ lineItems: [], isDiscountCode: false, discountCode: null });
    const cartEvents = log
      .all()
      .map((e) => e.event.type)
      .filter((type) => type.startsWith('cart/'));
    expect(cartEvents.slice(-2)).toEqual(['cart/lineRemoved', 'cart/discountCodeRemoved']);
  });

  it('refuses changes while checkout has frozen the cart (spec §4), without calling the server', async () => {
    const { container } = createTestContainer();
    const cart = resolve(container, TOKENS.CartUseCases);
    const cartView = resolve(container, TOKENS.CartView);
    await cart.addToCart({ sku: 'AB1234' });
    // Checkout freezes the cart; its fact is what the cart use cases read.
    resolve(container, TOKENS.Recorder).record([{ type: 'cart/frozen', data: {} }]);
    const before = cartView.getSnapshot();

    const frozen = { ok: false, error: { type: 'cart/frozen' } };
    expect(await cart.addToCart({ sku: 'CD5678' })).toEqual(frozen);
    expect(await cart.changeQuantity(lineOf(cartView, 'AB1234').id, 2)).toEqual(frozen);
    expect(await cart.applyDiscountCode('MAKER10')).toEqual(frozen);
    expect(await cart.removeDiscountCode()).toEqual(frozen);
    expect(cartView.getSnapshot()).toBe(before);
  });

  it('offers upsells only when the server has some (spec §7)', async () => {
    const { cart } = setup();
    expect(await cart.loadUpsell()).toBeNull();
    await cart.addToCart({ sku: 'AB1234' });
    const offer = await cart.loadUpsell();
    expect(offer?.title).toBe('Frequently bought together');
    expect(offer?.upsellProducts.map((p) => p.sku)).not.toContain('AB1234');
    expect(offer?.upsellProducts.every((p) => p.inStock)).toBe(true);
  });
});

describe('an add made while the session and cart still load', () => {
  const setupWaiting = () => {
    const { container, fakes } = createTestContainer();
    let loaded: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const cart = cartUseCases({
      view: resolve(container, TOKENS.CartView),
      recorder: resolve(container, TOKENS.Recorder),
      bff: fakes.bff,
      toasts: resolve(container, TOKENS.ToastsUseCases),
      drawers: resolve(container, TOKENS.DrawersUseCases),
      ready: () => ready,
    });
    return { cart, cartView: resolve(container, TOKENS.CartView), loaded };
  };

  it('waits for them, then goes into the loaded cart', async () => {
    const { cart, cartView, loaded } = setupWaiting();
    const adding = cart.addToCart({ sku: 'AB1234' });
    await new Promise((r) => setTimeout(r, 10));
    // Nothing was sent while the cart loads: the loaded cart cannot hide the add.
    expect(shownCart(cartView)).toBeNull();
    expect(await cart.loadCart({ location: { postcode: '2000', state: 'NSW' } })).toMatchObject({ totalQuantity: 0 });
    loaded();
    expect((await adding).ok).toBe(true);
    expect(shownCart(cartView)).toMatchObject({ totalQuantity: 1 });
  });
});

describe('a sign-in or sign-out while the page is open', () => {
  it('shows the new owner’s cart at once and ends the freeze the old cart was under', async () => {
    const { container, fakes } = createTestContainer();
    const cart = resolve(container, TOKENS.CartUseCases);
    const cartView = resolve(container, TOKENS.CartView);
    await cart.addToCart({ sku: 'AB1234' });
    // The guest reached the payment step: the server and the client both hold the cart frozen.
    fakes.bff.cartStore.freezeForPayment();
    execute(cartDecider, cartView.getSnapshot(), { type: 'freeze' }, resolve(container, TOKENS.Recorder));
    expect((await cart.addToCart({ sku: 'AB1234' })).ok).toBe(false);

    // Signing in thawed the guest's cart into the customer's, which holds more.
    await fakes.bff.cart.unFreeze();
    fakes.bff.cartStore.add({ sku: 'AB1234', quantity: 2, itemContainer: 'product' });
    await cart.ownerChanged();
    expect(cartView.getSnapshot().frozen).toBe(false);
    expect(shownCart(cartView)).toMatchObject({ totalQuantity: 3 });
    expect((await cart.addToCart({ sku: 'AB1234' })).ok).toBe(true);
    expect(shownCart(cartView)).toMatchObject({ totalQuantity: 4 });
  });
});
