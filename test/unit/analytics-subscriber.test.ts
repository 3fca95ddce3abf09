import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import type { Cart, LineItem } from '../../src/domain/cart';
import type { SessionToken } from '../../src/domain/session';
import { shopperEdits } from '../support/cart-facts';

const product = (sku: string, cents: number) => ({
  sku,
  title: `Product ${sku}`,
  finalPrice: { centAmount: cents, currencyCode: 'AUD' as const },
  brandName: 'Duinotech',
});
const line = (sku: string, quantity: number, unitCents: number): LineItem => ({
  id: `line-${sku}`,
  variant: { sku },
  name: `Product ${sku}`,
  productId: `p-${sku}`,
  quantity,
  totalQuantity: quantity,
  price: { value: { centAmount: unitCents * quantity, currencyCode: 'AUD' } },
});
const cart = (...lineItems: LineItem[]): Cart => ({
  lineItems,
  totalPrice: { centAmount: lineItems.reduce((sum, l) => sum + l.price.value.centAmount, 0), currencyCode: 'AUD' },
  isDiscountCode: false,
});
const signedIn: SessionToken = { accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: true, customerId: 'c1' };
const anonymous: SessionToken = { accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: false, anonymousId: 'x9' };

function setup() {
  const { container, fakes } = createTestContainer();
  return {
    browsing: resolve(container, TOKENS.BrowsingUseCases),
    recorder: resolve(container, TOKENS.Recorder),
    queue: () => resolve(container, TOKENS.AnalyticsSubscriber).queue(),
    dataLayer: fakes.analytics.dataLayer,
    names: () => fakes.analytics.dataLayer.map((push) => push.event),
  };
}

