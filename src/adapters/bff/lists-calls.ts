import { z } from 'zod/mini';
import {
  CustomerListWire,
  ListDetailsResponse,
  ListsResponse,
  ListToCartResponse,
  ProjectBookmarkWire,
  ProjectListsResponse,
} from '../../../contract/lists';
import type { Bff } from '../../application/ports/bff';
import { joinListProductIds } from '../../domain/cart/product-ids';
import type { Call } from './transport';

const id = (value: string) => encodeURIComponent(value);
const Bookmarks = z.object({ bookmarks: z.array(ProjectBookmarkWire) });
const Deleted = z.object({ deleted: z.string() });
const ids = (productIds: readonly string[] | undefined) =>
  productIds && productIds.length > 0 ? { productIds: joinListProductIds(productIds) } : undefined;

/** Spec §7 Lists (contract/lists.ts): product ids joined with ',' as the spec says for lists. */
export const listsCalls = (call: Call): Bff['lists'] => ({
  lists: (productIds, options) =>
    call({ method: 'GET', path: '/bff/lists/list', query: ids(productIds), schema: ListsResponse, signal: options?.signal }),
  details: (listId, options) =>
    call({ method: 'GET', path: `/bff/lists/list/${id(listId)}/details`, schema: ListDetailsResponse, signal: options?.signal }),
  addProducts: (listId, productIds, options) =>
    call({
      method: 'POST',
      path: options?.projectList ? `/bff/lists/projects/${id(listId)}` : `/bff/lists/list/${id(listId)}`,
      body: { productIds },
      schema: CustomerListWire,
      signal: options?.signal,
    }),
  removeProducts: (listId, productIds, options) =>
    call({
      method: 'DELETE',
      path: `/bff/lists/list/${id(listId)}/products`,
      query: ids(productIds),
      schema: CustomerListWire,
      signal: options?.signal,
    }),
  setCount: (listId, productIds, count, options) =>
    call({
      method: 'PATCH',
      path: `/bff/lists/list/${id(listId)}/products`,
      query: { ...ids(productIds), count },
      schema: CustomerListWire,
      signal: options?.signal,
    }),
  rename: (listId, name, options) =>
    call({ method: 'PUT', path: `/bff/lists/list/${id(listId)}`, body: { name }, schema: CustomerListWire, signal: options?.signal }),
  duplicate: (listId, options) =>
    call({ method: 'POST', path: `/bff/lists/list/${id(listId)}/duplicate`, schema: CustomerListWire, signal: options?.signal }),
  remove: (listId, options) => call({ method: 'DELETE', path: `/bff/lists/list/${id(listId)}`, schema: Deleted, signal: options?.signal }),
  create: (name, products, options) =>
    call({ method: 'POST', path: '/bff/lists/list', body: { name, products }, schema: CustomerListWire, signal: options?.signal }),
  addToCart: (listId, options) =>
    call({ method: 'PATCH', path: `/bff/lists/list/${id(listId)}/add-to-cart`, schema: ListToCartResponse, signal: options?.signal }),
  projectLists: (productIds, options) =>
    call({ method: 'GET', path: '/bff/lists/projects', query: ids(productIds), schema: ProjectListsResponse, signal: options?.signal }),
  createProjectList: (name, productIds, options) =>
    call({ method: 'POST', path: '/bff/lists/projects', body: { name, productIds }, schema: CustomerListWire, signal: options?.signal }),
  bookmarkProject: (bookmark, options) =>
    call({ method: 'POST', path: '/bff/lists/bookmark-project', body: bookmark, schema: Bookmarks, signal: options?.signal }),
  removeBookmark: (projectId, options) =>
    call({ method: 'DELETE', path: `/bff/lists/bookmark-project/${id(projectId)}`, schema: Bookmarks, signal: options?.signal }),
});
