import { isSignInPath } from '../domain/session';
import { listsPlace } from '../domain/lists/lists-paths';

/** The kinds of page the shop has (spec §2 Routes); each loads its own code. */
export type RouteName =
  | 'search'
  | 'compare'
  | 'storeFinder'
  | 'account'
  | 'lists'
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'checkout'
  | 'orderConfirmation'
  | 'product'
  | 'content';

/** Which kind of page a path shows, and what the path names (a product's slug, an order's number). */
export function routeOf(path: string): { readonly name: RouteName; readonly param?: string } {
  if (path.includes('/search')) return { name: 'search' };
  if (path === '/compare') return { name: 'compare' };
  if (path === '/store-finder') return { name: 'storeFinder' };
  if (path === '/account' || path.startsWith('/account/')) return { name: 'account' };
  if (listsPlace(path)) return { name: 'lists' };
  if (isSignInPath(path)) return { name: 'signIn' };
  if (path === '/sign-up') return { name: 'signUp' };
  if (path === '/forgot-password') return { name: 'forgotPassword' };
  if (path === '/reset-password') return { name: 'resetPassword' };
  if (path === '/checkout') return { name: 'checkout' };
  const order = path.match(/^\/checkout\/([^/]+)$/);
  if (order?.[1]) return { name: 'orderConfirmation', param: decodeURIComponent(order[1]) };
  const product = path.match(/^\/p\/([^/]+)$/);
  if (product?.[1]) return { name: 'product', param: decodeURIComponent(product[1]) };
  return { name: 'content' };
}
