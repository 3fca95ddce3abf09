import { type ComponentType, useCallback, useEffect } from 'react';
import { Shell } from './layout/shell';
import { CheckoutServicesGate } from './checkout-services';
import { AppBoundary, LoadBoundary, retryableLazy } from './load-boundary';
import { type Services, ServicesProvider } from './services';
import { PAGE_MODULES } from './page-modules';
import { type RouteName, routeOf } from './routes';
import { type PageAddress, RouterProvider, useRouter } from './router';

// A failed load of a page's code can be retried.
const ContentPage = retryableLazy(PAGE_MODULES.content);
const ProductPage = retryableLazy(PAGE_MODULES.product);
const SearchPage = retryableLazy(PAGE_MODULES.search);
const ComparePage = retryableLazy(PAGE_MODULES.compare);
const StoreFinderPage = retryableLazy(PAGE_MODULES.storeFinder);
const CheckoutPage = retryableLazy(PAGE_MODULES.checkout);
const OrderConfirmationPage = retryableLazy(PAGE_MODULES.orderConfirmation);
const AccountPage = retryableLazy(PAGE_MODULES.account);
const ListsPage = retryableLazy(PAGE_MODULES.lists);
const SignInPage = retryableLazy(PAGE_MODULES.signIn);
const SignUpPage = retryableLazy(PAGE_MODULES.signUp);
const ForgotPasswordPage = retryableLazy(PAGE_MODULES.forgotPassword);
const ResetPasswordPage = retryableLazy(PAGE_MODULES.resetPassword);

/** Route files stay thin: they pick the page and hand it what the URL says (spec §2 Routes). */
function Routes({ onTakenOver }: { onTakenOver?: (() => void) | undefined }) {
  const { path } = useRouter();
  return (
    <LoadBoundary variant="page" resetKey={path} fallback={<p className="page-loading">Loading…</p>}>
      <Route path={path} />
      <TakenOver onTakenOver={onTakenOver} />
    </LoadBoundary>
  );
}

/** Says once that the page's own code is in and its controls answer: it commits with the page, never before. */
function TakenOver({ onTakenOver }: { onTakenOver?: (() => void) | undefined }) {
  useEffect(() => onTakenOver?.(), [onTakenOver]);
  return null;
}

/** The pages that take nothing from the address but their route. */
const PAGES: Partial<Record<RouteName, ComponentType>> = {
  search: SearchPage,
  compare: ComparePage,
  storeFinder: StoreFinderPage,
  account: AccountPage,
  lists: ListsPage,
  signIn: SignInPage,
  signUp: SignUpPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
};

function Route({ path }: { path: string }) {
  const route = routeOf(path);
  const Page = PAGES[route.name];
  if (Page) return <Page />;
  switch (route.name) {
    case 'checkout':
      return (
        <CheckoutServicesGate>
          <CheckoutPage />
        </CheckoutServicesGate>
      );
    case 'orderConfirmation':
      return (
        <CheckoutServicesGate>
          <OrderConfirmationPage key={route.param} orderNumber={route.param ?? ''} />
        </CheckoutServicesGate>
      );
    case 'product':
      return <ProductPage slug={route.param ?? ''} />;
    default:
      return <ContentPage path={path} />;
  }
}

/**
 * The whole shop; the server gives the page's address, the browser reads its own. `onTakenOver` is told when
 * the first page shown answers its controls (the browser then starts what the page can do without).
 */
export function App({ services, address, onTakenOver }: { services: Services; address?: PageAddress; onTakenOver?: () => void }) {
  // Spec §2: drawers close when a route change completes, and toasts about the page left behind go.
  const onRouteChange = useCallback(
    (path: string) => {
      services.drawers.routeChanged();
      services.toasts.routeChanged(path);
      services.pageData.routeChanged(path);
    },
    [services],
  );
  return (
    <AppBoundary variant="page" codeLoading={services.codeLoading} fallback={<p className="page-loading">Loading…</p>}>
      <ServicesProvider services={services}>
        <RouterProvider onRouteChange={onRouteChange} {...(address ? { address } : {})}>
          <Shell>
            <Routes onTakenOver={onTakenOver} />
          </Shell>
        </RouterProvider>
      </ServicesProvider>
    </AppBoundary>
  );
}
