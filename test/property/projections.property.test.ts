import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProjectionDefinition, rebuild } from '../../src/application/projection';
import { projectionDefinitions } from '../../src/application/projections/definitions';
import { execute } from '../../src/application/recorder';
import { TOKENS, type Token } from '../../src/application/tokens';
import type { Projection } from '../../src/application/projection';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import { type AccountCommand, accountDecider } from '../../src/domain/account';
import { type ListsCommand, listsDecider } from '../../src/domain/lists';
import { type PageDataCommand, pageDataDecider } from '../../src/domain/page-data';
import { analyticsQueueDecider } from '../../src/domain/analytics';
import { browsingDecider } from '../../src/domain/browsing';
import { cartDecider } from '../../src/domain/cart';
import { checkoutDecider } from '../../src/domain/checkout';
import { compareDecider } from '../../src/domain/compare';
import { deliveryDecider } from '../../src/domain/delivery';
import { DRAWERS, type DrawerCommand, drawersDecider } from '../../src/domain/drawers';
import { orderDecider } from '../../src/domain/orders';
import { sessionDecider } from '../../src/domain/session';
import type { Decider } from '../../src/domain/shared';
import { storeDecider } from '../../src/domain/preferred-store';
import { toastsDecider } from '../../src/domain/toasts';
import { queueCommandArb } from './arbitraries/analytics';
import { browsingCommandArb } from './arbitraries/browsing';
import { cartCommandArb } from './arbitraries/cart';
import { checkoutCommandArb } from './arbitraries/checkout';
import { compareCommandArb } from './arbitraries/compare';
import { deliveryCommandArb } from './arbitraries/delivery-commands';
import { observeOrderArb, orderCommandArb } from './arbitraries/orders';
import { sessionCommandArb } from './arbitraries/session';
import { storeCommandArb } from './arbitraries/preferred-store';
import { toastCommandsArb } from './arbitraries/toasts';

const drawerCommandArb: fc.Arbitrary<DrawerCommand> = fc.oneof(
  fc.record({
    type: fc.constant('openDrawer' as const),
    drawer: fc.constantFrom(...DRAWERS),
    sku: fc.option(fc.constantFrom('AB1234', ' ', 'CD5678')),
  }),
  fc.record({ type: fc.constant('closeDrawer' as const), drawer: fc.constantFrom(...DRAWERS) }),
  fc.constant({ type: 'routeChanged' } as const),
);

const customerArb = fc.record({
  id: fc.constantFrom('c-1', 'c-2'),
  email: fc.constant('maker@example.com'),
  firstName: fc.constantFrom('Ada', 'Grace'),
  lastName: fc.constant('Hopper'),
  country_code: fc.constant('AU'),
  customerAddresses: fc.constant([]),
});
const accountCommandArb: fc.Arbitrary<AccountCommand> = fc.oneof(
  fc.constantFrom<AccountCommand>(
    { type: 'startLoading' },
    { type: 'recordLoadFailed' },
    { type: 'clear' },
    { type: 'recordSignedIn' },
    { type: 'recordCreated' },
    { type: 'recordDeactivated' },
  ),
  customerArb.map((customer) => ({ type: 'recordLoaded', customer }) as const),
  fc
    .array(fc.record({ sku: fc.constant('AB1234'), quantity: fc.integer({ min: 1, max: 3 }), reason: fc.constant('faulty') }), { maxLength: 2 })
    .map((items) => ({ type: 'recordReturn', orderNumber: 'JAU1000001', items }) as const),
);

