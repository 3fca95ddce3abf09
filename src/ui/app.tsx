import { lazy, Suspense, useCallback } from 'react';
import { Shell } from './layout/shell';
import { CheckoutServicesGate } from './checkout-services';
import { RouterProvider, useRouter } from './router';
import { type Services, ServicesProvider } from './services';

// Each kind of page loads on its own, so the first page a shopper opens stays small.
const ContentPage = lazy(() => import('./pages/content-page').then((m) => ({ default: m.ContentPage })));
const ProductPage = lazy(() => import('./pages/product-page').then((m) => ({ default: m.ProductPage })));
const SearchPage = lazy(() => import('./pages/search-page').then((m) => ({ default: m.SearchPage })));
const ComparePage = lazy(() => import('./pages/compare-page').then((m) => ({ default: m.ComparePage })));
const StoreFinderPage = lazy(() => import('./pages/store-finder-page').then((m) => ({ default: m.StoreFinderPage })));
const CheckoutPage = lazy(() => import('./pages/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const OrderConfirmationPage = lazy(() => import('./pages/order-confirmation-page').then((m) => ({ default: m.OrderConfirmationPage })));

/** Route files stay thin: they pick the page and hand it what the URL says (spec §2 Routes). */
function Routes() {
  const { path } = useRouter();
  if (path.includes('/search')) return <SearchPage />;
  if (path === '/compare') return <ComparePage />;
  if (path === '/store-finder') return <StoreFinderPage />;
  if (path === '/checkout') {
    return (
      <CheckoutServicesGate>
        <CheckoutPage />
      </CheckoutServicesGate>
    );
  }
  const order = path.match(/^\/checkout\/([^/]+)$/);
  if (order?.[1]) {
    return (
      <CheckoutServicesGate>
        <OrderConfirmationPage key={order[1]} orderNumber={decodeURIComponent(order[1])} />
      </CheckoutServicesGate>
    );
  }
  const product = path.match(/^\/p\/([^/]+)$/);
  if (product?.[1]) return <ProductPage slug={decodeURIComponent(product[1])} />;
  return <ContentPage path={path} />;
}

export function App({ services }: { services: Services }) {
  // Spec §2: drawers close when a route change completes, and toasts about the page left behind go.
  const onRouteChange = useCallback(
    (path: string) => {
      services.drawers.routeChanged();
      services.toasts.routeChanged(path);
    },
    [services],
  );
  return (
    <ServicesProvider services={services}>
      <RouterProvider onRouteChange={onRouteChange}>
        <Shell>
          <Suspense fallback={<p className="page-loading">Loading…</p>}>
            <Routes />
          </Suspense>
        </Shell>
      </RouterProvider>
    </ServicesProvider>
  );
}
