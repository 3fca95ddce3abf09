import type { DeliveryAvailability, ShippingMethods } from '../../../contract/stores';
import { normaliseDeliveryAvailability } from '../../../src/domain/delivery';
import { isAuStateCode, type Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { statesOfAuPostcode } from './repository';
import { invalid, notFound } from '../refusal';
import { deliveryMethodsFor } from './rules';
import { locatePostcode, type PostcodePlace, SAME_DAY_KM, type Zone, zoneOf } from './zones';
import { type SiteProduct, siteProduct } from '../catalog/pricing-catalog';
import { byDistance, siteStores } from '../stores/stores';
import { availableBySku, availableInStores } from '../stores/stock-repository';

export interface DeliveryWhere {
  readonly postcode: string;
  readonly suburb?: string;
  readonly state?: string;
}

export interface DeliveryPlace {
  readonly place: PostcodePlace;
  readonly zone: Zone;
  /** The site's stores within same-day reach, nearest first. */
  readonly sameDayStores: readonly string[];
}

/**
 * Where a delivery goes, or a 400 naming the field: an unknown postcode (we chose a 400 over an empty
 * answer so a typo is told apart from "cannot deliver"), or an AU state the postcode is not in.
 */
export async function deliveryPlace(db: Db, site: Site, where: DeliveryWhere): Promise<DeliveryPlace> {
  const place = await locatePostcode(db, site.country, where.postcode, where.suburb);
  if (!place) throw invalid(`params.postcode: ${where.postcode} is not a known ${site.country} postcode`);
  if (site.country === 'AU' && where.state) {
    const state = where.state.toUpperCase();
    if (!isAuStateCode(state)) throw invalid('query.state: must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA');
    if (!(await statesOfAuPostcode(db, where.postcode)).includes(state)) throw invalid(`query.state: postcode ${where.postcode} is not in ${state}`);
  }
  const stores = byDistance(await siteStores(db, site), place);
  const nearestKm = stores[0]?.km ?? Number.POSITIVE_INFINITY;
  return {
    place,
    zone: zoneOf(site.country, place, nearestKm),
    sameDayStores: stores.filter((s) => s.km <= SAME_DAY_KM).map((s) => s.row.store_key),
  };
}

/** The nearest same-day store holding at least the quantity of the sku. */
async function sameDayStoreFor(db: Db, where: DeliveryPlace, sku: string, quantity: number): Promise<string | undefined> {
  if (where.sameDayStores.length === 0) return undefined;
  const stock = await availableInStores(db, where.sameDayStores, sku);
  return where.sameDayStores.find((key) => (stock.get(key) ?? 0) >= quantity);
}

export interface AvailabilityRequest extends DeliveryWhere {
  readonly sku: string;
  readonly quantity: number;
  /** The basket value for free delivery; the sku's price times the quantity when absent. */
  readonly valueCents?: number;
}

/** How one product can reach a place, normalised as the spec's §3/§8 rules say (fullBasket, code 793). */
export async function availabilityFor(
  db: Db,
  site: Site,
  product: SiteProduct,
  where: DeliveryPlace,
  quantity: number,
  valueCents: number,
  /** Units already held for this shopper (a frozen cart's own reservation), which count as available to them. */
  heldUnits = 0,
): Promise<DeliveryAvailability> {
  const available = ((await availableBySku(db, site, [product.sku])).get(product.sku) ?? 0) + heldUnits;
  const result = deliveryMethodsFor({
    country: site.country,
    currency: site.currency,
    zone: where.zone,
    tags: product.tags,
    inStock: available >= quantity,
    valueCents,
    sameDayStore: await sameDayStoreFor(db, where, product.sku, quantity),
  });
  return normaliseDeliveryAvailability(result) as DeliveryAvailability;
}

/** The delivery-to-postcode availability check (GET /bff/stores/delivery/{postcode}). */
export async function deliveryAvailability(db: Db, site: Site, request: AvailabilityRequest): Promise<DeliveryAvailability> {
  const product = await siteProduct(db, site, request.sku);
  if (!product) throw notFound(`Product ${request.sku} not found`);
  const where = await deliveryPlace(db, site, request);
  return availabilityFor(db, site, product, where, request.quantity, request.valueCents ?? product.finalCents * request.quantity);
}

/** GET /bff/stores/shipping-methods/{postcode}: the methods a postcode gets, for a sku when one is named. */
export async function shippingMethods(
  db: Db,
  site: Site,
  postcode: string,
  options: { sku?: string; productPriceCents?: number },
): Promise<ShippingMethods> {
  const product = options.sku ? await siteProduct(db, site, options.sku) : undefined;
  if (options.sku && !product) throw notFound(`Product ${options.sku} not found`);
  const where = await deliveryPlace(db, site, { postcode });
  const valueCents = options.productPriceCents ?? product?.finalCents ?? 0;
  const inStock = product ? ((await availableBySku(db, site, [product.sku])).get(product.sku) ?? 0) >= 1 : undefined;
  const sameDayStore = product ? await sameDayStoreFor(db, where, product.sku, 1) : where.sameDayStores[0];
  const result = deliveryMethodsFor({
    country: site.country,
    currency: site.currency,
    zone: where.zone,
    tags: product?.tags ?? [],
    inStock,
    valueCents,
    sameDayStore,
  });
  return {
    postcode: where.place.postcode,
    locality: where.place.locality,
    state: where.place.state,
    zone: where.zone,
    shippingMethods: [...result.deliveryMethods],
  };
}
