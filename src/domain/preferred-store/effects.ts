import { assertNever } from '../shared';
import type { SessionTokenPatch } from '../session/session-token';
import type { StoreEvent } from './store';
import { type StoreToast, storeSelectedToast } from './toasts';
import { tokenPatchForStore } from './token-patches';

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
 * Once a store or a delivery postcode is saved, the page soft-reloads so prices and stock follow it, except on
 * /store-finder, where (spec §2 Store finder behaviour) nothing reloads and the postcode drawer closes instead.
 */
export const afterPreferenceSaved = (where: {
  readonly path: string;
}): Extract<StoreEffect, { type: 'softReload' | 'closeDeliveryPostcodeDrawer' }> =>
  isStoreFinder(where.path) ? { type: 'closeDeliveryPostcodeDrawer' } : { type: 'softReload' };

/** Spec §4 Preferred store: the token is updated and a toast shown; then the page soft-reloads (see afterPreferenceSaved). */
export function effectsOf(event: StoreEvent, where: { readonly path: string }): StoreEffect[] {
  const after = afterPreferenceSaved(where);
  switch (event.type) {
    case 'store/preferredStoreChosen':
      return [
        { type: 'updateSessionToken', patch: tokenPatchForStore(event.data) },
        { type: 'showToast', toast: storeSelectedToast(event.data.storeName) },
        after,
      ];
    case 'store/preferencesRestored':
      // Read back from the token: nothing to write, announce or reload.
      return [];
    default:
      return assertNever(event);
  }
}
