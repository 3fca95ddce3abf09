import { castDraft, produce } from 'immer';
import type { Money } from '../money';
import { type Decider, type Result, assertNever, err, ok, type Event } from '../shared';
import { type CustomerList, type ProjectBookmark, listNameError } from './lists';

/**
 * The signed-in customer's lists and project bookmarks as the shop knows them (spec §3 Lists, §4 Project
 * bookmark): what the lists drawer, the "Add to list" controls and the bookmark buttons read. 'none' for a
 * guest or before the first answer.
 */
export interface ListsState {
  readonly status: 'none' | 'ready';
  readonly lists: readonly CustomerList[];
  readonly bookmarks: readonly ProjectBookmark[];
}

export const initialLists = (): ListsState => ({ status: 'none', lists: [], bookmarks: [] });

/** A product as analytics names it when it joins a list or the cart from one. */
export interface ListedProduct {
  readonly sku: string;
  readonly name: string;
  readonly price: Money;
  readonly quantity: number;
  readonly brandName?: string;
}

export type ListsEvent =
  | Event<'lists/loaded', { lists: readonly CustomerList[]; bookmarks: readonly ProjectBookmark[] }>
  | Event<'lists/cleared'>
  /** create_list */
  | Event<'lists/listCreated', { list: CustomerList }>
  /** add_to_list */
  | Event<'lists/productsAdded', { list: CustomerList; products: readonly ListedProduct[] }>
  | Event<'lists/listChanged', { list: CustomerList }>
  | Event<'lists/listDeleted', { listId: string }>
  /** add_to_cart with the list as item_list */
  | Event<'lists/listAddedToCart', { listId: string; listName: string; products: readonly ListedProduct[] }>
  | Event<'lists/bookmarksChanged', { bookmarks: readonly ProjectBookmark[] }>;

// The lists are filtered from the state, not the draft: reading a draft's items would make a draft of each.
const without = (lists: readonly CustomerList[], id: string) => castDraft(lists.filter((list) => list.id !== id));

export function evolve(state: ListsState, event: ListsEvent): ListsState {
  switch (event.type) {
    case 'lists/loaded':
      return { status: 'ready', lists: event.data.lists, bookmarks: event.data.bookmarks };
    case 'lists/cleared':
      return initialLists();
    case 'lists/listCreated':
    case 'lists/productsAdded':
    case 'lists/listChanged':
      // The list just changed comes first.
      return produce(state, (draft) => {
        draft.lists = without(state.lists, event.data.list.id);
        draft.lists.unshift(castDraft(event.data.list));
      });
    case 'lists/listDeleted':
      return produce(state, (draft) => {
        draft.lists = without(state.lists, event.data.listId);
      });
    case 'lists/listAddedToCart':
      return state;
    case 'lists/bookmarksChanged':
      return { ...state, bookmarks: event.data.bookmarks };
    default:
      return assertNever(event);
  }
}

export type ListsCommand =
  | { readonly type: 'recordLoaded'; readonly lists: readonly CustomerList[]; readonly bookmarks: readonly ProjectBookmark[] }
  | { readonly type: 'clear' }
  | { readonly type: 'recordCreated'; readonly list: CustomerList; readonly products: readonly ListedProduct[] }
  | { readonly type: 'recordAdded'; readonly list: CustomerList; readonly products: readonly ListedProduct[] }
  | { readonly type: 'recordChanged'; readonly list: CustomerList }
  | { readonly type: 'recordDeleted'; readonly listId: string }
  | { readonly type: 'recordAddedToCart'; readonly listId: string; readonly listName: string; readonly products: readonly ListedProduct[] }
  | { readonly type: 'recordBookmarks'; readonly bookmarks: readonly ProjectBookmark[] };

export type ListsError = { readonly type: 'lists/invalidName'; readonly message: string };

function decide(state: ListsState, command: ListsCommand): Result<readonly ListsEvent[], ListsError> {
  switch (command.type) {
    case 'recordLoaded':
      return ok([{ type: 'lists/loaded', data: { lists: command.lists, bookmarks: command.bookmarks } }]);
    case 'clear':
      return ok(state.status === 'none' && state.lists.length === 0 ? [] : [{ type: 'lists/cleared', data: {} }]);
    case 'recordCreated': {
      const problem = listNameError(command.list.name);
      if (problem) return err({ type: 'lists/invalidName', message: problem });
      return ok([
        { type: 'lists/listCreated', data: { list: command.list } },
        ...(command.products.length > 0 ? [{ type: 'lists/productsAdded' as const, data: { list: command.list, products: command.products } }] : []),
      ]);
    }
    case 'recordAdded':
      return ok(
        command.products.length > 0
          ? [{ type: 'lists/productsAdded', data: { list: command.list, products: command.products } }]
          : [{ type: 'lists/listChanged', data: { list: command.list } }],
      );
    case 'recordChanged':
      return ok([{ type: 'lists/listChanged', data: { list: command.list } }]);
    case 'recordDeleted':
      return ok(state.lists.some((l) => l.id === command.listId) ? [{ type: 'lists/listDeleted', data: { listId: command.listId } }] : []);
    case 'recordAddedToCart':
      return ok(
        command.products.length > 0
          ? [{ type: 'lists/listAddedToCart', data: { listId: command.listId, listName: command.listName, products: command.products } }]
          : [],
      );
    case 'recordBookmarks':
      return ok([{ type: 'lists/bookmarksChanged', data: { bookmarks: command.bookmarks } }]);
    default:
      return assertNever(command);
  }
}

/** The customer's lists as a decider: the read model the controls use and the facts analytics reads. */
export const listsDecider: Decider<ListsState, ListsCommand, ListsEvent, ListsError> = { initialState: initialLists, decide, evolve };

/** The lists that hold the product. */
export const listsHolding = (state: ListsState, sku: string): CustomerList[] =>
  state.lists.filter((list) => list.productIds.some((id) => id.toLowerCase() === sku.toLowerCase()));

export const bookmarkOf = (state: ListsState, projectId: string): ProjectBookmark | undefined =>
  state.bookmarks.find((b) => b.projectId === projectId);
