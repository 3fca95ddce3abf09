import type { ApiError } from '../../application/ports/api-error';
import type { Bff, BookmarkEntry, CartSummary, HeldList, ProductListing } from '../../application/ports/bff';
import type { AddToCartItem } from '../../domain/cart';
import {
  type ListLine,
  type ListType,
  type LinesResult,
  MAX_LISTS_PER_CUSTOMER,
  addToListLines,
  copyName,
  listLinesMessage,
  listNameError,
  listNameKey,
  removeFromListLines,
  setListLineCount,
} from '../../domain/lists';
import { type Result, err, ok } from '../../domain/shared';

const apiError = (status: number, message: string): ApiError => ({ status, message });
/** A tick of the lists' own clock as the wire's ISO time: a second after the one before, from a fixed day. */
const isoAt = (tick: number): string => new Date(Date.UTC(2026, 0, 1) + tick * 1000).toISOString();

interface MemoryList {
  id: string;
  name: string;
  type: ListType;
  lines: readonly ListLine[];
  updatedAt: number;
}

export interface MemoryListsDeps {
  readonly productOf: (id: string) => ProductListing | undefined;
  readonly addToCart: (item: AddToCartItem) => Result<CartSummary, ApiError>;
  readonly cart: () => CartSummary;
  /** The projects bookmarks may name: id → page. */
  readonly projects?: ReadonlyMap<string, string>;
}

/**
 * The customer's lists in memory, following the server's rules (server/services/lists/lists.ts) through the
 * same domain functions: names unique without case, our limits, counts 1–99, 404 for an unknown list.
 * `signedIn` false answers 401 to everything, as the server does for a guest.
 */
export class MemoryLists {
  signedIn = true;
  readonly lists: MemoryList[] = [];
  bookmarks: BookmarkEntry[] = [];
  private serial = 0;
  private clock = 0;

  constructor(private readonly deps: MemoryListsDeps) {}

  private held(list: MemoryList, asked: readonly string[] = []): HeldList {
    const on = new Set(list.lines.map((l) => l.productId.toLowerCase()));
    return {
      id: list.id,
      name: list.name,
      type: list.type,
      productIds: list.lines.map((l) => l.productId),
      productCount: list.lines.reduce((sum, l) => sum + l.count, 0),
      holds: asked.filter((id) => on.has(id.toLowerCase())),
      updatedAt: isoAt(list.updatedAt),
    };
  }

  private guard<T>(run: () => Result<T, ApiError>): Promise<Result<T, ApiError>> {
    return Promise.resolve(this.signedIn ? run() : err(apiError(401, 'Unauthorized')));
  }

  private find(id: string): MemoryList | ApiError {
    return this.lists.find((l) => l.id === id) ?? apiError(404, 'List not found');
  }

  private change(id: string, next: (lines: readonly ListLine[]) => LinesResult | readonly ListLine[]): Result<HeldList, ApiError> {
    const list = this.find(id);
    if ('status' in list) return err(list);
    const result = next(list.lines);
    if ('ok' in result) {
      if (!result.ok) return err(apiError(400, listLinesMessage(result.error)));
      list.lines = result.lines;
    } else list.lines = result;
    list.updatedAt = ++this.clock;
    this.lists.sort((a, b) => b.updatedAt - a.updatedAt);
    return ok(this.held(list));
  }

  private skus(productIds: readonly string[]): string[] | ApiError {
    const skus: string[] = [];
    for (const id of productIds) {
      const product = this.deps.productOf(id);
      if (!product) return apiError(404, `Product ${id} not found`);
      skus.push(product.sku);
    }
    return skus;
  }

  private insert(type: ListType, name: string, lines: readonly ListLine[]): Result<HeldList, ApiError> {
    const problem = listNameError(name);
    if (problem) return err(apiError(400, problem));
    if (this.lists.some((l) => listNameKey(l.name) === listNameKey(name))) return err(apiError(409, 'You already have a list with that name'));
    if (this.lists.length >= MAX_LISTS_PER_CUSTOMER) return err(apiError(409, `You can keep at most ${MAX_LISTS_PER_CUSTOMER} lists`));
    const list: MemoryList = { id: `list-${++this.serial}`, name: name.trim(), type, lines, updatedAt: ++this.clock };
    this.lists.unshift(list);
    return ok(this.held(list));
  }

