import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PAGE_TYPES,
  type AnalyticsQueueEvent,
  type AnalyticsQueueState,
  MARKETING_MESSAGING_EVENT_NAMES,
  PRIORITY_EVENTS,
  SEARCH_ALL_PRODUCTS,
  analyticsPageType,
  analyticsQueueDecider,
  decide,
  evolve,
  initialAnalyticsQueue,
  insightsFilterEvents,
  insightsObjectEvents,
  isAnalyticsEventName,
  isPriorityEvent,
  isQueueResolved,
  lineUnitPriceCents,
  searchInsightsUserToken,
  userStatus,
} from '../../src/domain/analytics';
import { dataLayerPushes, ga4Event } from '../../src/adapters/analytics/ga4-data-layer';
import { purchaseEcommerce } from '../../src/adapters/analytics/ga4-items';
import { CONTENT_PAGE_TYPES } from '../../src/domain/page-info';
import { fold } from '../../src/domain/shared';
import { SITE_CODES, searchIndexName } from '../../src/domain/site';
import { analyticsEventArb, eventIdArb, purchaseArb, queueCommandArb, tokenIdsArb, userStatusArb } from './arbitraries/analytics';
import { skuArb } from './arbitraries/common';

type Command = Parameters<typeof decide>[1];

/** Runs commands, keeping every event and the state each flush was decided against. */
function runQueue(commands: readonly Command[]) {
  let state: AnalyticsQueueState = initialAnalyticsQueue();
  const events: AnalyticsQueueEvent[] = [];
  const flushedFrom: AnalyticsQueueState[] = [];
  for (const command of commands) {
    const result = decide(state, command);
    if (!result.ok) continue;
    if (result.value.some((event) => event.type === 'analytics/queueFlushed')) flushedFrom.push(state);
    events.push(...result.value);
    state = result.value.reduce(evolve, state);
  }
  return { state, events, flushedFrom };
}

describe('analytics: event names', () => {
  it('lists every event of the spec, with the marketing-messaging ones apart', () => {
    expect(ANALYTICS_EVENT_NAMES).toHaveLength(31);
    expect(new Set(ANALYTICS_EVENT_NAMES).size).toBe(31);
    expect(PRIORITY_EVENTS).toEqual(['trackingIdAssigned', 'pageViewed', 'cartLoaded']);
    expect(MARKETING_MESSAGING_EVENT_NAMES).toEqual(['add-to-cart', 'remove-from-cart']);
    for (const name of MARKETING_MESSAGING_EVENT_NAMES) expect(isAnalyticsEventName(name)).toBe(false);
    expect(isPriorityEvent('pageViewed')).toBe(true);
    expect(isPriorityEvent('productViewed')).toBe(false);
    expect(isAnalyticsEventName('clear_ecommerce')).toBe(true);
  });
});

