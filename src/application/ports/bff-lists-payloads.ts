import type { CreateListBody, ListToCartResponse } from '../../../contract/lists';

/** The customer's lists as the contract says them (spec §3 Lists; contract/lists.ts). */
export type {
  /** A list, with which of the product ids asked about it holds. */
  CustomerListWire as HeldList,
  /** A list's lines; product is null for one the site no longer sells. */
  ListDetailsResponse as ListDetails,
  ListToCartResponse as ListToCart,
  /** A bookmark; its url is null when the project is no longer published. */
  ProjectBookmarkWire as BookmarkEntry,
  ProjectListsResponse as ProjectLists,
  BookmarkProjectBody as BookmarkRequest,
} from '../../../contract/lists';
export type SkippedLine = ListToCartResponse['skipped'][number];
export type NewListProduct = CreateListBody['products'][number];
