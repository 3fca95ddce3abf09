import { lineUnitPriceCents } from '../../domain/analytics';
import {
  type CustomerList,
  type ListType,
  type ListedProduct,
  type ListsState,
  type ProjectBookmarkStatus,
  listNameError,
  listsDecider,
} from '../../domain/lists';
import type { SessionState } from '../../domain/session';
import { type Result, err, ok } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type { Bff, BookmarkEntry, HeldList, ListDetails, ListToCart } from '../ports/bff';
import type { Projection } from '../projection';
import { type Recorder, execute } from '../recorder';
import type { CartUseCases } from './cart';
import type { DrawersUseCases } from './drawers';

/** Why a list action did not happen: the server's words, or ours; 401 means the shopper must sign in first. */
export interface ListsFailure {
  readonly message: string;
  readonly status?: number;
}

export const SIGN_IN_FOR_LISTS = 'Sign in to keep lists';

export interface ListsUseCases {
  /** Loads every list and the bookmarks into the lists view (after sign-in, on the lists page). */
  refresh(): Promise<Result<ListsState, ListsFailure>>;
  /** Spec §2: the customer lists drawer opens after the lists are loaded, for the product being saved. */
  openFor(product: ListedProduct): Promise<Result<void, ListsFailure>>;
  addTo(list: CustomerList, product: ListedProduct): Promise<Result<HeldList, ListsFailure>>;
  removeFrom(list: CustomerList, sku: string): Promise<Result<HeldList, ListsFailure>>;
  /** A new list, with the products it starts with (a project's parts for a project list). */
  create(name: string, products: readonly ListedProduct[], type?: ListType): Promise<Result<HeldList, ListsFailure>>;
  details(id: string): Promise<Result<ListDetails, ListsFailure>>;
  rename(id: string, name: string): Promise<Result<HeldList, ListsFailure>>;
  duplicate(id: string): Promise<Result<HeldList, ListsFailure>>;
  remove(id: string): Promise<Result<void, ListsFailure>>;
  setCount(id: string, sku: string, count: number): Promise<Result<HeldList, ListsFailure>>;
  /** The whole list into the cart; the cart drawer opens on it; lines left out come back named. */
  addToCart(list: CustomerList): Promise<Result<ListToCart, ListsFailure>>;
  bookmark(
    project: { readonly id: string; readonly name: string },
    status: ProjectBookmarkStatus,
  ): Promise<Result<readonly BookmarkEntry[], ListsFailure>>;
  removeBookmark(projectId: string): Promise<Result<readonly BookmarkEntry[], ListsFailure>>;
}

export interface ListsDeps {
  readonly bff: Pick<Bff, 'lists'>;
  readonly view: Projection<ListsState>;
  readonly session: Projection<SessionState>;
  readonly recorder: Recorder;
  readonly cart: Pick<CartUseCases, 'loadCart'>;
  readonly drawers: Pick<DrawersUseCases, 'open'>;
}

const failed = (error: ApiError): ListsFailure => ({ message: error.message, status: error.status });

