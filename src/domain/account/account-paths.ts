/** My Account's addresses (spec §2 page type "My Account"): /account, /account/{section}, /account/orders/{orderNumber}. */
export const ACCOUNT_SECTION_PATHS = [
  '',
  'orders',
  'profile',
  'addresses',
  'payment-methods',
  'gift-cards',
  'loyalty',
  'preferences',
  'saved-projects',
  'workshops',
] as const;
export type AccountSectionPath = (typeof ACCOUNT_SECTION_PATHS)[number];

export type AccountPlace =
  | { readonly type: 'section'; readonly path: AccountSectionPath }
  | { readonly type: 'order'; readonly orderNumber: string }
  | { readonly type: 'unknown' };

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Which part of My Account a path names; null when the path is not under /account at all. */
export function accountPlace(path: string): AccountPlace | null {
  const match = /^\/account(?:\/(.*?))?\/?$/.exec(path);
  if (!match) return null;
  const rest = match[1] ?? '';
  const order = /^orders\/([^/]+)$/.exec(rest);
  if (order?.[1]) return { type: 'order', orderNumber: decode(order[1]) };
  const section = ACCOUNT_SECTION_PATHS.find((candidate) => candidate === rest);
  return section === undefined ? { type: 'unknown' } : { type: 'section', path: section };
}

export const accountSectionHref = (path: AccountSectionPath): string => (path ? `/account/${path}` : '/account');
