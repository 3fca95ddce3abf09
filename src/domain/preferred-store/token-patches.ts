import type { SessionTokenPatch } from '../session/session-token';
import type { Sku } from '../shared';

/**
 * Spec §4 Preferred store: the token keeps storeKey, storeId and the sku the store was chosen for.
 * A choice made without a sku leaves the token's sku as it was, so the key is left out.
 */
export function tokenPatchForStore(store: { storeKey: string; storeId: string; sku?: Sku | null }): SessionTokenPatch {
  const patch = { storeKey: store.storeKey, storeId: store.storeId };
  return store.sku ? { ...patch, sku: store.sku } : patch;
}
