import type { CardGatewayName } from '../card-gateway';
import type { Db } from '../db/unit-of-work';
import type { Area } from '../http/areas';
import type { PaymentGateways } from '../services/payments/gateways';
import { adyenRoutes } from './adyen-routes';
import { createAdyenState } from './adyen-state';
import { forterRoutes } from './forter';
import { latitudeRoutes } from './latitude-routes';
import { createLatitudeState } from './latitude-state';
import { tyroRoutes } from './tyro-routes';
import { createTyroState } from './tyro-state';
import { windcaveRoutes } from './windcave-routes';
import { createWindcaveState } from './windcave-state';

export interface Sandbox {
  /** The server-side ports the checkout and order services call. */
  readonly gateways: PaymentGateways;
  /** The providers' pages and calls, mounted under /sandbox on the shop's own origin. */
  readonly area: Area;
}

/**
 * The payment providers' sandboxes (spec §1 Checkout, §9 Payments), standing in for external services: the card
 * drop-in (adyen), the hosted payment page (windcave), the AU pay form (tyro), buy-now-pay-later (latitude) and the
 * fraud device token (forter). Their state lives in the shop's database (records.ts), as a provider's lives on its
 * side: every instance of the shop sees the same sessions, payments and saved cards, and a restart forgets none.
 * They hold no card number: only references, tokens, amounts, brands, last four digits and expiry dates.
 *
 * `cardGateway` (CARD_GATEWAY) chooses which of the two card providers the checkout and order lookup go through;
 * both keep answering under /sandbox whichever is chosen, so a page or link of the other kind still opens.
 */
export function createSandbox(options: { readonly now: () => number; readonly db: Db; readonly cardGateway?: CardGatewayName }): Sandbox {
  const store = { db: options.db, now: options.now };
  const adyen = createAdyenState(store);
  const windcave = createWindcaveState(store);
  const tyro = createTyroState(store);
  const latitude = createLatitudeState(store);
  const card = options.cardGateway === 'windcave' ? windcave.gateway : adyen.gateway;
  return {
    gateways: { card, payForm: tyro.gateway, bnpl: latitude.gateway },
    area: () => async (app) => {
      // Every answer here is about one shopper's payment: never kept by a cache.
      app.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      adyenRoutes(app, adyen);
      // The hosted page's signing key is made as the routes are mounted: a request that is refused writes nothing.
      await windcave.keyReady();
      windcaveRoutes(app, windcave);
      tyroRoutes(app, tyro);
      latitudeRoutes(app, latitude);
      forterRoutes(app);
    },
  };
}
