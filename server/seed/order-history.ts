import type { Db } from '../db/database';
import { gstIncluded } from '../../src/domain/money';
import { pointsEarned } from '../../src/domain/orders/loyalty';
import { SITES, type SiteCode } from '../../src/domain/site';
import { SEED_TEST_CUSTOMERS } from './payments';
import { insertRows, recordSeedRun, seedTransaction, seededVersion } from './write';

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
export async function seedOrderHistory(db: Db): Promise<boolean> {
  if ((await seededVersion(db, RUN_NAME)) === ORDER_HISTORY_SEED_VERSION) return false;
  return seedTransaction(db, RUN_NAME, async (trx) => {
    if ((await seededVersion(trx, RUN_NAME)) === ORDER_HISTORY_SEED_VERSION) return false;
    for (const customer of SEED_TEST_CUSTOMERS) {
      const siteCode: SiteCode = customer.country === 'NZ' ? 'jrnz' : 'jrau';
      const site = SITES[siteCode];
      const products = await trx
        .selectFrom('products as p')
        .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', siteCode))
        .select(['p.sku', 'p.title', 'pp.final_cents'])
        .orderBy('p.rank')
        .limit(12)
        .execute();
      const store = await trx
        .selectFrom('stores')
        .select(['store_key', 'name', 'address', 'suburb', 'state', 'postcode'])
        .where('brand', '=', site.brand)
        .where('country', '=', site.country)
        .orderBy('store_key')
        .limit(1)
        .executeTakeFirst();
      if (products.length < 6) continue;
      for (const [index, past] of HISTORY.entries()) {
        const orderNumber = `${PREFIX[siteCode]}${past.suffix}`;
        await trx.deleteFrom('order_status_history').where('order_number', '=', orderNumber).execute();
        await trx.deleteFrom('loyalty_entries').where('order_number', '=', orderNumber).execute();
        await trx.deleteFrom('orders').where('order_number', '=', orderNumber).execute();
        await trx.deleteFrom('payment_attempts').where('reference', '=', `${orderNumber}-history`).execute();
        const lines = products.slice(index * 3, index * 3 + past.lines).map((p, n) => ({
          sku: p.sku,
          name: p.title,
          quantity: n + 1,
          unitPrice: Number(p.final_cents),
          lineTotal: Number(p.final_cents) * (n + 1),
        }));
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
        await trx
          .insertInto('payment_attempts')
          .values({
            reference: `${orderNumber}-history`,
            cart_id: `history-${orderNumber}`,
            site: siteCode,
            owner: `customer:${customer.id}`,
            customer_id: customer.id,
            anonymous_id: `history-${customer.id}`,
            amount_cents: total,
            currency: site.currency,
            fraud_token: null,
            session_id: null,
            draft: '{}',
            state: 'ordered',
            created_at: placed,
          })
          .execute();
        await trx
          .insertInto('orders')
          .values({
            order_number: orderNumber,
            payment_reference: `${orderNumber}-history`,
            site: siteCode,
            owner: `customer:${customer.id}`,
            customer_id: customer.id,
            anonymous_id: `history-${customer.id}`,
            status: past.steps.at(-1)!,
            fulfilment: collect ? 'clickAndCollect' : 'homeDelivery',
            delivery_type: collect ? 'clickCollect' : 'deliveryStore',
            shipping_code: collect ? null : shippingCode,
            shipping_name: collect ? null : 'Standard delivery',
            store: collect
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
            tax_cents: tax,
            currency: site.currency,
            payment_method: 'card',
            card_brand: 'visa',
            card_last4: '4242',
            psp_reference: null,
            fraud_token: null,
            purchase_order_number: null,
            created_at: placed,
            origin: past.origin,
          })
          .execute();
        await insertRows(
          trx,
          'order_status_history',
          past.steps.map((status, step) => ({ order_number: orderNumber, status, note: null, at: placed + step * 26 * 60 * 60 * 1000 })),
        );
        const points = pointsEarned({ total, tax });
        const migrated = past.origin === 'hybrisMigration';
        await trx
          .insertInto('loyalty_entries')
          .values({
            customer_id: customer.id,
            site: siteCode,
            order_number: orderNumber,
            kind: migrated ? 'migrated' : 'earned',
            points,
            description: migrated ? `Brought over from our previous website with order ${orderNumber}` : `Earned with order ${orderNumber}`,
            at: placed,
          })
          .execute();
      }
    }
    await recordSeedRun(trx, RUN_NAME, ORDER_HISTORY_SEED_VERSION);
    return true;
  });
}
