import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import { SESSION_LOSS_MESSAGES } from '../../src/domain/session';

/** What the shopper is told when a refused refresh gave them a new identity (the BFF client calls TokenSource.replaced). */
const setup = () => {
  const { container } = createTestContainer({ now: 1_000 });
  return {
    tokens: resolve(container, TOKENS.TokenSource),
    cart: resolve(container, TOKENS.CartUseCases),
    toasts: () =>
      resolve(container, TOKENS.ToastsView)
        .getSnapshot()
        .toasts.map((toast) => toast.message),
  };
};

describe('a replaced session is told to the shopper', () => {
  it('an anonymous shopper whose cart was not handed over is told it could not be kept', async () => {
    const { tokens, cart, toasts } = setup();
    await cart.addToCart({ sku: 'CD5678', quantity: 1 });
    tokens.replaced({ wasLoggedIn: false, cartHandedOver: false });
    expect(toasts()).toContain('Your session ended, so your cart could not be kept');
  });

  it('a cart the server says was left behind is told of before the page has shown it (a reload)', () => {
    const { tokens, toasts } = setup();
    tokens.replaced({ wasLoggedIn: false, cartHandedOver: false, cartLeftBehind: true });
    expect(toasts()).toContain('Your session ended, so your cart could not be kept');
  });

  it('a handed-over cart, or an empty one, needs no word', async () => {
    const handed = setup();
    await handed.cart.addToCart({ sku: 'CD5678', quantity: 1 });
    handed.tokens.replaced({ wasLoggedIn: false, cartHandedOver: true });
    expect(handed.toasts()).not.toContain(SESSION_LOSS_MESSAGES.cartNotKept);

    const empty = setup();
    empty.tokens.replaced({ wasLoggedIn: false, cartHandedOver: false });
    expect(empty.toasts()).toEqual([]);
  });

  it('a signed-in customer whose refresh was refused is told they have been signed out', () => {
    const { tokens, toasts } = setup();
    tokens.replaced({ wasLoggedIn: true, cartHandedOver: false });
    expect(toasts()).toEqual(["You've been signed out"]);
  });

  it('a signed-in customer whose account the server says is disabled is told so (spec §6)', () => {
    const { tokens, toasts } = setup();
    tokens.replaced({ wasLoggedIn: true, cartHandedOver: false, accountDisabled: true });
    expect(toasts()).toEqual(["You've been signed out. This account is disabled. Contact us if you would like it back."]);
  });
});