describe('analytics: queue', () => {
  it('is flushed only when every queued event is RESOLVED', () => {
    fc.assert(
      fc.property(fc.array(queueCommandArb, { maxLength: 40 }), (commands) => {
        const { state, flushedFrom } = runQueue(commands);
        for (const before of flushedFrom) expect(isQueueResolved(before)).toBe(true);
        const flush = decide(state, { type: 'flushQueue' });
        const pending = state.entries.filter((entry) => entry.status === 'INITIAL').map((entry) => entry.id);
        if (pending.length > 0) expect(flush).toEqual({ ok: false, error: { type: 'analytics/eventsPending', pendingIds: pending } });
        else expect(flush.ok).toBe(true);
      }),
    );
  });

  it('a flush of resolved events puts the tracking id, page_load and cart_contents_push first, the rest in queue order', () => {
    fc.assert(
      fc.property(fc.array(analyticsEventArb, { maxLength: 12 }), (queued) => {
        const commands = queued.map((event, at) => ({ type: 'queueEvent', id: `e${at}`, event, userStatus: 'Anonymous' }) as const);
        const { events } = runQueue([...commands, { type: 'flushQueue' }]);
        const flushed = events.find((event) => event.type === 'analytics/queueFlushed');
        const names = flushed?.type === 'analytics/queueFlushed' ? flushed.data.batch.map((entry) => entry.event.type) : [];
        const byPriority = PRIORITY_EVENTS.flatMap((type) => queued.filter((event) => event.type === type).map((event) => event.type));
        const others = queued.filter((event) => !isPriorityEvent(event.type)).map((event) => event.type);
        expect(names).toEqual([...byPriority, ...others]);
      }),
    );
  });

  it('every queued event is sent exactly once, with the user status it was resolved with', () => {
    fc.assert(
      fc.property(fc.array(queueCommandArb, { maxLength: 40 }), (commands) => {
        const { state } = runQueue(commands);
        const resolveAll = state.entries.map((entry) => ({ type: 'resolveEvent', id: entry.id, userStatus: 'Anonymous' }) as const);
        const finished = runQueue([...commands, ...resolveAll, { type: 'flushQueue' }]);
        expect(finished.state.entries).toEqual([]);
        const queued = finished.events.flatMap((e) => (e.type === 'analytics/eventQueued' ? [e.data.entry.id] : []));
        const sent = finished.events.flatMap((e) => (e.type === 'analytics/queueFlushed' ? e.data.batch.map((entry) => entry.id) : []));
        expect([...sent].sort()).toEqual([...queued].sort());
        for (const entry of state.entries.filter((e) => e.status === 'INITIAL')) {
          const last = finished.events.findLast((e) => e.type === 'analytics/queueFlushed');
          const flushed = last?.type === 'analytics/queueFlushed' ? last.data.batch.find((b) => b.id === entry.id) : undefined;
          expect(flushed?.userStatus).toBe('Anonymous');
        }
      }),
    );
  });

  it('refuses a second event with a queued id and resolving an unknown id; resolving twice keeps the first status', () => {
    fc.assert(
      fc.property(analyticsEventArb, eventIdArb, (event, id) => {
        const { state } = runQueue([{ type: 'queueEvent', id, event, userStatus: null }]);
        expect(decide(state, { type: 'queueEvent', id, event, userStatus: 'Anonymous' })).toEqual({
          ok: false,
          error: { type: 'analytics/duplicateEventId', id },
        });
        expect(decide(state, { type: 'resolveEvent', id: `${id}x`, userStatus: 'Anonymous' })).toEqual({
          ok: false,
          error: { type: 'analytics/unknownEventId', id: `${id}x` },
        });
        const resolved = runQueue([
          { type: 'queueEvent', id, event, userStatus: null },
          { type: 'resolveEvent', id, userStatus: 'Logged in' },
        ]);
        expect(resolved.state.entries[0]?.userStatus).toBe('Logged in');
        expect(decide(resolved.state, { type: 'resolveEvent', id, userStatus: 'Anonymous' })).toEqual({ ok: true, value: [] });
        expect(decide(initialAnalyticsQueue(), { type: 'flushQueue' })).toEqual({ ok: true, value: [] });
      }),
    );
  });

  it('a command or event it does not know is a programming error, not a silent no-op', () => {
    expect(() => decide(initialAnalyticsQueue(), { type: 'sendNow' } as never)).toThrow();
    expect(() => evolve(initialAnalyticsQueue(), { type: 'analytics/eventSent' } as never)).toThrow();
  });

  it('folding its events rebuilds the same state', () => {
    fc.assert(
      fc.property(fc.array(queueCommandArb, { maxLength: 40 }), (commands) => {
        const { state, events } = runQueue(commands);
        expect(fold(analyticsQueueDecider, events)).toEqual(state);
      }),
    );
  });
});

