import type { Database as Sqlite } from 'better-sqlite3';
import { gstIncluded } from '../../src/domain/money';
import { pointsEarned } from '../../src/domain/orders/loyalty';
import { SITES, type SiteCode } from '../../src/domain/site';
import { SEED_TEST_CUSTOMERS } from './payments';

const RUN_NAME = 'order-history';
/** Bump when the seeded history changes; a database seeded at another version gets it anew. */
export const ORDER_HISTORY_SEED_VERSION = 1;

type Origin = 'hybrisMigration' | 'store' | 'online';
interface PastOrder {
  readonly suffix: string;
  readonly origin: Origin;
  readonly placed: string;
  readonly steps: readonly string[];
  readonly lines: number;
  readonly clickAndCollect?: boolean;
}

/**
 * Spec §3 Order origin types: each test customer has a past of their own, so My Account shows every kind
 * of order: one brought over from the previous website (with its points), one bought in a store, and one
 * placed online still on its way. Numbers below the live counter's first (prefix + 1000001) never collide.
 */
const HISTORY: readonly PastOrder[] = [
  {
    suffix: '0900001',
    origin: 'hybrisMigration',
    placed: '2025-03-10T02:15:00.000Z',
    steps: ['order-placed', 'processing', 'intransit', 'outfordelivery', 'delivered'],
    lines: 2,
  },
  {
    suffix: '0900002',
    origin: 'store',
    placed: '2026-06-21T04:40:00.000Z',
    steps: ['order-placed', 'processing', 'readytocollect', 'delivered'],
    lines: 1,
    clickAndCollect: true,
  },
  { suffix: '0900003', origin: 'online', placed: '2026-11-18T22:05:00.000Z', steps: ['order-placed', 'processing', 'intransit'], lines: 3 },
];

const PREFIX: Readonly<Record<SiteCode, string>> = { jrau: 'JAU', jrnz: 'JNZ', rtau: 'RTM' };

