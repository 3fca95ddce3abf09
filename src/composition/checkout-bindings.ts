import { ContainerModule, type ResolutionContext } from 'inversify';
import { createAddressCache } from '../adapters/storage';
import type { VerifiedAddress } from '../application/ports/bff';
import { checkoutPageView, checkoutView, orderView } from '../application/projections/checkout';
import { TOKENS } from '../application/tokens';
import type { CheckoutUseCases } from '../application/use-cases/checkout';
import { checkoutContactUseCases } from '../application/use-cases/checkout-contact';
import { type CheckoutCore, checkoutCore } from '../application/use-cases/checkout-core';
import { checkoutDeliveryUseCases } from '../application/use-cases/checkout-delivery';
import { checkoutDiscountsUseCases } from '../application/use-cases/checkout-discounts';
import { checkoutDropInUseCases } from '../application/use-cases/checkout-drop-in';
import { checkoutGiftCardUseCases } from '../application/use-cases/checkout-gift-card';
import { checkoutPayFormUseCases } from '../application/use-cases/checkout-pay-form';
import { checkoutStartUseCases } from '../application/use-cases/checkout-start';
import { orderCompletionUseCases } from '../application/use-cases/order-completion';
import { orderDetailsQueries } from '../application/use-cases/order-details';
import { orderTracking } from '../application/use-cases/order-tracking';

import { bindProjection } from './container';

import { get } from './load-module';

const isVerifiedAddress = (value: unknown): value is VerifiedAddress =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VerifiedAddress).addressLine1 === 'string' &&
  typeof (value as VerifiedAddress).postalCode === 'string';

/**
 * Checkout and order completion (issue 5), bound once the BFF, the timer, the session, the payment
 * providers and the router are given. One core is shared, so every use case sees the same attempt.
 */
export const checkoutModule = new ContainerModule(({ bind, isBound }) => {
  bindProjection(bind, TOKENS.CheckoutView, checkoutView);
  bindProjection(bind, TOKENS.CheckoutPageView, checkoutPageView);
  if (!isBound(TOKENS.OrderView)) bindProjection(bind, TOKENS.OrderView, orderView);
  const needed = [TOKENS.Bff, TOKENS.Timer, TOKENS.SessionUseCases, TOKENS.PaymentProviders, TOKENS.Navigator, TOKENS.ToastsUseCases];
  if (!needed.every((token) => isBound(token))) return;
  const withAccount = isBound(TOKENS.AccountView);
  bind(TOKENS.OrderDetailsQueries).toDynamicValue((context) =>
    orderDetailsQueries(get(context, TOKENS.Bff), orderTracking({ view: get(context, TOKENS.OrderView), recorder: get(context, TOKENS.Recorder) })),
  );

  let core: CheckoutCore | null = null;
  const coreOf = (context: ResolutionContext) =>
    (core ??= checkoutCore({
      view: get(context, TOKENS.CheckoutView),
      pageView: get(context, TOKENS.CheckoutPageView),
      cartView: get(context, TOKENS.CartView),
      recorder: get(context, TOKENS.Recorder),
      bff: get(context, TOKENS.Bff),
      payments: get(context, TOKENS.PaymentProviders),
      router: get(context, TOKENS.Navigator),
    }));

  bind(TOKENS.OrderCompletionUseCases).toDynamicValue((context) => {
    const session = get(context, TOKENS.SessionUseCases);
    return orderCompletionUseCases({
      core: coreOf(context),
      toasts: get(context, TOKENS.ToastsUseCases),
      timer: get(context, TOKENS.Timer),
      clock: get(context, TOKENS.Clock),
      account: { refresh: () => session.loadSession() },
    });
  });

  bind(TOKENS.CheckoutUseCases).toDynamicValue((context): CheckoutUseCases => {
    const core = coreOf(context);
    const completion = get(context, TOKENS.OrderCompletionUseCases);
    const toasts = get(context, TOKENS.ToastsUseCases);
    const providers = get(context, TOKENS.PaymentProviders);
    const dropIn = checkoutDropInUseCases({ core, completion, providers, toasts });
    const start = checkoutStartUseCases({ core, completion, dropIn, toasts });
    return {
      ...start,
      ...checkoutContactUseCases({
        core,
        bff: get(context, TOKENS.Bff),
        session: get(context, TOKENS.SessionView),
        ...(withAccount ? { account: get(context, TOKENS.AccountView) } : {}),
        addressCache: createAddressCache<VerifiedAddress>(get(context, TOKENS.SessionStore), { isValue: isVerifiedAddress }),
      }),
      ...checkoutDeliveryUseCases({ core, start }),
      ...checkoutDiscountsUseCases({ core, toasts }),
      ...dropIn,
      ...checkoutPayFormUseCases({ core, completion, providers, toasts, session: get(context, TOKENS.SessionView) }),
      ...checkoutGiftCardUseCases({ core, completion, toasts }),
    };
  });
});
