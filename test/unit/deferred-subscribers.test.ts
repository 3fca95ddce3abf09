import { describe, expect, it } from 'vitest';
import {
  FixedGeolocation,
  ManualClock,
  ManualTimer,
  MemoryKeyValueStore,
  MemoryMarketingMessaging,
  RecordingAnalytics,
  SequentialIds,
} from '../../src/adapters/memory';
import { TOKENS } from '../../src/application/tokens';
import { createContainer, resolve } from '../../src/composition/container';
import { startSubscribersLater } from '../../src/composition/deferred-subscribers';
import { bindSubscribers, startSubscribers } from '../../src/composition/subscriber-bindings';
import type { Container } from '../../src/composition/container';
import type { Cart } from '../../src/domain/cart';
import type { SessionToken } from '../../src/domain/session';
import { shopperEdits } from '../support/cart-facts';

const QUERY_ID = 'b'.repeat(32);
const product = (sku: string) => ({ sku, title: sku, finalPrice: { centAmount: 1000, currencyCode: 'AUD' as const } });
const cartOf = (...skus: string[]): Cart => ({
  lineItems: skus.map((sku) => ({
    id: sku,
    variant: { sku },
    name: sku,
    productId: sku,
    quantity: 1,
    totalQuantity: 1,
    price: { value: { centAmount: 1000, currencyCode: 'AUD' } },
  })),
  totalPrice: { centAmount: 1000 * skus.length, currencyCode: 'AUD' },
  isDiscountCode: false,
});
const anonymous: SessionToken = { accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: false, anonymousId: 'z1' };
const customer: SessionToken = { accessToken: 'b', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: true, customerId: 'c42' };

function core() {
  const analytics = new RecordingAnalytics();
  const clock = new ManualClock(1_000);
  const messaging = new MemoryMarketingMessaging();
  const container = createContainer({
    clock,
    ids: new SequentialIds(),
    localStore: new MemoryKeyValueStore(),
    sessionStore: new MemoryKeyValueStore(),
    geolocation: new FixedGeolocation({ type: 'unsupported' }),
    analytics,
    searchInsights: analytics,
    marketingMessaging: messaging,
    timer: new ManualTimer(clock),
    site: 'rtau',
  });
  return { container, analytics, messaging };
}

/** A visit in which the session changes twice, with searches, clicks and cart changes between. */
function visit(container: Container) {
  const recorder = resolve(container, TOKENS.Recorder);
  const browsing = resolve(container, TOKENS.BrowsingUseCases);
  browsing.viewPage('/', 'Full Width');
  recorder.record([{ type: 'cart/loaded', data: { cart: cartOf() } }]);
  recorder.record([{ type: 'session/loaded', data: { token: anonymous, at: 1 } }]);
  browsing.viewSearchResults({ query: 'servo', queryId: QUERY_ID, products: [product('SK0001'), product('SK0002')] });
  browsing.selectProduct(product('SK0002'), { listId: 'search', listName: 'Search results' }, 1);
  recorder.record(shopperEdits(cartOf(), cartOf('SK0002')));
  recorder.record([{ type: 'session/tokenUpdated', data: { token: customer } }]);
  browsing.viewSearchResults({ query: 'led', queryId: QUERY_ID, products: [product('SK0003')] });
  recorder.record(shopperEdits(cartOf('SK0002'), cartOf('SK0002', 'SK0003')));
  recorder.record(shopperEdits(cartOf('SK0002', 'SK0003'), cartOf('SK0003')));
}

const outcome = ({ container, analytics, messaging }: ReturnType<typeof core>) => ({
  dataLayer: analytics.dataLayer,
  insights: analytics.insights,
  messaging: messaging.received,
  log: resolve(container, TOKENS.EventLog)
    .all()
    .map((entry) => entry.event.type),
});

describe('subscribers started after the first paint', () => {
  it('see the events published before their code loaded as if they had followed them live', async () => {
    const live = core();
    bindSubscribers(live.container, 'rtau');
    startSubscribers(live.container);
    visit(live.container);

    const later = core();
    let loaded!: () => void;
    const code = new Promise<void>((done) => (loaded = done));
    startSubscribersLater(later.container, 'rtau', () => code.then(() => import('../../src/composition/subscriber-bindings')));
    visit(later.container);
    expect(later.analytics.dataLayer).toEqual([]);
    loaded();
    await code;
    await new Promise((settle) => setTimeout(settle, 0));

    expect(outcome(later)).toEqual(outcome(live));
    expect(later.analytics.insights.length).toBeGreaterThan(0);
    // From then on they follow the bus directly.
    resolve(later.container, TOKENS.BrowsingUseCases).viewPage('/p/x');
    resolve(live.container, TOKENS.BrowsingUseCases).viewPage('/p/x');
    expect(outcome(later)).toEqual(outcome(live));
  });

  it('try the load again with the next event after it failed, keeping what happened', async () => {
    const live = core();
    bindSubscribers(live.container, 'rtau');
    startSubscribers(live.container);
    const later = core();
    let attempts = 0;
    startSubscribersLater(later.container, 'rtau', () =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : import('../../src/composition/subscriber-bindings'),
    );
    await new Promise((settle) => setTimeout(settle, 0));
    visit(live.container);
    visit(later.container);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(attempts).toBe(2);
    expect(outcome(later)).toEqual(outcome(live));
  });
});
