import { type CheckoutState, evolveCheckoutPage, evolve as evolveCheckout, initialCheckout, initialCheckoutPage } from '../../domain/checkout';
import type { DomainEvent } from '../events';
import { type ProjectionDefinition, forArea } from '../projection';
import type { CheckoutPageEvent, CheckoutPageState } from '../ports/bff-checkout-payloads';

// Checkout's read models live apart from the others: they are bound when the checkout pages first load.

/** Where the shopper is in checkout and what they chose: the checkout steps. */
const reduceCheckout = forArea('checkout', evolveCheckout);
/** A checkout page opened anew starts from the initial checkout; the server's details then restore it. */
export const checkoutView: ProjectionDefinition<CheckoutState> = {
  name: 'checkoutView',
  initial: initialCheckout,
  reduce: (state: CheckoutState, event: DomainEvent) =>
    event.type === 'checkoutPage/started'
      ? initialCheckout()
      : event.type === 'orders/orderPlaced'
        ? evolveCheckout(state, event)
        : reduceCheckout(state, event),
};

/**
 * What the server last answered for the checkout, and the current payment attempt: the checkout page.
 * Not a module's decider projection, so it is bound on its own rather than listed below.
 */
export const checkoutPageView: ProjectionDefinition<CheckoutPageState> = {
  name: 'checkoutPageView',
  initial: initialCheckoutPage,
  reduce: forArea('checkoutPage', (state: CheckoutPageState, event: CheckoutPageEvent) => evolveCheckoutPage(state, event)),
};

export { orderView } from './orders';
