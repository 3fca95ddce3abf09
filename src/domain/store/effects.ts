import { assertNever } from '../shared';
import type { SessionTokenPatch } from '../session/session-token';
import type { StoreEvent } from './store';
import { type StoreToast, postcodeSelectedToast, storeSelectedToast } from './toasts';
import { tokenPatchForPostcode, tokenPatchForStore } from './token-patches';

/** What the application does once a store event is recorded. */
export type StoreEffect =
  | { readonly type: 'updateSessionToken'; readonly patch: SessionTokenPatch }
  | { readonly type: 'showToast'; readonly toast: StoreToast }
  | { readonly type: 'softReload' }
  | { readonly type: 'closeDeliveryPostcodeDrawer' };

export const STORE_FINDER_PATH = '/store-finder';

const isStoreFinder = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.replace(/\/+$/, '') === STORE_FINDER_PATH;
};

/**
 * Spec §4 Preferred store and Delivery postcode: the token is updated and a toast shown; then the page soft-reloads
 * so prices and stock follow the new store or postcode, except on /store-finder, where (spec §2 Store finder
 * behaviour) nothing reloads and the postcode drawer closes instead.
 */
export function effectsOf(event: StoreEvent, where: { readonly path: string }): StoreEffect[] {
  const after: StoreEffect = isStoreFinder(where.path) ? { type: 'closeDeliveryPostcodeDrawer' } : { type: 'softReload' };
  switch (event.type) {
    case 'store/preferredStoreChosen':
      return [
        { type: 'updateSessionToken', patch: tokenPatchForStore(event.data) },
        { type: 'showToast', toast: storeSelectedToast(event.data.storeName) },
        after,
      ];
    case 'store/deliveryPostcodeSet':
      return [
        { type: 'updateSessionToken', patch: tokenPatchForPostcode(event.data) },
        { type: 'showToast', toast: postcodeSelectedToast(event.data.postcode) },
        after,
      ];
    case 'store/preferencesRestored':
      // Read back from the token: nothing to write, announce or reload.
      return [];
    default:
      return assertNever(event);
  }
}