/** Writes the test customers' order history once per version, after the catalog (it takes real products and prices). */
export function seedOrderHistory(sqlite: Sqlite): boolean {
  const done = sqlite.prepare('SELECT version FROM seed_runs WHERE name = ?');
  const write = sqlite.transaction(() => {
    if ((done.get(RUN_NAME) as { version: number } | undefined)?.version === ORDER_HISTORY_SEED_VERSION) return false;
    for (const customer of SEED_TEST_CUSTOMERS) {
      const siteCode: SiteCode = customer.country === 'NZ' ? 'jrnz' : 'jrau';
      const site = SITES[siteCode];
      const products = sqlite
        .prepare(
          `SELECT p.sku, p.title, pp.final_cents FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = ? ORDER BY p.rank LIMIT 12`,
        )
        .all(siteCode) as Array<{ sku: string; title: string; final_cents: number }>;
      const store = sqlite
        .prepare(`SELECT store_key, name, address, suburb, state, postcode FROM stores WHERE brand = ? AND country = ? ORDER BY store_key LIMIT 1`)
        .get(site.brand, site.country) as
        { store_key: string; name: string; address: string; suburb: string; state: string; postcode: string } | undefined;
      if (products.length < 6) continue;
      for (const [index, past] of HISTORY.entries()) {
        const orderNumber = `${PREFIX[siteCode]}${past.suffix}`;
        sqlite.prepare('DELETE FROM order_status_history WHERE order_number = ?').run(orderNumber);
        sqlite.prepare('DELETE FROM loyalty_entries WHERE order_number = ?').run(orderNumber);
        sqlite.prepare('DELETE FROM orders WHERE order_number = ?').run(orderNumber);
        sqlite.prepare('DELETE FROM payment_attempts WHERE reference = ?').run(`${orderNumber}-history`);
        const lines = products
          .slice(index * 3, index * 3 + past.lines)
          .map((p, n) => ({ sku: p.sku, name: p.title, quantity: n + 1, unitPrice: p.final_cents, lineTotal: p.final_cents * (n + 1) }));
        const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
        const collect = past.clickAndCollect && store;
        const shipping = collect ? 0 : 995;
        const total = subtotal + shipping;
        const tax = gstIncluded(total, site.country);
        const placed = Date.parse(past.placed);
        const contact = {
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          phone: customer.phone,
          address:
            site.country === 'NZ'
              ? { addressLine1: '1 Queen Street', city: 'Auckland', postalCode: '1010', country: 'NZ' }
              : { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' },
        };
        const shippingCode = site.country === 'NZ' ? 'JNZ_STD' : 'JAU_STD';
        // Every order stands on a payment attempt (its idempotency key); a past order's is a record of its own.
        sqlite
          .prepare(
            `INSERT INTO payment_attempts (reference, cart_id, site, owner, customer_id, anonymous_id, amount_cents, currency, fraud_token, session_id, draft, state, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, '{}', 'ordered', ?)`,
          )
          .run(
            `${orderNumber}-history`,
            `history-${orderNumber}`,
            siteCode,
            `customer:${customer.id}`,
            customer.id,
            `history-${customer.id}`,
            total,
            site.currency,
            placed,
          );
        sqlite
          .prepare(
            `INSERT INTO orders (order_number, payment_reference, site, owner, customer_id, anonymous_id, status, fulfilment, delivery_type, shipping_code,
              shipping_name, store, contact, billing_address, lines, subtotal_cents, discount_cents, discount_code, coupon_cents, shipping_cents,
              insurance_cents, gift_card_cents, credit_cents, total_cents, tax_cents, currency, payment_method, card_brand, card_last4, psp_reference,
              fraud_token, purchase_order_number, created_at, origin)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 0, NULL, 0, ?, 0, 0, 0, ?, ?, ?, 'card', 'visa', '4242', NULL, NULL, NULL, ?, ?)`,
          )
          .run(
            orderNumber,
            `${orderNumber}-history`,
            siteCode,
            `customer:${customer.id}`,
            customer.id,
            `history-${customer.id}`,
            past.steps.at(-1),
            collect ? 'clickAndCollect' : 'homeDelivery',
            collect ? 'clickCollect' : 'deliveryStore',
            collect ? null : shippingCode,
            collect ? null : 'Standard delivery',
            collect
              ? JSON.stringify({
                  storeKey: store.store_key,
                  name: store.name,
                  address: store.address,
                  suburb: store.suburb,
                  state: store.state,
                  postcode: store.postcode,
                })
              : null,
            JSON.stringify(contact),
            JSON.stringify(lines),
            subtotal,
            shipping,
            total,
            tax,
            site.currency,
            placed,
            past.origin,
          );
        for (const [step, status] of past.steps.entries()) {
          sqlite
            .prepare('INSERT INTO order_status_history (order_number, status, note, at) VALUES (?, ?, NULL, ?)')
            .run(orderNumber, status, placed + step * 26 * 60 * 60 * 1000);
        }
        const points = pointsEarned({ total, tax });
        const migrated = past.origin === 'hybrisMigration';
        sqlite
          .prepare('INSERT INTO loyalty_entries (customer_id, site, order_number, kind, points, description, at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(
            customer.id,
            siteCode,
            orderNumber,
            migrated ? 'migrated' : 'earned',
            points,
            migrated ? `Brought over from our previous website with order ${orderNumber}` : `Earned with order ${orderNumber}`,
            placed,
          );
      }
    }
    // Bookkeeping, not order data: wall-clock time is fine here.
    sqlite
      .prepare('INSERT OR REPLACE INTO seed_runs (name, version, finished_at) VALUES (?, ?, ?)')
      .run(RUN_NAME, ORDER_HISTORY_SEED_VERSION, new Date().toISOString());
    return true;
  });
  return write.immediate();
}
