import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as WireAccount from '../../contract/account';
import type * as WireCart from '../../contract/cart';
import type * as WireCheckout from '../../contract/checkout';
import type * as WireInsights from '../../contract/insights';
import type * as WireSession from '../../contract/session';
import type * as WireStores from '../../contract/stores';
import type * as Account from '../../src/domain/account/customer';
import type * as Analytics from '../../src/domain/analytics/search-insights';
import type * as Cart from '../../src/domain/cart/types';
import type * as Store from '../../src/domain/catalog/store';
import type * as DeliveryType from '../../src/domain/checkout/delivery-type';
import type * as Delivery from '../../src/domain/delivery/availability';
import type * as Session from '../../src/domain/session/session-token';

/**
 * The domain reasons about the spec's §3 shapes and imports nothing of the wire (DESIGN.md: domain modules
 * import only the domain); the wire's payloads (contract/) carry those shapes and more. So each §3 shape is
 * written once in the domain as the narrowest type its rules read, and what the server sends must fit it: these
 * checks fail the typecheck (`npm test` runs it) the day a wire payload and the domain's reading of it drift apart.
 */
describe('each wire payload the domain reads fits the domain shape', () => {
  it('cart and its lines', () => {
    expectTypeOf<WireCart.Cart>().toMatchTypeOf<Cart.Cart>();
    expectTypeOf<WireCart.LineItem>().toMatchTypeOf<Cart.LineItem>();
  });
  it('stores and delivery', () => {
    expectTypeOf<WireStores.Store>().toMatchTypeOf<Store.Store>();
    expectTypeOf<WireStores.DeliveryAvailability>().toMatchTypeOf<Delivery.DeliveryAvailability>();
    expectTypeOf<WireCheckout.DeliveryType>().toEqualTypeOf<DeliveryType.DeliveryType>();
  });
  it('account, session and search insights', () => {
    expectTypeOf<WireAccount.CustomerAddress>().toMatchTypeOf<Account.CustomerAddress>();
    expectTypeOf<z.infer<typeof WireSession.SessionToken>>().toMatchTypeOf<Session.SessionToken>();
    expectTypeOf<WireInsights.InsightsEvent>().toMatchTypeOf<Analytics.InsightsEvent>();
  });
});
