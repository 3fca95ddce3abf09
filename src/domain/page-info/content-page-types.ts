/** Spec §2 Page types: the types of content-managed pages, spelt as the content service sends them. */
export const CONTENT_PAGE_TYPES = [
  'Full Width',
  'Category',
  'Article Listing',
  'Stores',
  'StoreFinder',
  'Makerhub',
  'Makerhub Workshop',
  'Makerhub Article',
  'Makerhub Project Detail',
  'Makerhub Community',
  'Makerhub Competitions',
  'Project Listing',
  'Physical Product',
  'Checkout',
  'OrderConfirm',
  'Not Found',
  'My Account',
  'lists',
  'listDetails',
  'compare',
  'Bespoke',
] as const;

export type ContentPageType = (typeof CONTENT_PAGE_TYPES)[number];

export const isContentPageType = (value: unknown): value is ContentPageType =>
  typeof value === 'string' && (CONTENT_PAGE_TYPES as readonly string[]).includes(value);
