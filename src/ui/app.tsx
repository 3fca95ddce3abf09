import { useCallback } from 'react';
import { Shell } from './layout/shell';
import { CheckoutServicesGate } from './checkout-services';
import { AppBoundary, LoadBoundary, retryableLazy } from './load-boundary';
import { RouterProvider, useRouter } from './router';
import { type Services, ServicesProvider } from './services';
import { isSignInPath } from '../domain/session';
import { listsPlace } from '../domain/lists/lists-paths';

// Each kind of page loads on its own, so the first page a shopper opens stays small; a failed load can be retried.
const ContentPage = retryableLazy(() => import('./pages/content-page').then((m) => m.ContentPage));
const ProductPage = retryableLazy(() => import('./pages/product-page').then((m) => m.ProductPage));
const SearchPage = retryableLazy(() => import('./pages/search-page').then((m) => m.SearchPage));
const ComparePage = retryableLazy(() => import('./pages/compare-page').then((m) => m.ComparePage));
const StoreFinderPage = retryableLazy(() => import('./pages/store-finder-page').then((m) => m.StoreFinderPage));
const CheckoutPage = retryableLazy(() => import('./pages/checkout-page').then((m) => m.CheckoutPage));
const OrderConfirmationPage = retryableLazy(() => import('./pages/order-confirmation-page').then((m) => m.OrderConfirmationPage));
const AccountPage = retryableLazy(() => import('./pages/account/account-page').then((m) => m.AccountPage));
const ListsPage = retryableLazy(() => import('./pages/lists/lists-page').then((m) => m.ListsPage));
const SignInPage = retryableLazy(() => import('./pages/auth/sign-in-page').then((m) => m.SignInPage));
const SignUpPage = retryableLazy(() => import('./pages/auth/sign-up-page').then((m) => m.SignUpPage));
const ForgotPasswordPage = retryableLazy(() => import('./pages/auth/password-reset-pages').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = retryableLazy(() => import('./pages/auth/password-reset-pages').then((m) => m.ResetPasswordPage));

/** Route files stay thin: they pick the page and hand it what the URL says (spec §2 Routes). */
function Routes() {
  const { path } = useRouter();
  return (
    <LoadBoundary variant="page" resetKey={path} fallback={<p className="page-loading">Loading…</p>}>
      <Route path={path} />
    </LoadBoundary>
  );
}

function Route({ path }: { path: string }) {
  if (path.includes('/search')) return <SearchPage />;
  if (path === '/compare') return <ComparePage />;
  if (path === '/store-finder') return <StoreFinderPage />;
  if (path === '/account' || path.startsWith('/account/')) return <AccountPage />;
  if (listsPlace(path)) return <ListsPage />;
  if (isSignInPath(path)) return <SignInPage />;
  if (path === '/sign-up') return <SignUpPage />;
  if (path === '/forgot-password') return <ForgotPasswordPage />;
  if (path === '/reset-password') return <ResetPasswordPage />;
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
    <AppBoundary variant="page" codeLoading={services.codeLoading} fallback={<p className="page-loading">Loading…</p>}>
      <ServicesProvider services={services}>
        <RouterProvider onRouteChange={onRouteChange}>
          <Shell>
            <Routes />
          </Shell>
        </RouterProvider>
      </ServicesProvider>
    </AppBoundary>
  );
}