export function listsUseCases({ bff, view, session, recorder, cart, drawers }: ListsDeps): ListsUseCases {
  const api = bff.lists;
  const decide = (command: Parameters<typeof listsDecider.decide>[1]) => execute(listsDecider, view.getSnapshot(), command, recorder);
  const signedIn = () => session.getSnapshot().token?.isLoggedIn === true;
  const guarded = async <T>(run: () => Promise<Result<T, ListsFailure>>): Promise<Result<T, ListsFailure>> =>
    signedIn() ? run() : err({ message: SIGN_IN_FOR_LISTS, status: 401 });
  const changed = (answer: Result<HeldList, ApiError>): Result<HeldList, ListsFailure> => {
    if (!answer.ok) return err(failed(answer.error));
    decide({ type: 'recordChanged', list: answer.value });
    return ok(answer.value);
  };

  const refresh = () =>
    guarded(async () => {
      const [all, projects] = await Promise.all([api.lists(), api.projectLists()]);
      if (!all.ok) return err(failed(all.error));
      if (!projects.ok) return err(failed(projects.error));
      decide({ type: 'recordLoaded', lists: all.value.lists, bookmarks: projects.value.bookmarks });
      return ok(view.getSnapshot());
    });

  return {
    refresh,
    openFor: (product) =>
      guarded(async () => {
        const loaded = await refresh();
        if (!loaded.ok) return loaded;
        drawers.open('customerLists', product.sku);
        return ok(undefined);
      }),
    addTo: (list, product) =>
      guarded(async () => {
        const answer = await api.addProducts(list.id, [product.sku], { projectList: list.type === 'project-list' });
        if (!answer.ok) return err(failed(answer.error));
        decide({ type: 'recordAdded', list: answer.value, products: [{ ...product, quantity: 1 }] });
        return ok(answer.value);
      }),
    removeFrom: (list, sku) => guarded(async () => changed(await api.removeProducts(list.id, [sku]))),
    create: (name, products, type = 'shopping-list') =>
      guarded(async () => {
        const problem = listNameError(name);
        if (problem) return err({ message: problem });
        const answer =
          type === 'project-list'
            ? await api.createProjectList(
                name.trim(),
                products.map((p) => p.sku),
              )
            : await api.create(
                name.trim(),
                products.map((p) => ({ productId: p.sku, count: p.quantity })),
              );
        if (!answer.ok) return err(failed(answer.error));
        let list = answer.value;
        // The project-list call takes ids only: the quantities a project needs follow as counts.
        if (type === 'project-list') {
          for (const product of products.filter((p) => p.quantity > 1)) {
            const counted = await api.setCount(list.id, [product.sku], product.quantity);
            if (counted.ok) list = counted.value;
          }
        }
        decide({ type: 'recordCreated', list, products });
        return ok(list);
      }),
    details: (id) =>
      guarded(async () => {
        const answer = await api.details(id);
        return answer.ok ? ok(answer.value) : err(failed(answer.error));
      }),
    rename: (id, name) =>
      guarded(async () => {
        const problem = listNameError(name);
        return problem ? err({ message: problem }) : changed(await api.rename(id, name.trim()));
      }),
    duplicate: (id) =>
      guarded(async () => {
        const answer = await api.duplicate(id);
        if (!answer.ok) return err(failed(answer.error));
        decide({ type: 'recordCreated', list: answer.value, products: [] });
        return ok(answer.value);
      }),
    remove: (id) =>
      guarded(async () => {
        const answer = await api.remove(id);
        if (!answer.ok) return err(failed(answer.error));
        decide({ type: 'recordDeleted', listId: id });
        return ok(undefined);
      }),
    setCount: (id, sku, count) => guarded(async () => changed(await api.setCount(id, [sku], count))),
    addToCart: (list) =>
      guarded(async () => {
        const answer = await api.addToCart(list.id);
        if (!answer.ok) return err(failed(answer.error));
        const { cart: summary, added } = answer.value;
        const products = added.flatMap(({ sku, quantity }): ListedProduct[] => {
          const line = summary.lineItems.find((l) => l.variant.sku === sku);
          if (!line) return [];
          return [
            {
              sku,
              name: line.name,
              quantity,
              price: { centAmount: lineUnitPriceCents(line), currencyCode: summary.totalPrice.currencyCode },
              ...(line.brandName ? { brandName: line.brandName } : {}),
            },
          ];
        });
        decide({ type: 'recordAddedToCart', listId: list.id, listName: list.name, products });
        await cart.loadCart();
        if (added.length > 0) drawers.open('cart');
        return ok(answer.value);
      }),
    bookmark: (project, status) =>
      guarded(async () => {
        const answer = await api.bookmarkProject({ name: project.name, projectId: project.id, status });
        if (!answer.ok) return err(failed(answer.error));
        decide({ type: 'recordBookmarks', bookmarks: answer.value.bookmarks });
        return ok(answer.value.bookmarks);
      }),
    removeBookmark: (projectId) =>
      guarded(async () => {
        const answer = await api.removeBookmark(projectId);
        if (!answer.ok) return err(failed(answer.error));
        decide({ type: 'recordBookmarks', bookmarks: answer.value.bookmarks });
        return ok(answer.value.bookmarks);
      }),
  };
}
