import type { Bff } from '../../application/ports/bff';
import { accountCalls, authCalls } from './auth-calls';
import { cartCalls } from './cart-calls';
import { contentCalls, productCalls, projectCalls } from './catalog-calls';
import { addressFinderCalls, storeCalls } from './store-calls';
import type { Call } from './transport';

/** The calls every page may make (spec §7's tables but checkout's and the account's own), as one chunk. */
export type ShopCalls = Pick<Bff, 'content' | 'cart' | 'products' | 'projects' | 'stores' | 'addressFinder' | 'auth' | 'account'>;

export function shopCalls(call: Call): ShopCalls {
  return {
    content: contentCalls(call),
    cart: cartCalls(call),
    products: productCalls(call),
    projects: projectCalls(call),
    stores: storeCalls(call),
    addressFinder: addressFinderCalls(call),
    auth: authCalls(call),
    account: accountCalls(call),
  };
}