const listArb = fc.record({
  id: fc.constantFrom('l-1', 'l-2', 'l-3'),
  name: fc.constantFrom('Garage', 'Robot', ' ', 'Camping'),
  type: fc.constantFrom('shopping-list' as const, 'project-list' as const),
  productIds: fc.array(fc.constantFrom('AB1234', 'CD5678'), { maxLength: 2 }),
  productCount: fc.integer({ min: 0, max: 5 }),
});
const listedArb = fc.array(
  fc.record({
    sku: fc.constantFrom('AB1234', 'CD5678'),
    name: fc.constant('Part'),
    price: fc.constant({ centAmount: 495, currencyCode: 'AUD' as const }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  { maxLength: 2 },
);
const bookmarksArb = fc.array(
  fc.record({
    name: fc.constant('Rover'),
    projectId: fc.constantFrom('p-1', 'p-2'),
    status: fc.constantFrom('saved' as const, 'building' as const, 'completed' as const),
  }),
  { maxLength: 2 },
);
const listsCommandArb: fc.Arbitrary<ListsCommand> = fc.oneof(
  fc.tuple(fc.array(listArb, { maxLength: 3 }), bookmarksArb).map(([lists, bookmarks]) => ({ type: 'recordLoaded', lists, bookmarks }) as const),
  fc.constant({ type: 'clear' } as const),
  fc.tuple(listArb, listedArb).map(([list, products]) => ({ type: 'recordCreated', list, products }) as const),
  fc.tuple(listArb, listedArb).map(([list, products]) => ({ type: 'recordAdded', list, products }) as const),
  listArb.map((list) => ({ type: 'recordChanged', list }) as const),
  fc.constantFrom('l-1', 'l-2').map((listId) => ({ type: 'recordDeleted', listId }) as const),
  listedArb.map((products) => ({ type: 'recordAddedToCart', listId: 'l-1', listName: 'Garage', products }) as const),
  bookmarksArb.map((bookmarks) => ({ type: 'recordBookmarks', bookmarks }) as const),
);

// Each module: its decider, the live projection that holds its state, and commands to throw at it.
// biome-ignore lint: heterogenous deciders are held loosely on purpose
type AnyDecider = Decider<any, any, any, any>;
interface Module {
  readonly decider: AnyDecider;
  readonly view: Token<Projection<unknown>>;
}
const pathArb = fc.constantFrom('/', '/c/power', '/p/motor', '/search');
const pageDataCommandArb: fc.Arbitrary<PageDataCommand> = fc.oneof(
  fc
    .tuple(pathArb, fc.constantFrom('page:/:0:0', 'product:motor:0:0', 'q|{}|0|0'), fc.jsonValue())
    .map(([path, key, value]) => ({ type: 'recordAnswer', path, key, answer: { ok: true, value } }) as const),
  pathArb.map((path) => ({ type: 'routeChanged', path }) as const),
);

const MODULES = {
  compare: { decider: compareDecider, view: TOKENS.CompareView },
  cart: { decider: cartDecider, view: TOKENS.CartView },
  checkout: { decider: checkoutDecider, view: TOKENS.CheckoutView },
  orders: { decider: orderDecider, view: TOKENS.OrderView },
  session: { decider: sessionDecider, view: TOKENS.SessionView },
  store: { decider: storeDecider, view: TOKENS.PreferencesView },
  toasts: { decider: toastsDecider, view: TOKENS.ToastsView },
  analytics: { decider: analyticsQueueDecider, view: TOKENS.AnalyticsQueueView },
  drawers: { decider: drawersDecider, view: TOKENS.DrawersView },
  browsing: { decider: browsingDecider, view: TOKENS.BrowsingView },
  account: { decider: accountDecider, view: TOKENS.AccountView },
  lists: { decider: listsDecider, view: TOKENS.ListsView },
  pageData: { decider: pageDataDecider, view: TOKENS.PageDataView },
  delivery: { decider: deliveryDecider, view: TOKENS.DeliveryView },
} as Record<string, Module>;

const stepArb = fc.oneof(
  compareCommandArb().map((command) => ['compare', command] as const),
  cartCommandArb.map((command) => ['cart', command] as const),
  checkoutCommandArb('AU').map((command) => ['checkout', command] as const),
  fc.oneof(orderCommandArb, observeOrderArb).map((command) => ['orders', command] as const),
  sessionCommandArb.map((command) => ['session', command] as const),
  storeCommandArb.map((command) => ['store', command] as const),
  toastCommandsArb.map((commands) => ['toasts', commands[0] ?? { type: 'expireToasts', now: 0 }] as const),
  queueCommandArb.map((command) => ['analytics', command] as const),
  drawerCommandArb.map((command) => ['drawers', command] as const),
  browsingCommandArb(fc.constantFrom('AB1234', 'CD5678')).map((command) => ['browsing', command] as const),
  accountCommandArb.map((command) => ['account', command] as const),
  listsCommandArb.map((command) => ['lists', command] as const),
  pageDataCommandArb.map((command) => ['pageData', command] as const),
  deliveryCommandArb.map((command) => ['delivery', command] as const),
);

describe('projections', () => {
  it('folding the whole log from scratch equals every live projection', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 10, maxLength: 80, size: 'large' }), (steps) => {
        const { container } = createTestContainer();
        const recorder = resolve(container, TOKENS.Recorder);
        for (const [area, command] of steps) {
          const module = MODULES[area]!;
          execute(module.decider, resolve(container, module.view).getSnapshot(), command, recorder);
        }
        const events = resolve(container, TOKENS.EventLog)
          .all()
          .map((entry) => entry.event);
        for (const module of Object.values(MODULES)) {
          const live = resolve(container, module.view);
          const definition = projectionDefinitions.find((d) => d.name === live.name) as ProjectionDefinition<unknown>;
          expect(rebuild(definition, events)).toEqual(live.getSnapshot());
        }
      }),
      { numRuns: 100 },
    );
  });

  it('an event of another area leaves a projection’s snapshot identical, so its views do not re-render', () => {
    // The facts one module records and another folds on purpose: a placed order ends the checkout and empties the cart.
    const FOLDED_ELSEWHERE: Record<string, readonly string[]> = { 'orders/orderPlaced': ['cart', 'checkout'] };
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 30 }), (steps) => {
        const { container } = createTestContainer();
        const recorder = resolve(container, TOKENS.Recorder);
        for (const [area, command] of steps) {
          const module = MODULES[area]!;
          const others = Object.entries(MODULES)
            .filter(([name]) => name !== area)
            .map(([name, m]) => ({ name, view: resolve(container, m.view) }));
          const before = others.map(({ view }) => view.getSnapshot());
          const result = execute(module.decider, resolve(container, module.view).getSnapshot(), command, recorder);
          const folders = new Set((result.ok ? result.value : []).flatMap((event: { type: string }) => FOLDED_ELSEWHERE[event.type] ?? []));
          others.forEach(({ name, view }, i) => {
            if (!folders.has(name)) expect(view.getSnapshot()).toBe(before[i]);
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('there is one projection per module, each with its own name', () => {
    expect(projectionDefinitions.map((d) => d.name).sort()).toEqual(
      Object.values(MODULES)
        .map((m) => Symbol.keyFor(m.view)!.replace('storefront.projection.', ''))
        .sort(),
    );
  });
});
