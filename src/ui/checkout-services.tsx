import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import type { Projection } from '../application/projection';
import type { CheckoutUseCases } from '../application/use-cases/checkout';
import type { CheckoutPageState } from '../application/ports/bff-checkout-payloads';
import type { OrderDetailsQueries } from '../application/use-cases/order-details';
import type { CheckoutState } from '../domain/checkout';
import { type Services, useServices } from './services';

/** Checkout's use cases load with the checkout pages, so the shop's first page does not carry them. */
export interface CheckoutServices {
  readonly checkout: CheckoutUseCases;
  readonly orders: OrderDetailsQueries;
  readonly views: {
    /** Where the shopper is in checkout (step, sub-view, payment attempt). */
    readonly checkout: Projection<CheckoutState>;
    /** The server's checkout details and the current payment session. */
    readonly checkoutPage: Projection<CheckoutPageState>;
  };
}

const CheckoutContext = createContext<(Services & CheckoutServices) | null>(null);

type Loading =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: unknown }
  | { readonly state: 'ready'; readonly services: Services & CheckoutServices };

/** Renders its children once checkout's use cases are loaded; a failed load is the route's load boundary's to show. */
export function CheckoutServicesGate({ children }: { readonly children: ReactNode }) {
  const services = useServices();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    services.loadCheckout().then(
      (loaded) => live && setLoading({ state: 'ready', services: { ...services, ...loaded, views: { ...services.views, ...loaded.views } } }),
      (error: unknown) => live && setLoading({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [services]);

  if (loading.state === 'loading')
    return (
      <p className="page-loading" role="status">
        Loading checkout…
      </p>
    );
  // The route's load boundary says why (no connection, a newer build) and its Retry mounts this gate afresh.
  if (loading.state === 'failed') throw loading.error;
  return <CheckoutContext.Provider value={loading.services}>{children}</CheckoutContext.Provider>;
}

/** The shop's services with checkout's own; only inside CheckoutServicesGate. */
export function useCheckoutServices(): Services & CheckoutServices {
  const services = useContext(CheckoutContext);
  if (!services) throw new Error('useCheckoutServices is used outside CheckoutServicesGate');
  return services;
}
