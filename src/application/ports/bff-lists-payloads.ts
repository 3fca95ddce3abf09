import type { CustomerList, ProjectBookmark, ProjectBookmarkStatus } from '../../domain/lists';
import type { CartSummary, ProductListing } from './bff-payloads';

/** The customer's lists as the application reads them (spec §3 Lists; contract/lists.ts). */
export interface HeldList extends CustomerList {
  /** Of the product ids asked about, those on this list. */
  readonly holds: readonly string[];
}

export interface ListDetails {
  readonly list: CustomerList;
  /** product is null for one the site no longer sells. */
  readonly lines: ReadonlyArray<{ readonly productId: string; readonly count: number; readonly product: ProductListing | null }>;
}

export interface SkippedLine {
  readonly sku: string;
  readonly name: string;
  readonly reason: string;
}

export interface ListToCart {
  readonly cart: CartSummary;
  readonly added: ReadonlyArray<{ readonly sku: string; readonly quantity: number }>;
  readonly skipped: readonly SkippedLine[];
}

export interface BookmarkEntry extends ProjectBookmark {
  /** The project's page, null when it is no longer published. */
  readonly url: string | null;
}

export interface ProjectLists {
  readonly lists: readonly HeldList[];
  readonly bookmarks: readonly BookmarkEntry[];
}

export interface BookmarkRequest {
  readonly name: string;
  readonly projectId: string;
  readonly status: ProjectBookmarkStatus;
}

export type NewListProduct = string | { readonly productId: string; readonly count?: number };
