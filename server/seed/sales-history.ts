import type { Database as Sqlite } from 'better-sqlite3';
import { gstIncluded } from '../../src/domain/money';
import { SITE_CODES, SITES, type SiteCode } from '../../src/domain/site';
import { createRandom } from './random';

const RUN_NAME = 'sales-history';
/** Bump when the seeded sales change; the catalog's seed version is part of the stamp, so a new catalogue gets new sales. */
export const SALES_HISTORY_VERSION = 1;

/** Who bought: past shoppers of the shop, neither customers with an account nor anonymous sessions of today. */
export const SALES_HISTORY_OWNER = 'sales-history';
/** Orders per site over the last SALES_HISTORY_DAYS, a few a day as a small shop sells online and in store. */
const ORDERS_PER_SITE = 360;
export const SALES_HISTORY_DAYS = 90;
const DAY = 86_400_000;

const PREFIX: Readonly<Record<SiteCode, string>> = { jrau: 'JAU', jrnz: 'JNZ', rtau: 'RTM' };

/**
 * What each brand's shoppers come for, as a weight per top category (others 1): makers buy boards, sensors and
 * parts; the brand of "sound for the road" sells car audio, 12 V power and the gear around them.
 */
export const BRAND_FOCUS: Readonly<Record<'jc' | 'rtm', Readonly<Record<string, number>>>> = {
  jc: {
    'microcontrollers-and-boards': 5,
    'sensors-and-modules': 4,
    components: 4,
    'tools-and-soldering': 3,
    'kits-and-learning': 2,
    'test-equipment': 2,
    'power-and-batteries': 2,
    'cables-and-connectors': 2,
  },
  rtm: {
    automotive: 6,
    'audio-and-video': 5,
    'power-and-batteries': 4,
    'security-and-surveillance': 3,
    lighting: 3,
    marine: 2,
    'cables-and-connectors': 2,
  },
};
/** The best-known products of a top category that take its sales. */
const PER_CATEGORY = 40;

/**
 * The shop's past sales (issue 20: best sellers from order history): guest orders bought online or in a store
 * over the last 90 days before the seed ran, each site's from its own range. What sells is drawn with the
 * catalogue's popularity (its rank), so cheap everyday parts sell most, as they do. Numbers 08xxxxx sit
 * below the test customers' history (09xxxxx) and the live counter (prefix + 1000001), so none collide.
 * Written again whenever the catalogue is, as it names the catalogue's skus.
 */
