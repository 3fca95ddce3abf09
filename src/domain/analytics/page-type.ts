/** Spec §2: page types reported to analytics. */
export const ANALYTICS_PAGE_TYPES = ['home', 'category', 'product', 'checkout', 'purchase', 'other'] as const;

export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];

/**
 * Spec §2 Page types: the home page is the route `/` whatever content type renders it; the content types
 * with an analytics counterpart map to it, and every other page (unknown types included) is "other".
 * `path` is the URL's pathname; `pageType` is one of CONTENT_PAGE_TYPES (../page-info) or anything else.
 */
export function analyticsPageType(page: { readonly path: string; readonly pageType?: string | null }): AnalyticsPageType {
  if (page.path === '/' || page.path === '') return 'home';
  switch (page.pageType) {
    case 'Category':
      return 'category';
    case 'Physical Product':
      return 'product';
    case 'Checkout':
      return 'checkout';
    case 'OrderConfirm':
      return 'purchase';
    default:
      return 'other';
  }
}
