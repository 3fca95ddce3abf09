import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import type { Cart } from '../../src/domain/cart';
import type { SessionToken } from '../../src/domain/session';
import { createTestContainer } from '../support/test-container';

/**
 * Spec §4 Analytics queue and §9 "Priority events are sent first: the server-side tracking id, page_load,
 * cart_contents_push", over the subscriber the shop runs: whatever the shopper does before the session has
 * loaded is held, then sent with the tracking id first, page_load and the cart next, the rest in the order it
 * happened; what happens later is sent as it happens.
 */

type Fact = 'page' | 'list' | 'product' | 'cart' | 'newsletter';
const NAME: Record<Fact, string> = {
  page: 'page_load',
  list: 'view_item_list',
  product: 'view_item',
  cart: 'cart_contents_push',
  newsletter: 'subscribe_to_newsletter',
};
const PRIORITY = ['page_load', 'cart_contents_push'];

const token: SessionToken = { accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: false, anonymousId: 'anon-7' };
const product = { sku: 'AB1234', title: 'Product AB1234', finalPrice: { centAmount: 1995, currencyCode: 'AUD' as const } };
const cart: Cart = { lineItems: [], totalPrice: { centAmount: 0, currencyCode: 'AUD' }, isDiscountCode: false };

/** The data layer's event names for facts recorded in order, with the session loading after the first `sessionAt`. */
function pushedNames(facts: readonly Fact[], sessionAt: number): string[] {
  const { container, fakes } = createTestContainer();
  resolve(container, TOKENS.AnalyticsSubscriber);
  const browsing = resolve(container, TOKENS.BrowsingUseCases);
  const recorder = resolve(container, TOKENS.Recorder);
  const record = (fact: Fact) => {
    if (fact === 'page') browsing.viewPage('/', 'Full Width');
    if (fact === 'list') browsing.viewList({ listId: 'deals', listName: 'Deals' }, [product]);
    if (fact === 'product') browsing.viewProduct(product);
    if (fact === 'cart') recorder.record([{ type: 'cart/loaded', data: { cart } }]);
    if (fact === 'newsletter') browsing.subscribeToNewsletter();
  };
  facts.forEach((fact, at) => {
    if (at === sessionAt) recorder.record([{ type: 'session/loaded', data: { token, at: 1 } }]);
    record(fact);
  });
  if (sessionAt >= facts.length) recorder.record([{ type: 'session/loaded', data: { token, at: 1 } }]);
  return fakes.analytics.dataLayer.map((push) => String(push.event)).filter((name) => name !== 'clear_ecommerce');
}

/** What the spec says the data layer receives for those facts. */
function expectedNames(facts: readonly Fact[], sessionAt: number): string[] {
  const held = facts.slice(0, sessionAt).map((fact) => NAME[fact]);
  const later = facts.slice(sessionAt).map((fact) => NAME[fact]);
  const first = PRIORITY.flatMap((name) => held.filter((held) => held === name));
  return ['eventIDGenerated', ...first, ...held.filter((name) => !PRIORITY.includes(name)), ...later];
}

const factsArb = fc.array(fc.constantFrom<Fact>('page', 'list', 'product', 'cart', 'newsletter'), { maxLength: 8 });

describe('analytics subscriber: priority events (spec §4, §9)', () => {
  it('sends the tracking id, then page_load and cart_contents_push, then the rest in the order they happened', () => {
    fc.assert(
      fc.property(
        factsArb.chain((facts) => fc.tuple(fc.constant(facts), fc.nat({ max: facts.length }))),
        ([facts, sessionAt]) => {
          expect(pushedNames(facts, sessionAt)).toEqual(expectedNames(facts, sessionAt));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('holds a list seen before the page and the cart until the session, then sends it after them', () => {
    expect(pushedNames(['list', 'cart', 'page'], 3)).toEqual(['eventIDGenerated', 'page_load', 'cart_contents_push', 'view_item_list']);
  });
});
