/**
 * The answers' schemas of the calls whose code is in the first page's script (the cart, the catalog, stores,
 * sign-in and the token calls): loaded as one module beside the first of those calls (`./answer-schema`).
 */
export { AddressSuggestions, VerifiedAddress } from '../../../contract/addressfinder';
export {
  CustomerExistsResponse,
  EmailCheckResult,
  ForgotPasswordResponse,
  HandedOverToken,
  IsDisabledResponse,
  ResetPasswordResponse,
  SignInResponse,
  TokenObject,
} from '../../../contract/auth';
export { Cart, UpsellResponse } from '../../../contract/cart';
export { PageResponse } from '../../../contract/content';
export {
  BladeProjects,
  ProductPage,
  ProductsBySlugIds,
  ProjectPage,
  SearchPage,
  SearchSuggestions,
  SubscribeResponse,
} from '../../../contract/products';
export { ProjectSearch } from '../../../contract/project-search';
export { DeliveryAvailability, NearestPlace, PlaceList, StoreList } from '../../../contract/stores';
