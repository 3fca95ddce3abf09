import type { HookNames } from './calls';

/** Where embedded content finds the hooks (README.md, "Hooks for embedded content"); messages name them so. */
export const HOOK_NAMES: HookNames = {
  addToCart: 'window.storefront.addToCart',
  addToCompare: 'window.storefront.addToCompare',
};
