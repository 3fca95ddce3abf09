import type { CartDetailsQuery } from '../../../contract/cart';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import type { SessionHeaders } from '../auth/identity';
import { Refusal } from '../refusal';
import type { LookupContext } from './view';
import { deliveryPlace } from '../delivery/delivery';
import { byDistance, siteStores } from '../stores/stores';

/**
 * Spec §3 Cart lookup context → where to price delivery and which store to check for collection. The
 * query wins over the session headers (§7). A postcode we do not know, or a country other than the site's,
 * leaves delivery out rather than failing the cart: the cart must always load.
 */
export async function lookupContext(db: Db, site: Site, query: CartDetailsQuery, headers: SessionHeaders): Promise<LookupContext> {
  const sameCountry = query.country === undefined || query.country === site.country;
  const postcode = query.postcode ?? (headers.deliveryPostcode && /^\d{4}$/.test(headers.deliveryPostcode) ? headers.deliveryPostcode : undefined);
  let delivery: LookupContext['delivery'];
  if (postcode && sameCountry) {
    try {
      delivery = await deliveryPlace(db, site, {
        postcode,
        suburb: query.suburb ?? headers.deliveryCity,
        state: query.state ?? headers.deliveryState,
      });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
    }
  }

  const stores = await siteStores(db, site);
  let store = headers.storeKey ? stores.find((row) => row.store_key === headers.storeKey) : undefined;
  if (!store && query.latitude !== undefined && query.longitude !== undefined) {
    // No chosen store: the nearest click-and-collect store to where the shopper is (spec §4 Preferred store).
    store = byDistance(
      stores.filter((row) => row.can_click_and_collect === 1),
      { latitude: query.latitude, longitude: query.longitude },
    )[0]?.row;
  }
  return {
    ...(delivery ? { delivery } : {}),
    ...(store ? { store: { storeKey: store.store_key, name: store.name } } : {}),
  };
}
