import { answer } from './answer-schema';
import type { Bff } from '../../application/ports/bff';
import { mapResult } from './results';
import type { Call } from './transport';

const segment = encodeURIComponent;

/** Spec §7 Stores and delivery, and our delivery-to-postcode availability check. */
export function storeCalls(call: Call): Bff['stores'] {
  return {
    nearest: (position, options = {}) =>
      call({
        method: 'GET',
        path: '/bff/stores',
        query: {
          sortBy: 'closest',
          limit: options.limit ?? 1,
          latitude: position.latitude,
          longitude: position.longitude,
          sku: options.sku,
          // Spec §7: the flag is sent only when set.
          canClickAndCollect: options.canClickAndCollect ? true : undefined,
        },
        schema: answer('StoreList'),
        signal: options.signal,
      }),
    byKey: (storeKey, sku, options) =>
      call({ method: 'GET', path: '/bff/stores', query: { storeKey, sku }, schema: answer('StoreList'), signal: options?.signal }),
    postcodeSearch: (postcode, country, options) =>
      call({
        method: 'GET',
        path: `/bff/stores/postcode-search/${segment(postcode)}`,
        query: { country },
        schema: answer('PlaceList'),
        signal: options?.signal,
      }),
    nearestPostcode: (position, options) =>
      call({
        method: 'GET',
        path: '/bff/stores/nearest-postcode',
        query: { latitude: position.latitude, longitude: position.longitude },
        schema: answer('NearestPlace'),
        signal: options?.signal,
      }),
    deliveryAvailability: (postcode, query, options) =>
      call({
        method: 'GET',
        path: `/bff/stores/delivery/${segment(postcode)}`,
        query: { ...query },
        schema: answer('DeliveryAvailability'),
        signal: options?.signal,
      }),
  };
}

/** Spec §7 Address finder: both calls POST with the text in the query and no body. */
export const addressFinderCalls = (call: Call): Bff['addressFinder'] => ({
  suggest: async (text, options) =>
    mapResult(
      await call({
        method: 'POST',
        path: '/bff/addressfinder/address',
        query: { address: text },
        schema: answer('AddressSuggestions'),
        signal: options?.signal,
      }),
      (answer) => answer.suggestions,
    ),
  verify: (text, options) =>
    call({ method: 'POST', path: '/bff/addressfinder/verify', query: { address: text }, schema: answer('VerifiedAddress'), signal: options?.signal }),
});