describe('analytics: user status and page type', () => {
  it('user_status is "Logged in" only for a signed-in session', () => {
    fc.assert(
      fc.property(fc.option(fc.record({ isLoggedIn: fc.boolean() }), { nil: undefined }), (token) => {
        expect(userStatus(token)).toBe(token?.isLoggedIn ? 'Logged in' : 'Anonymous');
      }),
    );
    expect(userStatus(null)).toBe('Anonymous');
  });

  it('reports home for /, the four mapped content types by name, and other for everything else', () => {
    const mapped: Record<string, string> = { Category: 'category', 'Physical Product': 'product', Checkout: 'checkout', OrderConfirm: 'purchase' };
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...CONTENT_PAGE_TYPES), fc.string(), fc.constant(null)),
        fc.stringMatching(/^\/[a-z]{1,8}$/),
        (pageType, path) => {
          const type = analyticsPageType({ path, pageType });
          expect(type).toBe((pageType !== null && Object.hasOwn(mapped, pageType) ? mapped[pageType] : undefined) ?? 'other');
          expect(ANALYTICS_PAGE_TYPES).toContain(type);
          expect(analyticsPageType({ path: '/', pageType })).toBe('home');
        },
      ),
    );
    for (const [pageType, type] of Object.entries(mapped)) expect(analyticsPageType({ path: '/p', pageType })).toBe(type);
  });
});

describe('analytics: GA4 dataLayer', () => {
  it('an ecommerce event is preceded by the named clear_ecommerce reset; any other event is one push without ecommerce; each carries the user status', () => {
    fc.assert(
      fc.property(analyticsEventArb, userStatusArb, (event, userStatus) => {
        const pushes = dataLayerPushes({ id: 'e1', event, userStatus });
        const last = pushes[pushes.length - 1]!;
        const ga4 = ga4Event(event);
        expect(last.event).toBe(ga4.name);
        expect(isAnalyticsEventName(String(last.event))).toBe(true);
        expect(last.user_status).toBe(userStatus);
        if (ga4.ecommerce) {
          expect(pushes).toHaveLength(2);
          expect(pushes[0]).toEqual({ event: 'clear_ecommerce', ecommerce: null });
          expect(last.ecommerce).toEqual(ga4.ecommerce);
        } else {
          expect(pushes).toHaveLength(1);
          expect('ecommerce' in last).toBe(false);
        }
      }),
    );
  });

  it('names the priority events as spec §9 does: eventIDGenerated, page_load, cart_contents_push', () => {
    const events = [
      { type: 'trackingIdAssigned', data: { trackingId: 'a-1', eventId: 'e-1' } },
      { type: 'pageViewed', data: { pageType: 'home', path: '/' } },
      { type: 'cartLoaded', data: { total: { centAmount: 0, currencyCode: 'AUD' }, lines: [] } },
    ] as const;
    expect(events.map((event) => event.type)).toEqual([...PRIORITY_EVENTS]);
    expect(events.map((event) => ga4Event(event).name)).toEqual(['eventIDGenerated', 'page_load', 'cart_contents_push']);
  });

  it('a purchase record becomes GA4 purchase with amounts in currency units and one item per line', () => {
    fc.assert(
      fc.property(purchaseArb, ({ currency, record }) => {
        const event = ga4Event({ type: 'orderPlaced', data: { record, currency } });
        expect(event.name).toBe('purchase');
        const ecommerce = event.ecommerce ?? {};
        expect(ecommerce).toEqual(purchaseEcommerce(record, currency));
        expect(ecommerce).toMatchObject({
          transaction_id: record.orderNumber,
          currency,
          value: record.value / 100,
          tax: record.tax / 100,
          shipping: record.shipping / 100,
          payment_type: record.paymentMethod,
        });
        expect(ecommerce.insurance).toBe(record.insurance === undefined ? undefined : record.insurance / 100);
        expect(ecommerce.coupon).toBe(record.coupon || undefined);
        expect(ecommerce.items).toHaveLength(record.lineItems.length);
        record.lineItems.forEach((line, at) => {
          const item = ecommerce.items?.[at];
          expect(item).toMatchObject({ item_id: line.variant.sku, item_name: line.name, quantity: line.quantity });
          expect(item?.price).toBe(lineUnitPriceCents(line) / 100);
          expect(item?.item_brand).toBe(line.brandName || undefined);
          expect(item?.item_category).toBe(line.category1Name || undefined);
          expect(item?.item_category5).toBe(line.category5Name || undefined);
          expect(item?.item_list_name).toBe(line.listName || undefined);
        });
      }),
    );
  });

  it('the unit price is the (discounted) line total over quantity, to the nearest cent', () => {
    fc.assert(
      fc.property(purchaseArb, ({ record }) => {
        for (const line of record.lineItems) {
          const total = (line.price.discounted ?? line.price).value.centAmount;
          expect(lineUnitPriceCents(line)).toBe(line.quantity >= 1 ? Math.round(total / line.quantity) : total);
        }
      }),
    );
  });
});

