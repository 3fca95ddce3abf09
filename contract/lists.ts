import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { LIST_NAME_MAX_LENGTH, LIST_TYPES, MAX_LINES_PER_LIST, MAX_LIST_COUNT, PROJECT_BOOKMARK_STATUSES } from '../kernel/lists';
import { Cart } from './cart';
import { ProductWire } from './products';

/**
 * Spec §7 Lists and §3 Lists: a signed-in customer's shopping lists and project lists, and project
 * bookmarks (§4). Product ids are skus. Every call is the customer's own: a guest gets 401, another
 * customer's list the same 404 as an unknown one.
 */

const ProductId = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or dashes'));

/** ?productIds=a,b as the spec joins them for lists (',' — a '|' is taken too); blanks and repeats dropped. */
const ProductIdsText = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(4000)),
    z.transform((text: string) => [
      ...new Set(
        text
          .split(/[,|]/)
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    ]),
  ),
  z.array(ProductId).check(z.maxLength(MAX_LINES_PER_LIST, `at most ${MAX_LINES_PER_LIST} products`)),
);

const ProductIds = z
  .array(ProductId)
  .check(z.minLength(1, 'must name at least one product'), z.maxLength(MAX_LINES_PER_LIST, `at most ${MAX_LINES_PER_LIST} products`));

export const ListName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'List name is required'),
    z.maxLength(LIST_NAME_MAX_LENGTH, `List name must be at most ${LIST_NAME_MAX_LENGTH} characters`),
  );

export const ListType = z.enum(LIST_TYPES);

/** GET /bff/lists/list and /bff/lists/projects: productIds is optional, asking which lists hold them. */
export const ListsQuery = z.object({ productIds: z.optional(ProductIdsText) });

/** A list's id: a random UUID we handed out. */
export const ListIdParams = z.object({ id: asTyped(z.string().check(z.minLength(1), z.maxLength(64)), 'id') });

/** POST /bff/lists/list/{id} and /bff/lists/projects/{id}. */
export const AddProductsBody = z.object({ productIds: ProductIds, count: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_LIST_COUNT))) });

/** DELETE /bff/lists/list/{id}/products?productIds= */
export const RemoveProductsQuery = z.object({
  productIds: z.pipe(ProductIdsText, z.array(z.string()).check(z.minLength(1, 'must name at least one product'))),
});

/** PATCH /bff/lists/list/{id}/products?productIds=&count= : 0 takes them off. */
export const SetCountQuery = z.object({
  productIds: z.pipe(ProductIdsText, z.array(z.string()).check(z.minLength(1, 'must name at least one product'))),
  count: z.pipe(
    z.string().check(z.regex(/^\d{1,3}$/, 'must be a whole number')),
    z.pipe(z.transform(Number), z.int().check(z.minimum(0), z.maximum(MAX_LIST_COUNT))),
  ),
});

/** PUT /bff/lists/list/{id} */
export const RenameListBody = z.object({ name: ListName });

/** POST /bff/lists/list: products are ids, or ids with the count wanted. */
export const CreateListBody = z.object({
  name: ListName,
  products: z._default(
    z
      .array(z.union([ProductId, z.object({ productId: ProductId, count: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_LIST_COUNT))) })]))
      .check(z.maxLength(MAX_LINES_PER_LIST, `at most ${MAX_LINES_PER_LIST} products`)),
    [],
  ),
});
export type CreateListBody = z.infer<typeof CreateListBody>;

/** POST /bff/lists/projects */
export const CreateProjectListBody = z.object({
  name: ListName,
  productIds: z._default(z.array(ProductId).check(z.maxLength(MAX_LINES_PER_LIST)), []),
});

/** Spec §3 list: id, name, productIds and a product count; type, and which of the asked product ids it holds. */
export const CustomerListWire = z.object({
  id: z.string(),
  name: z.string(),
  type: ListType,
  productIds: z.array(z.string()),
  /** How many units the list adds up to (the sum of its counts). */
  productCount: z.int(),
  /** Of the productIds asked for in the query, those on this list. */
  holds: z.array(z.string()),
  updatedAt: z.string(),
});
export type CustomerListWire = z.infer<typeof CustomerListWire>;

export const ProjectBookmarkStatus = z.enum(PROJECT_BOOKMARK_STATUSES);

export const ProjectBookmarkWire = z.object({
  name: z.string(),
  projectId: z.string(),
  status: ProjectBookmarkStatus,
  url: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type ProjectBookmarkWire = z.infer<typeof ProjectBookmarkWire>;

export const ListsResponse = z.object({ lists: z.array(CustomerListWire) });
export type ListsResponse = z.infer<typeof ListsResponse>;

/** GET /bff/lists/projects: the project lists, and the project bookmarks beside them. */
export const ProjectListsResponse = z.object({ lists: z.array(CustomerListWire), bookmarks: z.array(ProjectBookmarkWire) });
export type ProjectListsResponse = z.infer<typeof ProjectListsResponse>;

/** GET /bff/lists/list/{id}/details: the list with its products as the site sells them now (a product no longer sold is named only). */
export const ListDetailsResponse = z.object({
  list: CustomerListWire,
  lines: z.array(z.object({ productId: z.string(), count: z.int(), product: z.nullable(ProductWire) })),
});
export type ListDetailsResponse = z.infer<typeof ListDetailsResponse>;

/** PATCH /bff/lists/list/{id}/add-to-cart: the cart, what went in, and each line left out with why. */
export const ListToCartResponse = z.object({
  cart: Cart,
  added: z.array(z.object({ sku: z.string(), quantity: z.int() })),
  skipped: z.array(z.object({ sku: z.string(), name: z.string(), reason: z.string() })),
});
export type ListToCartResponse = z.infer<typeof ListToCartResponse>;

/** POST /bff/lists/bookmark-project (spec §4: a bookmark carries a status; ours are saved, building, completed). */
export const BookmarkProjectBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(120)),
  projectId: z.string().check(z.trim(), z.minLength(1, 'projectId is required'), z.maxLength(120)),
  status: ProjectBookmarkStatus,
});
export type BookmarkProjectBody = z.infer<typeof BookmarkProjectBody>;

export const BookmarkParams = z.object({ projectId: z.string().check(z.minLength(1), z.maxLength(120)) });
