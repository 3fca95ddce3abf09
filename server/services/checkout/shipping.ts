import type { DeliveryType, ShippingCode, ShippingMethod } from '../../../contract/checkout';
import { hasItemStatusTag } from '../../../src/domain/delivery';
import { type ShippingKind, type Site, shippingCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { deliveryMethodsFor, LABELS } from '../delivery/rules';
import { deliveryPlace } from '../delivery/delivery';
import type { SiteProduct } from '../catalog/pricing-catalog';
import { availableInStores } from '../stores/stock-repository';

export interface ShippingLine {
  readonly product: SiteProduct;
  readonly quantity: number;
}

export interface ShippingQuestion {
  readonly site: Site;
  readonly lines: readonly ShippingLine[];
  readonly deliveryType: DeliveryType;
  /** Where the parcel goes (the contact address); null before contact details are saved. */
  readonly address: { readonly postcode: string; readonly suburb?: string } | null;
  /** The goods' value after codes: decides free standard delivery. */
  readonly goodsCents: number;
  /** Units this cart holds already (it is frozen), counted as available to it. */
  readonly held: boolean;
}

const KINDS: readonly ShippingKind[] = ['standard', 'express', 'sameDay', 'bulky'];
export const NO_ADDRESS_MESSAGE = 'Enter a delivery address first';
export const BULKY_ONLY_MESSAGE = 'Bulky items travel by bulky freight only';
export const NOT_BULKY_MESSAGE = 'Only for orders with bulky items';
export const NOT_FROM_WAREHOUSE_MESSAGE = 'Same day delivery leaves from a store, not the warehouse';
export const NOT_HERE_MESSAGE = 'Sorry No delivery options available';

const method = (site: Site, kind: ShippingKind, price: number, available: boolean, message?: string): ShippingMethod => ({
  code: shippingCode(site.country, kind) as ShippingCode,
  name: LABELS[kind],
  price,
  available,
  ...(message === undefined ? {} : { message }),
});

/**
 * The country's four shipping codes for this cart (issue 5 wire design): a method is available only when
 * every line can travel by it under the delivery rules (server/services/delivery/rules.ts), priced at the
 * dearest line's charge. Bulky freight is the only method when a line is bulky and unavailable otherwise;
 * same day only in a metro zone, from a store within reach holding every line.
 */
export async function shippingMethodsFor(db: Db, question: ShippingQuestion): Promise<ShippingMethod[]> {
  const { site, lines } = question;
  if (!question.address) return KINDS.map((kind) => method(site, kind, 0, false, NO_ADDRESS_MESSAGE));
  const where = await deliveryPlace(db, site, question.address);
  const bulky = lines.some((line) => hasItemStatusTag({ item_status_tags: line.product.tags }, 'bulky'));
  const prices = new Map<ShippingKind, number>();
  const missing = new Map<ShippingKind, string>();
  for (const line of lines) {
    const stores = await availableInStores(db, where.sameDayStores, line.product.sku);
    const sameDayStore = where.sameDayStores.find((key) => (stores.get(key) ?? 0) + (question.held ? line.quantity : 0) >= line.quantity);
    const result = deliveryMethodsFor({
      country: site.country,
      currency: site.currency,
      zone: where.zone,
      // Under a bulky order every parcel rides the bulky freight, so each line is priced as that method.
      tags: bulky ? [...line.product.tags, 'bulky'] : line.product.tags,
      // Stock is the hold's business (its §8 messages name the line); a method is about the route alone.
      inStock: undefined,
      valueCents: question.goodsCents,
      sameDayStore,
    });
    for (const kind of KINDS) {
      const offered = result.deliveryMethods.find((m) => m.deliveryMethod === shippingCode(site.country, kind));
      if (offered) prices.set(kind, Math.max(prices.get(kind) ?? 0, offered.deliveryCharge.centAmount));
      else if (!missing.has(kind)) missing.set(kind, `${result.freightServiceMessage || NOT_HERE_MESSAGE} (${line.product.title})`);
    }
  }
  return KINDS.map((kind) => {
    if (kind === 'bulky' && !bulky) return method(site, kind, 0, false, NOT_BULKY_MESSAGE);
    if (kind !== 'bulky' && bulky) return method(site, kind, 0, false, BULKY_ONLY_MESSAGE);
    if (kind === 'sameDay' && question.deliveryType === 'deliveryWarehouse') return method(site, kind, 0, false, NOT_FROM_WAREHOUSE_MESSAGE);
    if (kind === 'sameDay' && where.zone !== 'metro') return method(site, kind, 0, false, NOT_HERE_MESSAGE);
    const reason = missing.get(kind);
    return reason === undefined ? method(site, kind, prices.get(kind) ?? 0, true) : method(site, kind, 0, false, reason);
  });
}