describe('analytics: search insights', () => {
  it('the user token is user-{customerId}, else anonymous-{anonymousId}, and without one no event is sent', () => {
    fc.assert(
      fc.property(tokenIdsArb, fc.array(skuArb, { maxLength: 50 }), fc.constantFrom(...SITE_CODES), (token, objectIDs, site) => {
        const expected = token.customerId ? `user-${token.customerId}` : token.anonymousId ? `anonymous-${token.anonymousId}` : undefined;
        expect(searchInsightsUserToken(token)).toBe(expected);
        const events = insightsObjectEvents({ eventType: 'view', eventName: 'Product Viewed', site, token, objectIDs });
        const filters = insightsFilterEvents({
          eventType: 'view',
          eventName: 'Filter Viewed',
          site,
          token,
          filters: [{ attribute: 'brand', values: ['x'] }],
        });
        if (expected === undefined) {
          expect(events).toEqual([]);
          expect(filters).toEqual([]);
        }
        for (const event of [...events, ...filters]) {
          expect(event.userToken).toBe(expected);
          expect(event.index).toBe(searchIndexName(site));
        }
      }),
    );
  });

  it('sends at most 20 products per event, all of them, in order', () => {
    fc.assert(
      fc.property(
        fc.array(skuArb, { maxLength: 90, size: 'max' }),
        fc.option(fc.constantFrom('q-1', ''), { nil: undefined }),
        (objectIDs, queryID) => {
          const events = insightsObjectEvents({
            eventType: 'view',
            eventName: 'Viewed',
            site: 'jrau',
            token: { anonymousId: 'a-1' },
            objectIDs,
            queryID,
          });
          expect(events).toHaveLength(Math.ceil(objectIDs.length / 20));
          for (const event of events) {
            expect(event.objectIDs!.length).toBeLessThanOrEqual(20);
            expect(event.queryID).toBe(queryID || undefined);
          }
          expect(events.flatMap((event) => event.objectIDs)).toEqual(objectIDs);
        },
      ),
    );
  });

  it('a filter with an empty value is reported as "Search All Products", others as attribute:value', () => {
    const filterArb = fc.record({
      attribute: fc.constantFrom('brand', 'category'),
      values: fc.array(fc.constantFrom('', 'Arduino', 'LEDs'), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(filterArb, { maxLength: 3 }), (filters) => {
        const events = insightsFilterEvents({ eventType: 'click', eventName: 'Filter', site: 'rtau', token: { customerId: 'c-1' }, filters });
        const expected = [
          ...new Set(filters.flatMap((f) => (f.values.includes('') ? [SEARCH_ALL_PRODUCTS] : f.values.map((v) => `${f.attribute}:${v}`)))),
        ];
        expect(events).toEqual(expected.length === 0 ? [] : [expect.objectContaining({ filters: expected })]);
      }),
    );
    expect(SEARCH_ALL_PRODUCTS).toBe('Search All Products');
  });
});
