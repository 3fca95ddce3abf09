import { rebuild } from '../src/application/projection';
import { cartView, compareView } from '../src/application/projections';
import { projectionDefinitions } from '../src/application/projections/definitions';
import type { DomainEvent } from '../src/application/events';
import { TOKENS } from '../src/application/tokens';
import { resolve } from '../src/composition/container';
import { createTestContainer } from '../test/support/test-container';
import { type Cart, type LineItem, cartTotals } from '../src/domain/cart';
import { formatMoney, money } from '../src/domain/money';
import { imageSrcSet } from '../src/ui/format';
import { type Figure, measure } from './measure';

const line = (i: number): LineItem => ({
  id: `line-${i}`,
  variant: { sku: `SK${String(i).padStart(4, '0')}` },
  name: `Product ${i}`,
  productId: `p-${i}`,
  quantity: 1 + (i % 5),
  totalQuantity: 1 + (i % 5),
  price: { value: money(995 * (1 + (i % 5)), 'AUD'), ...(i % 3 === 0 && { discounted: { value: money(900 * (1 + (i % 5)), 'AUD') } }) },
});
const cartOf = (lines: number): Cart => ({
  lineItems: Array.from({ length: lines }, (_, i) => line(i)),
  totalPrice: money(0, 'AUD'),
  isDiscountCode: false,
});

/** A shopper's long session: browsing, comparing and changing the cart, 10,000 events in all. */
function sessionLog(length: number): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (let i = 0; i < length; i++) {
    if (i % 4 === 0)
      events.push({ type: 'cart/itemAdded', data: { sku: `SK${i % 20}`, quantity: 1, itemContainer: 'product', cart: cartOf(1 + (i % 20)) } });
    else events.push({ type: i % 2 ? 'compare/productAdded' : 'compare/productRemoved', data: { sku: `SK${i % 7}` } });
  }
  return events;
}

/** The nested updates: toasts shown and closed, analytics queued, resolved and flushed, lists changed, page answers. */
export function nestedLog(length: number): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (let i = 0; i < length; i++) {
    const id = `e${i}`;
    const list = { id: `list-${i % 10}`, name: `List ${i % 10}`, type: 'shopping-list' as const, productIds: [`SK${i % 7}`], productCount: 1 };
    const kinds: DomainEvent[] = [
      { type: 'toast/shown', data: { toast: { id: `toast-${i % 5}`, type: 'info', message: `Toast ${i}`, closable: true } } },
      {
        type: 'analytics/eventQueued',
        data: {
          entry: { id, status: 'INITIAL', event: { type: 'searchResultsViewed', data: { query: `q${i}`, resultCount: i } }, userStatus: null },
        },
      },
      { type: 'analytics/eventResolved', data: { id: `e${i - 1}`, userStatus: 'Anonymous' } },
      { type: 'lists/listChanged', data: { list } },
      { type: 'page/readAnswered', data: { path: '/', key: `read-${i % 12}`, answer: { ok: true, value: i } } },
      { type: 'toast/closed', data: { id: `toast-${(i + 2) % 5}` } },
    ];
    events.push(kinds[i % kinds.length] as DomainEvent);
    if (i % 60 === 59)
      events.push({
        type: 'analytics/queueFlushed',
        data: {
          batch: Array.from({ length: 10 }, (_, k) => ({
            id: `e${i - 58 + 6 * k}`,
            status: 'RESOLVED' as const,
            event: { type: 'signedIn' as const, data: { method: 'email' as const } },
            userStatus: 'Logged in' as const,
          })),
        },
      });
  }
  return events;
}

export function domainFigures(): Figure[] {
  const log = sessionLog(10_000);
  const nested = nestedLog(10_000);
  const cart100 = cartOf(100).lineItems;
  const { container } = createTestContainer();
  const compare = resolve(container, TOKENS.CompareUseCases);
  let n = 0;
  return [
    measure('fold 10,000 events into every projection', () => projectionDefinitions.map((d) => rebuild(d as never, log)), {
      batches: 20,
      perBatch: 5,
    }),
    measure('fold 10,000 events into the compare view', () => rebuild(compareView, log), { batches: 20, perBatch: 10 }),
    measure('fold 10,000 events into the cart view', () => rebuild(cartView, log), { batches: 20, perBatch: 10 }),
    measure('fold 10,000 nested updates into every projection', () => projectionDefinitions.map((d) => rebuild(d as never, nested)), {
      batches: 20,
      perBatch: 5,
    }),
    measure('compare toggle through the wired use case', () => compare.toggle(`SK${n++ % 6}`)),
    measure('cart totals of a 100-line cart', () => cartTotals(cart100, 'AUD')),
    measure('format a price in en-AU', () => formatMoney(money(123456, 'AUD'), 'en-AU'), { batches: 50, perBatch: 1000 }),
    measure('srcset of a remote image (10 widths)', () => imageSrcSet('https://cdn.example.com/p/SK0001.png?v=3'), { batches: 50, perBatch: 1000 }),
  ];
}
