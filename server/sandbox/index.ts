import { join } from 'node:path';
import type { Area } from '../http/areas';
import type { PaymentGateways } from '../services/payments/gateways';
import { adyenRoutes } from './adyen-routes';
import { createAdyenState } from './adyen-state';
import { forterRoutes } from './forter';
import { latitudeRoutes } from './latitude-routes';
import { createLatitudeState } from './latitude-state';
import { tyroRoutes } from './tyro-routes';
import { createTyroState } from './tyro-state';

export interface Sandbox {
  /** The server-side ports the checkout and order services call. */
  readonly gateways: PaymentGateways;
  /** The providers' pages and calls, mounted under /sandbox on the shop's own origin. */
  readonly area: Area;
}

/**
 * The payment providers' sandboxes (spec §1 Checkout, §9 Payments), standing in for external services. Their
 * state lives in this process's memory, as a provider's would live on its side: the card drop-in (adyen),
 * the AU pay form (tyro), buy-now-pay-later (latitude) and the fraud device token (forter). They hold the
 * card data; the BFF and its database see references, tokens, brands and last four digits only.
 */
export function createSandbox(options: { readonly now: () => number; readonly dataDir?: string }): Sandbox {
  const adyen = createAdyenState(options.now);
  // The AU pay form provider keeps its customers' saved cards across restarts when given a data folder.
  const tyro = createTyroState(options.now, options.dataDir ? { walletFile: join(options.dataDir, 'sandbox-tyro-wallets.json') } : {});
  const latitude = createLatitudeState();
  return {
    gateways: { card: adyen.gateway, payForm: tyro.gateway, bnpl: latitude.gateway },
    area: () => async (app) => {
      // Every answer here is about one shopper's payment: never kept by a cache.
      app.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      adyenRoutes(app, adyen);
      tyroRoutes(app, tyro);
      latitudeRoutes(app, latitude);
      forterRoutes(app);
    },
  };
}