export function seedSalesHistory(sqlite: Sqlite, catalogVersion: number, now: number): boolean {
  const stamp = SALES_HISTORY_VERSION * 1000 + catalogVersion;
  const done = sqlite.prepare('SELECT version FROM seed_runs WHERE name = ?');
  const write = sqlite.transaction(() => {
    if ((done.get(RUN_NAME) as { version: number } | undefined)?.version === stamp) return false;
    const owned = `${SALES_HISTORY_OWNER}:%`;
    sqlite.prepare('DELETE FROM order_status_history WHERE order_number IN (SELECT order_number FROM orders WHERE owner LIKE ?)').run(owned);
    sqlite.prepare('DELETE FROM orders WHERE owner LIKE ?').run(owned);
    sqlite.prepare('DELETE FROM payment_attempts WHERE owner LIKE ?').run(owned);
    const insertAttempt = sqlite.prepare(
      `INSERT INTO payment_attempts (reference, cart_id, site, owner, customer_id, anonymous_id, amount_cents, currency, fraud_token, session_id, draft, state, created_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?, ?, NULL, NULL, '{}', 'ordered', ?)`,
    );
    const insertOrder = sqlite.prepare(
      `INSERT INTO orders (order_number, payment_reference, site, owner, customer_id, anonymous_id, status, fulfilment, delivery_type, shipping_code,
        shipping_name, store, contact, billing_address, lines, subtotal_cents, discount_cents, discount_code, coupon_cents, shipping_cents,
        insurance_cents, gift_card_cents, credit_cents, total_cents, tax_cents, currency, payment_method, card_brand, card_last4, psp_reference,
        fraud_token, purchase_order_number, created_at, origin)
       VALUES (?, ?, ?, ?, NULL, ?, 'delivered', ?, ?, ?, ?, ?, ?, NULL, ?, ?, 0, NULL, 0, ?, 0, 0, 0, ?, ?, ?, 'card', 'visa', '4242', NULL, NULL, NULL, ?, ?)`,
    );
    const insertStatus = sqlite.prepare('INSERT INTO order_status_history (order_number, status, note, at) VALUES (?, ?, NULL, ?)');
    for (const siteCode of SITE_CODES) {
      const site = SITES[siteCode];
      const random = createRandom().fork(`sales-history-${siteCode}`);
      const rows = sqlite
        .prepare(
          `SELECT p.sku, p.title, pp.final_cents, p.category_id AS leaf, COALESCE(c1.slug, c2.slug, c3.slug) AS top FROM products p
           JOIN product_prices pp ON pp.sku = p.sku AND pp.site = ?
           JOIN categories c3 ON c3.id = p.category_id LEFT JOIN categories c2 ON c2.id = c3.parent_id LEFT JOIN categories c1 ON c1.id = c2.parent_id
           WHERE p.content_type = 'Physical Product' ORDER BY p.rank, p.sku`,
        )
        .all(siteCode) as Array<{ sku: string; title: string; final_cents: number; leaf: string; top: string }>;
      // At most two of a leaf category (two values of a resistor, not forty), so a category's sales spread over its kinds.
      const byTop = new Map<string, typeof rows>();
      const perLeaf = new Map<string, number>();
      for (const row of rows) {
        const group = byTop.get(row.top) ?? [];
        const leafCount = perLeaf.get(row.leaf) ?? 0;
        if (group.length < PER_CATEGORY && leafCount < 2) {
          group.push(row);
          perLeaf.set(row.leaf, leafCount + 1);
        }
        byTop.set(row.top, group);
      }
      const focus = BRAND_FOCUS[site.brand];
      const groups = [...byTop].map(([top, group]) => [group, focus[top] ?? 1] as const);
      const stores = sqlite
        .prepare('SELECT store_key, name, address, suburb, state, postcode FROM stores WHERE brand = ? AND country = ? ORDER BY store_key')
        .all(site.brand, site.country) as Array<{
        store_key: string;
        name: string;
        address: string;
        suburb: string;
        state: string;
        postcode: string;
      }>;
      if (groups.length === 0) continue;
      for (let n = 1; n <= ORDERS_PER_SITE; n++) {
        const orderNumber = `${PREFIX[siteCode]}08${String(n).padStart(5, '0')}`;
        const owner = `${SALES_HISTORY_OWNER}:${siteCode}-${n}`;
        // A category by what the brand's shoppers come for, then the better known a product (the lower its rank), the likelier a sale.
        const picked = new Map<string, { sku: string; name: string; quantity: number; unitPrice: number; lineTotal: number }>();
        for (let k = random.int(1, 4); k > 0; k--) {
          const group = random.weighted(groups);
          const product = group[Math.floor(group.length * random.next() ** 2)]!;
          const quantity = product.final_cents < 1000 ? random.int(1, 6) : product.final_cents < 5000 ? random.int(1, 2) : 1;
          const line = picked.get(product.sku);
          picked.set(product.sku, {
            sku: product.sku,
            name: product.title,
            quantity: (line?.quantity ?? 0) + quantity,
            unitPrice: product.final_cents,
            lineTotal: product.final_cents * ((line?.quantity ?? 0) + quantity),
          });
        }
        const lines = [...picked.values()];
        const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
        const store = stores.length > 0 && random.chance(0.45) ? random.pick(stores) : undefined;
        const shipping = store ? 0 : subtotal >= 10000 ? 0 : 995;
        const total = subtotal + shipping;
        const placed = now - random.int(1, SALES_HISTORY_DAYS * 24 * 60) * 60_000;
        const contact = {
          email: `past.shopper.${siteCode}.${n}@example.com`,
          firstName: 'Past',
          lastName: 'Shopper',
          phone: site.country === 'NZ' ? '021 000 0000' : '0400 000 000',
        };
        insertAttempt.run(`${orderNumber}-sales`, `sales-${orderNumber}`, siteCode, owner, owner, total, site.currency, placed);
        insertOrder.run(
          orderNumber,
          `${orderNumber}-sales`,
          siteCode,
          owner,
          owner,
          store ? 'clickAndCollect' : 'homeDelivery',
          store ? 'clickCollect' : 'deliveryStore',
          store ? null : site.country === 'NZ' ? 'JNZ_STD' : 'JAU_STD',
          store ? null : 'Standard delivery',
          store
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
          gstIncluded(total, site.country),
          site.currency,
          placed,
          store && random.chance(0.5) ? 'store' : 'online',
        );
        insertStatus.run(orderNumber, 'order-placed', placed);
        insertStatus.run(orderNumber, 'delivered', placed + (store ? 0.1 : 3) * DAY);
      }
    }
    // Bookkeeping, not order data: wall-clock time is fine here.
    sqlite.prepare('INSERT OR REPLACE INTO seed_runs (name, version, finished_at) VALUES (?, ?, ?)').run(RUN_NAME, stamp, new Date().toISOString());
    return true;
  });
  return write.immediate();
}