describe('the analytics subscriber', () => {
  it('holds events until the session has loaded, then sends them with user_status, page_load and the cart first', () => {
    const { browsing, recorder, queue, dataLayer, names } = setup();
    browsing.viewProduct(product('AB1234', 1995));
    browsing.viewPage('/', 'Full Width');
    recorder.record([{ type: 'cart/loaded', data: { cart: cart(line('CD5678', 2, 500)) } }]);

    expect(dataLayer).toEqual([]);
    expect(queue().entries.map((e) => e.status)).toEqual(['INITIAL', 'INITIAL', 'INITIAL']);

    recorder.record([{ type: 'session/loaded', data: { token: signedIn, at: 1 } }]);

    expect(names()).toEqual(['page_load', 'clear_ecommerce', 'cart_contents_push', 'clear_ecommerce', 'view_item']);
    expect(dataLayer[0]).toEqual({ event: 'page_load', page_type: 'home', page_path: '/', user_status: 'Logged in' });
    expect(dataLayer[2]).toEqual({
      event: 'cart_contents_push',
      user_status: 'Logged in',
      ecommerce: { currency: 'AUD', value: 10, items: [{ item_id: 'CD5678', item_name: 'Product CD5678', price: 5, quantity: 2 }] },
    });
    expect(dataLayer[4]).toEqual({
      event: 'view_item',
      user_status: 'Logged in',
      ecommerce: {
        currency: 'AUD',
        value: 19.95,
        items: [{ item_id: 'AB1234', item_name: 'Product AB1234', price: 19.95, quantity: 1, item_brand: 'Duinotech' }],
      },
    });
    expect(queue().entries).toEqual([]);
  });

  it('sends the server-side tracking id first, then page_load and the cart, once per page load (spec §4, §9)', () => {
    const { browsing, recorder, dataLayer, names } = setup();
    browsing.viewList({ listId: 'home', listName: 'Deals' }, [product('AB1234', 1000)]);
    recorder.record([{ type: 'cart/loaded', data: { cart: cart(line('CD5678', 2, 500)) } }]);
    browsing.viewPage('/', 'Full Width');
    recorder.record([{ type: 'session/loaded', data: { token: anonymous, at: 1 } }]);
    recorder.record([{ type: 'session/loaded', data: { token: anonymous, at: 2 } }]);
    recorder.record([{ type: 'session/tokenUpdated', data: { token: { ...anonymous, accessToken: 'b' } } }]);

    expect(names()).toEqual(['eventIDGenerated', 'page_load', 'clear_ecommerce', 'cart_contents_push', 'clear_ecommerce', 'view_item_list']);
    expect(dataLayer[0]).toEqual({ event: 'eventIDGenerated', tracking_id: 'x9', event_id: expect.stringMatching(/\S/), user_status: 'Anonymous' });
  });

  it('sends a new visitor’s tracking id when the server first gives them one, and only once', () => {
    const { browsing, recorder, names, dataLayer } = setup();
    browsing.viewPage('/', 'Full Width');
    recorder.record([{ type: 'session/loaded', data: { token: null, at: 1 } }]);
    expect(names()).toEqual(['page_load']);
    recorder.record([{ type: 'session/tokenUpdated', data: { token: anonymous } }]);
    recorder.record([{ type: 'session/tokenUpdated', data: { token: { ...anonymous, accessToken: 'b' } } }]);
    expect(names()).toEqual(['page_load', 'eventIDGenerated']);
    expect(dataLayer[1]).toMatchObject({ tracking_id: 'x9' });
  });

  it('once the session is known, sends each event as it happens', () => {
    const { browsing, recorder, dataLayer, names } = setup();
    recorder.record([{ type: 'session/loaded', data: { token: anonymous, at: 1 } }]);
    browsing.viewPage('/c/arduino', 'Category');
    browsing.viewList({ listId: 'cat-1', listName: 'Arduino' }, [product('AB1234', 1000), product('CD5678', 2000)]);
    browsing.selectProduct(product('CD5678', 2000), { listId: 'cat-1', listName: 'Arduino' }, 1);
    browsing.openStoreFinder();
    browsing.checkStoreAvailability('CD5678', { postcode: '3000' });
    browsing.subscribeToNewsletter();

    expect(names()).toEqual([
      'eventIDGenerated',
      'page_load',
      'clear_ecommerce',
      'view_item_list',
      'clear_ecommerce',
      'select_item',
      'store_finder',
      'check_store_availability',
      'subscribe_to_newsletter',
    ]);
    expect(dataLayer.shift()).toEqual({ event: 'eventIDGenerated', tracking_id: 'x9', event_id: expect.any(String), user_status: 'Anonymous' });
    expect(dataLayer[0]).toMatchObject({ page_type: 'category', user_status: 'Anonymous' });
    expect(dataLayer[2]).toMatchObject({
      ecommerce: {
        item_list_id: 'cat-1',
        item_list_name: 'Arduino',
        items: [
          { item_id: 'AB1234', index: 0, item_list_id: 'cat-1' },
          { item_id: 'CD5678', index: 1 },
        ],
      },
    });
    expect(dataLayer[4]).toMatchObject({ ecommerce: { items: [{ item_id: 'CD5678', index: 1, item_list_name: 'Arduino' }] } });
    expect(dataLayer[6]).toEqual({ event: 'check_store_availability', item_id: 'CD5678', postcode: '3000', user_status: 'Anonymous' });
  });

  it('turns cart edits into add_to_cart and remove_from_cart for what changed', () => {
    const { recorder, dataLayer, names } = setup();
    recorder.record([
      { type: 'session/loaded', data: { token: anonymous, at: 1 } },
      { type: 'cart/loaded', data: { cart: cart(line('AB1234', 1, 1000), line('CD5678', 3, 250)) } },
    ]);
    dataLayer.length = 0;

    const edited = cart(line('AB1234', 3, 1000), line('CD5678', 1, 250));
    recorder.record(shopperEdits(cart(line('AB1234', 1, 1000), line('CD5678', 3, 250)), edited));
    recorder.record(shopperEdits(edited, cart(line('AB1234', 3, 1000))));

    expect(names()).toEqual(['clear_ecommerce', 'add_to_cart', 'clear_ecommerce', 'remove_from_cart', 'clear_ecommerce', 'remove_from_cart']);
    expect(dataLayer[1]).toMatchObject({ ecommerce: { currency: 'AUD', value: 20, items: [{ item_id: 'AB1234', price: 10, quantity: 2 }] } });
    expect(dataLayer[3]).toMatchObject({ ecommerce: { value: 5, items: [{ item_id: 'CD5678', price: 2.5, quantity: 2 }] } });
    expect(dataLayer[5]).toMatchObject({ ecommerce: { value: 2.5, items: [{ item_id: 'CD5678', quantity: 1 }] } });
  });

  it('reports clear_cart when the shopper takes the last line out, not while something is left', () => {
    const { recorder, dataLayer, names } = setup();
    const two = cart(line('AB1234', 1, 1000), line('CD5678', 2, 250));
    const one = cart(line('CD5678', 2, 250));
    recorder.record([
      { type: 'session/loaded', data: { token: signedIn, at: 1 } },
      { type: 'cart/loaded', data: { cart: two } },
    ]);
    dataLayer.length = 0;

    recorder.record(shopperEdits(two, one));
    expect(names()).toEqual(['clear_ecommerce', 'remove_from_cart']);
    recorder.record(shopperEdits(one, cart(line('CD5678', 1, 250))));
    recorder.record(shopperEdits(cart(line('CD5678', 1, 250)), cart()));

    expect(names()).toEqual([
      'clear_ecommerce',
      'remove_from_cart',
      'clear_ecommerce',
      'remove_from_cart',
      'clear_ecommerce',
      'remove_from_cart',
      'clear_cart',
    ]);
    expect(dataLayer.at(-1)).toEqual({ event: 'clear_cart', user_status: 'Logged in' });
  });

  it('reports comparisons, promotions and sign-outs, and nothing for facts with no GA4 name', () => {
    const { browsing, recorder, dataLayer, names } = setup();
    recorder.record([{ type: 'session/loaded', data: { token: signedIn, at: 1 } }]);
    browsing.viewProduct(product('AB1234', 1000));
    dataLayer.length = 0;
    recorder.record([
      { type: 'compare/productAdded', data: { sku: 'AB1234' } },
      { type: 'compare/productAdded', data: { sku: 'ZZ9999' } },
      { type: 'cart/frozen', data: {} },
    ]);
    browsing.viewPromotion({ id: 'summer', name: 'Summer sale', slot: 'hero' });
    browsing.selectPromotion({ id: 'summer', name: 'Summer sale' });
    recorder.record([{ type: 'session/signedOut', data: { at: 2 } }]);

    expect(names()).toEqual([
      'clear_ecommerce',
      'add_to_product_comparison',
      'clear_ecommerce',
      'add_to_product_comparison',
      'clear_ecommerce',
      'view_promotion',
      'clear_ecommerce',
      'select_promotion',
      'logout',
    ]);
    expect(dataLayer[1]).toMatchObject({ item_id: 'AB1234', ecommerce: { items: [{ item_id: 'AB1234', item_name: 'Product AB1234', price: 10 }] } });
    expect(dataLayer[3]).toMatchObject({ item_id: 'ZZ9999', ecommerce: { items: [] } });
    expect(dataLayer[5]).toMatchObject({ ecommerce: { promotion_id: 'summer', promotion_name: 'Summer sale', creative_slot: 'hero' } });
    expect(dataLayer[8]).toEqual({ event: 'logout', user_status: 'Anonymous' });
  });

  it('reports an offer with the products it shows, and the one product picked from it (GA4 promotion items)', () => {
    const { browsing, recorder, dataLayer } = setup();
    recorder.record([{ type: 'session/loaded', data: { token: signedIn, at: 1 } }]);
    const offer = { id: 'upsell', name: 'Goes well with', creative: 'upsell tiles', slot: 'cart_upsell' };
    browsing.viewPromotion(offer, [product('AB1234', 1000), product('CD5678', 250)]);
    browsing.selectPromotion(offer, [product('CD5678', 250)]);
    expect(dataLayer[1]).toEqual({
      event: 'view_promotion',
      user_status: 'Logged in',
      ecommerce: {
        promotion_id: 'upsell',
        promotion_name: 'Goes well with',
        creative_name: 'upsell tiles',
        creative_slot: 'cart_upsell',
        items: [
          expect.objectContaining({ item_id: 'AB1234', price: 10, index: 0 }),
          expect.objectContaining({ item_id: 'CD5678', price: 2.5, index: 1 }),
        ],
      },
    });
    expect(dataLayer[3]).toMatchObject({ event: 'select_promotion', ecommerce: { promotion_id: 'upsell', items: [{ item_id: 'CD5678' }] } });
  });

  it('records the delivery type choice at checkout as select_checkout_option', () => {
    const { recorder, dataLayer } = setup();
    recorder.record([
      { type: 'session/loaded', data: { token: signedIn, at: 1 } },
      { type: 'checkout/deliveryTypeChanged', data: { deliveryType: 'clickCollect' } },
    ]);
    expect(dataLayer).toEqual([{ event: 'select_checkout_option', checkout_option: expect.any(String), user_status: 'Logged in' }]);
  });

  it('a refused browsing command reaches no one', () => {
    const { browsing, recorder, dataLayer } = setup();
    recorder.record([{ type: 'session/loaded', data: { token: signedIn, at: 1 } }]);
    expect(browsing.viewList({ listId: '', listName: 'x' }, [product('AB1234', 1)]).ok).toBe(false);
    expect(browsing.viewPage('no-slash').ok).toBe(false);
    expect(dataLayer).toEqual([]);
  });
});
