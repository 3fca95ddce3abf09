import {
  DeliveryQuery,
  NearestPostcodeQuery,
  PostcodeParams,
  PostcodeSearchParams,
  PostcodeSearchQuery,
  ShippingMethodsQuery,
  StoresQuery,
} from '../../contract/stores';
import { deliveryAvailability, shippingMethods } from '../services/delivery/delivery';
import { nearestPostcode } from '../services/delivery/nearest-postcode';
import { siteProduct } from '../services/catalog/pricing-catalog';
import { findStores, searchPlaces, storeByKey } from '../services/stores/stores';
import type { Area } from './areas';
import { notFound, parse } from './errors';

/** Spec §7 Stores and delivery, and our delivery-to-postcode availability check (open points). No bearer needed. */
export const storesArea: Area = (context) => async (app) => {
  const { db } = context.database;

  const requireSku = async (site: Parameters<typeof siteProduct>[1], sku: string | undefined) => {
    if (sku && !(await siteProduct(db, site, sku))) throw notFound(`Product ${sku} not found`);
  };

  app.get('/stores', async (request) => {
    const query = parse(StoresQuery, request.query, 'query');
    await requireSku(request.site, query.sku);
    if (query.storeKey !== undefined) {
      const store = await storeByKey(db, request.site, query.storeKey, query.sku);
      if (!store) throw notFound(`Store ${query.storeKey} not found`);
      return [store];
    }
    return findStores(db, request.site, {
      limit: query.limit,
      ...(query.latitude !== undefined && query.longitude !== undefined
        ? { position: { latitude: query.latitude, longitude: query.longitude } }
        : {}),
      ...(query.sku ? { sku: query.sku } : {}),
      ...(query.canClickAndCollect ? { canClickAndCollect: true } : {}),
    });
  });

  app.get('/stores/postcode-search/:postcode', async (request) => {
    const { postcode } = parse(PostcodeSearchParams, request.params, 'params');
    const { country } = parse(PostcodeSearchQuery, request.query, 'query');
    return searchPlaces(db, country, postcode);
  });

  // Our call for "Use my location": the site's country's nearest delivery postcode to a position.
  app.get('/stores/nearest-postcode', async (request) => {
    const position = parse(NearestPostcodeQuery, request.query, 'query');
    return nearestPostcode(db, request.site.country, position);
  });

  app.get('/stores/shipping-methods/:postcode', async (request) => {
    const { postcode } = parse(PostcodeParams, request.params, 'params');
    const query = parse(ShippingMethodsQuery, request.query, 'query');
    return shippingMethods(db, request.site, postcode, {
      ...(query.sku ? { sku: query.sku } : {}),
      ...(query.productPrice !== undefined ? { productPriceCents: Math.round(query.productPrice * 100) } : {}),
    });
  });

  app.get('/stores/delivery/:postcode', async (request) => {
    const { postcode } = parse(PostcodeParams, request.params, 'params');
    const query = parse(DeliveryQuery, request.query, 'query');
    return deliveryAvailability(db, request.site, { postcode, ...query });
  });
};
