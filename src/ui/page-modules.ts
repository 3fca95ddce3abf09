import type { RouteName } from './routes';

/**
 * Where each kind of page's code starts: each loads on its own, so the first page a shopper opens stays small.
 * The router loads the pages from here, and the build reads this table (vite.config.ts, `routeChunks`) to write
 * which built files each route needs, which the server asks for with the page it renders. Keep every entry
 * written `route: () => import('./literal/path').then((m) => m.Page)`: taking the one export
 * there lets the bundler leave the module's other exports out of its chunk.
 */
export const PAGE_MODULES = {
  content: () => import('./pages/content-page').then((m) => m.ContentPage),
  product: () => import('./pages/product-page').then((m) => m.ProductPage),
  search: () => import('./pages/search-page').then((m) => m.SearchPage),
  compare: () => import('./pages/compare-page').then((m) => m.ComparePage),
  storeFinder: () => import('./pages/store-finder-page').then((m) => m.StoreFinderPage),
  checkout: () => import('./pages/checkout-page').then((m) => m.CheckoutPage),
  orderConfirmation: () => import('./pages/order-confirmation-page').then((m) => m.OrderConfirmationPage),
  account: () => import('./pages/account/account-page').then((m) => m.AccountPage),
  lists: () => import('./pages/lists/lists-page').then((m) => m.ListsPage),
  signIn: () => import('./pages/auth/sign-in-page').then((m) => m.SignInPage),
  signUp: () => import('./pages/auth/sign-up-page').then((m) => m.SignUpPage),
  forgotPassword: () => import('./pages/auth/password-reset-pages').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('./pages/auth/password-reset-pages').then((m) => m.ResetPasswordPage),
} satisfies Record<RouteName, unknown>;
