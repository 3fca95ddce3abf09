import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { OrderStatusHistoryTable, OrderTable, PaymentAttemptTable } from '../db/schema';
import { gstIncluded } from '../../src/domain/money';
import { SITE_CODES, SITES, type SiteCode } from '../../src/domain/site';
import { createRandom } from './random';
import { insertRows, recordSeedRun, seedTransaction, seededVersion } from './write';

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
export async function seedSalesHistory(db: Db, catalogVersion: number, now: number): Promise<boolean> {
  const stamp = SALES_HISTORY_VERSION * 1000 + catalogVersion;
  if ((await seededVersion(db, RUN_NAME)) === stamp) return false;
  return seedTransaction(db, RUN_NAME, async (trx) => {
    if ((await seededVersion(trx, RUN_NAME)) === stamp) return false;
    const owned = `${SALES_HISTORY_OWNER}:%`;
    await trx
      .deleteFrom('order_status_history')
      .where('order_number', 'in', (eb) => eb.selectFrom('orders').select('order_number').where('owner', 'like', owned))
      .execute();
    await trx.deleteFrom('orders').where('owner', 'like', owned).execute();
    await trx.deleteFrom('payment_attempts').where('owner', 'like', owned).execute();
    const attempts: Array<Insertable<PaymentAttemptTable>> = [];
    const orders: Array<Insertable<OrderTable>> = [];
    const statuses: Array<Insertable<OrderStatusHistoryTable>> = [];
    for (const siteCode of SITE_CODES) {
      const site = SITES[siteCode];
      const random = createRandom().fork(`sales-history-${siteCode}`);
      const rows = (
        await trx
          .selectFrom('products as p')
          .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', siteCode))
          .innerJoin('categories as c3', 'c3.id', 'p.category_id')
          .leftJoin('categories as c2', 'c2.id', 'c3.parent_id')
          .leftJoin('categories as c1', 'c1.id', 'c2.parent_id')
          .select(['p.sku', 'p.title', 'pp.final_cents', 'p.category_id as leaf', (eb) => eb.fn.coalesce('c1.slug', 'c2.slug', 'c3.slug').as('top')])
          .where('p.content_type', '=', 'Physical Product')
          .orderBy('p.rank')
          .orderBy('p.sku')
          .execute()
      ).map((row) => ({ ...row, final_cents: Number(row.final_cents) }));
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
      const stores = await trx
        .selectFrom('stores')
        .select(['store_key', 'name', 'address', 'suburb', 'state', 'postcode'])
        .where('brand', '=', site.brand)
        .where('country', '=', site.country)
        .orderBy('store_key')
        .execute();
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
        attempts.push({
          reference: `${orderNumber}-sales`,
          cart_id: `sales-${orderNumber}`,
          site: siteCode,
          owner,
          customer_id: null,
          anonymous_id: owner,
          amount_cents: total,
          currency: site.currency,
          fraud_token: null,
          session_id: null,
          draft: '{}',
          state: 'ordered',
          created_at: placed,
        });
        orders.push({
          order_number: orderNumber,
          payment_reference: `${orderNumber}-sales`,
          site: siteCode,
          owner,
          customer_id: null,
          anonymous_id: owner,
          status: 'delivered',
          fulfilment: store ? 'clickAndCollect' : 'homeDelivery',
          delivery_type: store ? 'clickCollect' : 'deliveryStore',
          shipping_code: store ? null : site.country === 'NZ' ? 'JNZ_STD' : 'JAU_STD',
          shipping_name: store ? null : 'Standard delivery',
          store: store
            ? JSON.stringify({
                storeKey: store.store_key,
                name: store.name,
                address: store.address,
                suburb: store.suburb,
                state: store.state,
                postcode: store.postcode,
              })
            : null,
          contact: JSON.stringify(contact),
          billing_address: null,
          lines: JSON.stringify(lines),
          subtotal_cents: subtotal,
          discount_cents: 0,
          discount_code: null,
          coupon_cents: 0,
          shipping_cents: shipping,
          insurance_cents: 0,
          gift_card_cents: 0,
          credit_cents: 0,
          total_cents: total,
          tax_cents: gstIncluded(total, site.country),
          currency: site.currency,
          payment_method: 'card',
          card_brand: 'visa',
          card_last4: '4242',
          psp_reference: null,
          fraud_token: null,
          purchase_order_number: null,
          created_at: placed,
          origin: store && random.chance(0.5) ? 'store' : 'online',
        });
        statuses.push({ order_number: orderNumber, status: 'order-placed', note: null, at: placed });
        statuses.push({ order_number: orderNumber, status: 'delivered', note: null, at: placed + (store ? 0.1 : 3) * DAY });
      }
    }
    // Attempts before the orders that stand on them, orders before their history.
    await insertRows(trx, 'payment_attempts', attempts);
    await insertRows(trx, 'orders', orders);
    await insertRows(trx, 'order_status_history', statuses);
    await recordSeedRun(trx, RUN_NAME, stamp);
    return true;
  });
}
