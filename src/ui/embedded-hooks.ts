import { useEffect } from 'react';
import type { PageInfo } from '../domain/presentation';
import { currentHead } from './head';
import { useRouter } from './router';
import { type Services, useServices } from './services';

/** Spec §1 "Hooks for embedded content": what content from the CMS or a vendor's widget may call. */
export interface StorefrontHooks {
  /** Adds to the cart; on success the cart drawer opens (the use case opens it). Resolves to whether it was added. */
  addToCart(sku: string, quantity?: number): Promise<boolean>;
  /** Puts the product on the compare list and goes to the compare page. Answers whether it is on the list. */
  addToCompare(sku: string): boolean;
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

// Embedded content is not type checked: its arguments are checked here before they reach a use case.
const skuOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const isQuantity = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

export function storefrontHooks(services: Services, navigate: (href: string) => void): StorefrontHooks {
  return {
    async addToCart(sku, quantity = 1) {
      const item = skuOf(sku);
      if (!item || !isQuantity(quantity)) return false;
      const result = await services.cart.addToCart({ sku: item, quantity });
      return result.ok;
    },
    addToCompare(sku) {
      const item = skuOf(sku);
      if (!item) return false;
      // "Add", not toggle: a product already on the list stays on it.
      const listed = services.views.compare.getSnapshot().skus.includes(item) || services.compare.toggle(item).ok;
      navigate(services.compare.href());
      return listed;
    },
    get pageInfo() {
      return services.pageInfo.of(currentHead());
    },
  };
}

function setGtagMeta(gtagId: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${GTAG_META}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = GTAG_META;
    document.head.append(element);
  }
  element.content = gtagId;
}

/** Installs `window.storefront` and the tag manager id for as long as the shell is mounted. */
export function useEmbeddedHooks(): void {
  const services = useServices();
  const { navigate } = useRouter();
  useEffect(() => {
    const hooks = storefrontHooks(services, navigate);
    window.storefront = hooks;
    setGtagMeta(hooks.pageInfo.gtagId);
    return () => {
      if (window.storefront === hooks) delete window.storefront;
    };
  }, [services, navigate]);
}