  readonly calls: Bff['lists'] = {
    lists: (productIds) => this.guard(() => ok({ lists: this.lists.map((l) => this.held(l, productIds ?? [])) })),
    details: (id) =>
      this.guard(() => {
        const list = this.find(id);
        if ('status' in list) return err(list);
        return ok({
          list: this.held(list),
          lines: list.lines.map((l) => ({ productId: l.productId, count: l.count, product: this.deps.productOf(l.productId) ?? null })),
        });
      }),
    addProducts: (id, productIds) =>
      this.guard(() => {
        const skus = this.skus(productIds);
        return 'status' in skus ? err(skus) : this.change(id, (lines) => addToListLines(lines, skus));
      }),
    removeProducts: (id, productIds) => this.guard(() => this.change(id, (lines) => removeFromListLines(lines, productIds))),
    setCount: (id, productIds, count) => this.guard(() => this.change(id, (lines) => setListLineCount(lines, productIds, count))),
    rename: (id, name) =>
      this.guard(() => {
        const list = this.find(id);
        if ('status' in list) return err(list);
        const problem = listNameError(name);
        if (problem) return err(apiError(400, problem));
        if (this.lists.some((l) => l !== list && listNameKey(l.name) === listNameKey(name)))
          return err(apiError(409, 'You already have a list with that name'));
        list.name = name.trim();
        return this.change(id, (lines) => lines);
      }),
    duplicate: (id) =>
      this.guard(() => {
        const list = this.find(id);
        if ('status' in list) return err(list);
        return this.insert(
          list.type,
          copyName(
            list.name,
            this.lists.map((l) => l.name),
          ),
          list.lines,
        );
      }),
    remove: (id) =>
      this.guard(() => {
        const list = this.find(id);
        if ('status' in list) return err(list);
        this.lists.splice(this.lists.indexOf(list), 1);
        return ok({ deleted: id });
      }),
    create: (name, products) =>
      this.guard(() => {
        let lines: readonly ListLine[] = [];
        for (const product of products) {
          const skus = this.skus([typeof product === 'string' ? product : product.productId]);
          if ('status' in skus) return err(skus);
          const added = addToListLines(lines, skus, typeof product === 'string' ? 1 : (product.count ?? 1));
          if (!added.ok) return err(apiError(400, listLinesMessage(added.error)));
          lines = added.lines;
        }
        return this.insert('shopping-list', name, lines);
      }),
    addToCart: (id) =>
      this.guard(() => {
        const list = this.find(id);
        if ('status' in list) return err(list);
        const added: Array<{ sku: string; quantity: number }> = [];
        const skipped: Array<{ sku: string; name: string; reason: string }> = [];
        for (const line of list.lines) {
          const product = this.deps.productOf(line.productId);
          const answer = this.deps.addToCart({ sku: line.productId, quantity: line.count, itemContainer: 'list' });
          if (answer.ok) added.push({ sku: line.productId, quantity: line.count });
          else if (answer.error.status === 409) return err(answer.error);
          else
            skipped.push({
              sku: line.productId,
              name: product?.title ?? line.productId,
              reason: answer.error.status === 404 ? 'No longer sold here' : answer.error.message,
            });
        }
        return ok({ cart: this.deps.cart(), added, skipped });
      }),
    projectLists: (productIds) =>
      this.guard(() =>
        ok({ lists: this.lists.filter((l) => l.type === 'project-list').map((l) => this.held(l, productIds ?? [])), bookmarks: this.bookmarks }),
      ),
    createProjectList: (name, productIds) =>
      this.guard(() => {
        const skus = this.skus(productIds);
        if ('status' in skus) return err(skus);
        const added = addToListLines([], skus);
        return added.ok ? this.insert('project-list', name, added.lines) : err(apiError(400, listLinesMessage(added.error)));
      }),
    bookmarkProject: (bookmark) =>
      this.guard(() => {
        const url = this.deps.projects?.get(bookmark.projectId);
        if (url === undefined) return err(apiError(404, `Project ${bookmark.projectId} not found`));
        this.bookmarks = [{ ...bookmark, url, updatedAt: isoAt(++this.clock) }, ...this.bookmarks.filter((b) => b.projectId !== bookmark.projectId)];
        return ok({ bookmarks: this.bookmarks });
      }),
    removeBookmark: (projectId) =>
      this.guard(() => {
        if (!this.bookmarks.some((b) => b.projectId === projectId)) return err(apiError(404, 'Bookmark not found'));
        this.bookmarks = this.bookmarks.filter((b) => b.projectId !== projectId);
        return ok({ bookmarks: this.bookmarks });
      }),
  };
}
