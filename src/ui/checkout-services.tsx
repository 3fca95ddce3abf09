import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import type { Projection } from '../application/projection';
import type { CheckoutUseCases } from '../application/use-cases/checkout';
import type { CheckoutPageState } from '../application/use-cases/checkout-events';
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

type Loading = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'ready'; readonly services: Services & CheckoutServices };

/** Renders its children once checkout's use cases are loaded; a failed load offers a retry rather than a blank page. */
export function CheckoutServicesGate({ children }: { readonly children: ReactNode }) {
  const services = useServices();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    services.loadCheckout().then(
      (loaded) => live && setLoading({ state: 'ready', services: { ...services, ...loaded, views: { ...services.views, ...loaded.views } } }),
      () => live && setLoading({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [services, attempt]);

  if (loading.state === 'loading') return <p className="page-loading" role="status">Loading checkout…</p>;
  if (loading.state === 'failed') {
    return (
      <div role="alert" className="page-loading">
        <p>Checkout could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => (setLoading({ state: 'loading' }), setAttempt((n) => n + 1))}>
          Try again
        </button>
      </div>
    );
  }
  return <CheckoutContext.Provider value={loading.services}>{children}</CheckoutContext.Provider>;
}

/** The shop's services with checkout's own; only inside CheckoutServicesGate. */
export function useCheckoutServices(): Services & CheckoutServices {
  const services = useContext(CheckoutContext);
  if (!services) throw new Error('useCheckoutServices is used outside CheckoutServicesGate');
  return services;
}
