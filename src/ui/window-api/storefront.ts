import { COMPARE_LIMIT, canAddToCompare } from '../../domain/compare';
import type { PageInfo } from '../../domain/page-info';
import { currentHead } from '../head';
import type { Services } from '../services';
import { compareFullMessage, notAddedMessage, readAddToCartCall, readAddToCompareCall, unknownSkuMessage } from './calls';
import { HOOK_NAMES } from './names';

/**
 * Spec §1 "Hooks for embedded content": what content from the CMS or a vendor's widget may call. Each
 * takes an object or plain arguments; a call that cannot work resolves to false and says why with
 * console.error (README.md, "Hooks for embedded content").
 */
export interface StorefrontHooks {
  /** Adds to the cart; on success the cart drawer opens (the use case opens it). Resolves to whether it was added. */
  addToCart(sku: string, quantity?: number): Promise<boolean>;
  addToCart(item: { readonly sku: string; readonly quantity?: number }): Promise<boolean>;
  /** Puts the product on the compare list and goes to the compare page. Resolves to whether it is on the list. */
  addToCompare(sku: string): Promise<boolean>;
  addToCompare(item: { readonly sku: string }): Promise<boolean>;
  /** Spec §3 Page info / context of the page on screen, read afresh on each access. */
  readonly pageInfo: PageInfo;
}

declare global {
  interface Window {
    storefront?: StorefrontHooks;
  }
}

/** The tag manager's measurement id, for a tag loaded by the page or embedded content to pick up. */
const GTAG_META = 'storefront:gtag-id';

/** A call that cannot work says why to whoever wrote the embedded content, and answers false. */
const refuse = (reason: string): false => {
  console.error(reason);
  return false;
};

/** The product behind a sku (or slug or product code) on this site; undefined when the catalog cannot be asked. */
async function lookUp(services: Services, id: string): Promise<{ sku: string } | null | undefined> {
  const found = await services.catalog.products([id]);
  return found.ok ? (found.value[0] ?? null) : undefined;
}

export function storefrontHooks(services: Services, navigate: (href: string) => void): StorefrontHooks {
  const hooks = {
    async addToCart(...args: unknown[]) {
      const call = readAddToCartCall(HOOK_NAMES.addToCart, args);
      if (!call.ok) return refuse(call.error);
      const result = await services.cart.addToCart(call.value);
      if (result.ok) return true;
      // Only a refused call is looked into, so an unknown sku reads differently from a cart the server refused.
      if (result.error.type !== 'cart/requestFailed') return refuse(notAddedMessage(HOOK_NAMES.addToCart, call.value.sku, result.error.type));
      const product = await lookUp(services, call.value.sku);
      if (product === null) return refuse(unknownSkuMessage(HOOK_NAMES.addToCart, call.value.sku));
      return refuse(
        notAddedMessage(HOOK_NAMES.addToCart, call.value.sku, 'the shop refused it or could not be reached (the shopper sees why in a toast)'),
      );
    },
    async addToCompare(...args: unknown[]) {
      const call = readAddToCompareCall(HOOK_NAMES.addToCompare, args);
      if (!call.ok) return refuse(call.error);
      const product = await lookUp(services, call.value.sku);
      if (product === null) return refuse(unknownSkuMessage(HOOK_NAMES.addToCompare, call.value.sku));
      const sku = product?.sku ?? call.value.sku;
      // "Add", not toggle: a product already on the list stays on it.
      const state = services.views.compare.getSnapshot();
      const listed = state.skus.includes(sku);
      if (!listed && !canAddToCompare(state, sku)) return refuse(compareFullMessage(HOOK_NAMES.addToCompare, COMPARE_LIMIT));
      if (!listed) services.compare.toggle(sku);
      navigate(services.compare.href());
      return true;
    },
    get pageInfo() {
      return services.pageInfo.of(currentHead());
    },
  };
  // The overloads are one function each: it reads whichever form it was given.
  return hooks as StorefrontHooks;
}

export function setGtagMeta(gtagId: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${GTAG_META}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = GTAG_META;
    document.head.append(element);
  }
  element.content = gtagId;
}
