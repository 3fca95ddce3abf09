import type { ApiError } from '../../application/ports/api-error';
import type { Bff } from '../../application/ports/bff';
import type { Timer } from '../../application/ports/timer';
import type { TokenSource } from '../../application/ports/token-source';
import { isCancelled, networkError } from './api-errors';
import { err } from '../../domain/shared';
import type { Fetch } from './exchange';
import type { ShopCalls } from './shop-calls';
import type { Call } from './transport';
import { lazyGroup, loadOnce } from '../http';

export interface BffClientOptions {
  /** The site's origin, e.g. `http://jrau.localhost:8080`; calls go to `{host}/api/bff/…`. */
  readonly host: string;
  readonly fetch: Fetch;
  readonly tokens: TokenSource;
  /** Epoch ms; the token refresh compares it with the token's expiry. */
  readonly now?: () => number;
  /** Waits between a mutation's tries (spec §9 Retries); the global clock's when absent. */
  readonly timer?: Pick<Timer, 'after'>;
  /**
   * Told of every failed call but a cancelled one. The cart and product-list calls hand their caller
   * nothing on error (spec §7), so this is where such a failure can still be logged (spec §8).
   */
  readonly onError?: (error: ApiError) => void;
}

/** Spec §7: the backend-for-frontend client, one group of calls per table of the spec. */
export function createBffClient(options: BffClientOptions): Bff {
  // The transport (token refresh, retries) loads with the first call: the page paints and is taken over without it.
  // Code that did not arrive is an answer that did not arrive: the failed load is forgotten, whoever asked
  // first (a call, or a group loading beside it), so the next call asks for the code again.
  const load = loadOnce(() =>
    import('./transport').then((m) =>
      m.createTransport({
        host: options.host,
        fetch: options.fetch,
        tokens: options.tokens,
        now: options.now ?? Date.now,
        ...(options.timer ? { timer: options.timer } : {}),
      }),
    ),
  );
  const { onError } = options;
  const call: Call = async (spec) => {
    let send: Call;
    try {
      send = await load();
    } catch (error) {
      const failure = networkError(error, { method: spec.method, url: spec.path });
      if (onError) onError(failure);
      return err(failure);
    }
    const result = await send(spec);
    if (!result.ok && onError && !isCancelled(result.error)) onError(result.error);
    return result;
  };
  // The calls themselves load as one chunk with the first of them, beside the transport: the session's cart
  // once the page is idle, or the shopper's first step. Code that does not arrive fails that call (as a
  // checkout call's does) and is asked for again with the next.
  const shop = loadOnce(() => import('./shop-calls').then((m) => m.shopCalls(call)));
  const shopGroup = <K extends keyof ShopCalls>(name: K) =>
    lazyGroup<ShopCalls[K]>(() => {
      // The transport is asked for beside them, not after; a failure of its own is the call's to report.
      load().catch(() => undefined);
      return shop().then((calls) => calls[name]);
    });
  return {
    content: shopGroup('content'),
    cart: shopGroup('cart'),
    products: shopGroup('products'),
    projects: shopGroup('projects'),
    stores: shopGroup('stores'),
    addressFinder: shopGroup('addressFinder'),
    auth: shopGroup('auth'),
    account: shopGroup('account'),
    // Only checkout makes these calls: their code and contract schemas load with the first of them.
    checkout: lazyGroup(() => import('./checkout-calls').then((m) => m.checkoutCalls(call))),
    orders: lazyGroup(() => import('./order-calls').then((m) => m.orderCalls(call))),
    customer: lazyGroup(() => import('./customer-calls').then((m) => m.customerCalls(call))),
    wallet: lazyGroup(() => import('./wallet-calls').then((m) => m.walletCalls(call))),
    lists: lazyGroup(() => import('./lists-calls').then((m) => m.listsCalls(call))),
    makerhub: lazyGroup(() => import('./makerhub-calls').then((m) => m.makerhubCalls(call))),
    // Only a Makerhub project page makes it.
    projectParts: lazyGroup(() => import('./project-parts-calls').then((m) => m.projectPartsCalls(call))),
  };
}
