import { type AccountState, evolve as evolveAccount, initialAccount } from '../../domain/account';
import { type BrowsingState, evolve as evolveBrowsing, initialBrowsing } from '../../domain/browsing';
import { type CartState, evolve as evolveCart, initialCartState } from '../../domain/cart';
import { type CompareState, evolve as evolveCompare, initialCompare } from '../../domain/compare';
import { type ListsState, evolve as evolveLists, initialLists } from '../../domain/lists';
import { type PageDataState, evolve as evolvePageData, initialPageData } from '../../domain/page-data';
import { type DrawersState, evolve as evolveDrawers, initialDrawers } from '../../domain/drawers';
import { type SessionState, evolve as evolveSession, initialSession } from '../../domain/session';
import { type StoreState, evolve as evolveStore, initialStore } from '../../domain/preferred-store';
import { type ToastsState, evolve as evolveToasts, initialToasts } from '../../domain/toasts';
import { type ProjectionDefinition, forArea } from '../projection';

/** The products chosen for comparison: the compare snackbar and the compare page. */
export const compareView: ProjectionDefinition<CompareState> = {
  name: 'compareView',
  initial: initialCompare,
  reduce: forArea('compare', evolveCompare),
};

const reduceCart = forArea('cart', evolveCart);

/** The cart as last received, and whether checkout has frozen it: the cart drawer and the header count. */
export const cartView: ProjectionDefinition<CartState> = {
  name: 'cartView',
  initial: initialCartState,
  reduce: (state, event) => (event.type === 'orders/orderPlaced' ? evolveCart(state, event) : reduceCart(state, event)),
};

/** The session's status and token: who the shopper is, for every page. */
export const sessionView: ProjectionDefinition<SessionState> = {
  name: 'sessionView',
  initial: initialSession,
  reduce: forArea('session', evolveSession),
};

/** The preferred store: the header, product availability and checkout's store. */
export const preferencesView: ProjectionDefinition<StoreState> = {
  name: 'preferencesView',
  initial: initialStore,
  reduce: forArea('store', evolveStore),
};

/** The toasts on screen. */
export const toastsView: ProjectionDefinition<ToastsState> = { name: 'toastsView', initial: initialToasts, reduce: forArea('toast', evolveToasts) };

/** Which drawer is open, and for which sku: the cart, lists, preferred store and postcode drawers. */
export const drawersView: ProjectionDefinition<DrawersState> = {
  name: 'drawersView',
  initial: initialDrawers,
  reduce: forArea('drawer', evolveDrawers),
};

/** The page the shopper is on and the last search, which a click or a conversion is credited to. */
export const browsingView: ProjectionDefinition<BrowsingState> = {
  name: 'browsingView',
  initial: initialBrowsing,
  reduce: forArea('browsing', evolveBrowsing),
};

/** The signed-in customer's account data (spec §4 Customer account): the header's name, My Account, checkout's addresses. */
export const accountView: ProjectionDefinition<AccountState> = {
  name: 'accountView',
  initial: initialAccount,
  reduce: forArea('account', evolveAccount),
};

/** The signed-in customer's lists and project bookmarks (spec §3 Lists): the lists drawer, "Add to list" and bookmark controls. */
export const listsView: ProjectionDefinition<ListsState> = { name: 'listsView', initial: initialLists, reduce: forArea('lists', evolveLists) };

/** What the server read for the page it rendered (spec §7 dehydratedState): the page's views start from it. */
export const pageDataView: ProjectionDefinition<PageDataState> = {
  name: 'pageDataView',
  initial: initialPageData,
  reduce: forArea('page', evolvePageData),
};

export { deliveryView } from './delivery';
