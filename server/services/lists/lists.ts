import { isUniqueViolation } from '../../db/portable';
import { randomUUID } from 'node:crypto';
import type { CustomerListWire, ListDetailsResponse, ListToCartResponse, ProjectBookmarkWire } from '../../../contract/lists';
import {
  type ListLine,
  type ListType,
  type LinesResult,
  MAX_LISTS_PER_CUSTOMER,
  type ProjectBookmarkStatus,
  addToListLines,
  copyName,
  listLinesMessage,
  listNameKey,
  removeFromListLines,
  setListLineCount,
} from '../../../src/domain/lists';
import type { Site, SiteCode } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import {
  type CustomerListRow,
  type ListKeeper,
  type ProjectRef,
  bookmarkRows,
  countLists,
  deleteBookmark,
  deleteListRow,
  insertListRow,
  keepersList,
  keepersLists,
  listById,
  listLineRows,
  renameListRow,
  replaceListLines,
  saveBookmark,
  siteProjects,
} from './repository';
import { conflict, invalid, notFound } from '../refusal';
import { addEachToCart } from '../cart/cart';
import type { CartKey } from '../cart/repository';
import { cartView } from '../cart/view';
import { type CatalogContext, viewContextOf } from '../catalog/list';
import { catalogOf } from '../catalog/store';
import { productView } from '../catalog/product-view';

/** Spec §7 Lists on the server: every call is one customer's, on one site. */
export interface ListOwner {
  readonly site: Site;
  readonly customerId: string;
}

export interface ListsDeps extends CatalogContext {
  readonly db: Db;
}

export const LIST_NOT_FOUND = 'List not found';
export const LIST_NAME_TAKEN = 'You already have a list with that name';
export const TOO_MANY_LISTS = `You can keep at most ${MAX_LISTS_PER_CUSTOMER} lists`;

const iso = (ms: number) => new Date(ms).toISOString();

const keeper = (owner: ListOwner): ListKeeper => ({ customerId: owner.customerId, site: owner.site.code });

async function ownList(db: Db, owner: ListOwner, id: string): Promise<CustomerListRow> {
  const row = await keepersList(db, keeper(owner), id);
  // Another customer's list answers as an unknown one: ids are not secrets, but lists are.
  if (!row) throw notFound(LIST_NOT_FOUND);
  return row;
}

async function linesOf(db: Db, listIds: readonly string[]): Promise<Map<string, ListLine[]>> {
  const byList = new Map<string, ListLine[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const rows = await listLineRows(db, listIds);
  for (const row of rows) byList.get(row.list_id)?.push({ productId: row.sku, count: row.count });
  return byList;
}

function wire(row: CustomerListRow, lines: readonly ListLine[], asked: readonly string[]): CustomerListWire {
  const held = new Set(lines.map((line) => line.productId.toLowerCase()));
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    productIds: lines.map((line) => line.productId),
    productCount: lines.reduce((sum, line) => sum + line.count, 0),
    holds: asked.filter((id) => held.has(id.toLowerCase())),
    updatedAt: iso(row.updated_at),
  };
}

/** The skus of the product ids (sku, code or slug) the site sells; an id it does not sell is refused by name. */
function soldSkus(deps: ListsDeps, site: SiteCode, productIds: readonly string[]): string[] {
  const byId = catalogOf(deps.database).sites[site].byId;
  return productIds.map((id) => {
    const offer = byId.get(id.toLowerCase());
    if (!offer) throw notFound(`Product ${id} not found`);
    return offer.product.sku;
  });
}

/** Lists answer in the order the customer last touched them. */
async function listRows(db: Db, owner: ListOwner, type: ListType | null): Promise<CustomerListRow[]> {
  return keepersLists(db, keeper(owner), type);
}

/** GET /bff/lists/list (every list) and /bff/lists/projects (project lists): with which of `asked` each holds. */
export async function customerLists(db: Db, owner: ListOwner, type: ListType | null, asked: readonly string[] = []): Promise<CustomerListWire[]> {
  const rows = await listRows(db, owner, type);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => wire(row, lines.get(row.id) ?? [], asked));
}

async function listWire(db: Db, row: CustomerListRow): Promise<CustomerListWire> {
  const fresh = await listById(db, row.id);
  return wire(fresh, (await linesOf(db, [row.id])).get(row.id) ?? [], []);
}

/** GET /bff/lists/list/{id}/details: the lines with the products as the site sells them now. */
export async function listDetails(deps: ListsDeps, owner: ListOwner, id: string): Promise<ListDetailsResponse> {
  const row = await ownList(deps.db, owner, id);
  const lines = (await linesOf(deps.db, [id])).get(id) ?? [];
  const siteCatalog = catalogOf(deps.database).sites[owner.site.code];
  const view = await viewContextOf(deps, owner.site.code);
  return {
    list: wire(row, lines, []),
    lines: lines.map((line) => {
      const offer = siteCatalog.byId.get(line.productId.toLowerCase());
      return { productId: line.productId, count: line.count, product: offer ? productView(offer, view) : null };
    }),
  };
}

function applied(result: LinesResult): readonly ListLine[] {
  if (!result.ok) throw invalid(listLinesMessage(result.error));
  return result.lines;
}

/** Reads, changes and writes a list's lines in one transaction, so concurrent changes never lose one another. */
async function changeLines(
  db: Db,
  owner: ListOwner,
  id: string,
  now: number,
  change: (lines: readonly ListLine[]) => readonly ListLine[],
): Promise<CustomerListWire> {
  return transact(db, async (trx) => {
    const row = await ownList(trx, owner, id);
    const lines = (await linesOf(trx, [id])).get(id) ?? [];
    await replaceListLines(trx, id, change(lines), now);
    return listWire(trx, row);
  });
}

/** POST /bff/lists/list/{id} (and /bff/lists/projects/{id}): each product joins the list or gains `count`. */
export async function addProducts(
  deps: ListsDeps,
  owner: ListOwner,
  id: string,
  productIds: readonly string[],
  count: number | undefined,
  now: number,
): Promise<CustomerListWire> {
  const skus = soldSkus(deps, owner.site.code, productIds);
  return changeLines(deps.db, owner, id, now, (lines) => applied(addToListLines(lines, skus, count ?? 1)));
}

/**
 * The products of the list the ids name (sku, code or slug). A product the site no longer sells is still
 * named by its sku, so it can be taken off.
 */
function namedOnList(deps: ListsDeps, site: SiteCode, lines: readonly ListLine[], productIds: readonly string[]): string[] {
  const byId = catalogOf(deps.database).sites[site].byId;
  const skus = new Set(productIds.map((pid) => byId.get(pid.toLowerCase())?.product.sku.toLowerCase() ?? pid.toLowerCase()));
  return lines.filter((line) => skus.has(line.productId.toLowerCase())).map((line) => line.productId);
}

/** DELETE /bff/lists/list/{id}/products?productIds= */
export async function removeProducts(
  deps: ListsDeps,
  owner: ListOwner,
  id: string,
  productIds: readonly string[],
  now: number,
): Promise<CustomerListWire> {
  return changeLines(deps.db, owner, id, now, (lines) => removeFromListLines(lines, namedOnList(deps, owner.site.code, lines, productIds)));
}

/** PATCH /bff/lists/list/{id}/products?productIds=&count= : the count of products on the list; 0 takes them off. */
export async function setProductCount(
  deps: ListsDeps,
  owner: ListOwner,
  id: string,
  productIds: readonly string[],
  count: number,
  now: number,
): Promise<CustomerListWire> {
  return changeLines(deps.db, owner, id, now, (lines) => {
    const onList = namedOnList(deps, owner.site.code, lines, productIds);
    if (onList.length === 0) throw notFound('Product is not on this list');
    return applied(setListLineCount(lines, onList, count));
  });
}

const isNameTaken = (error: unknown) => isUniqueViolation(error, 'customer_lists');

async function insertList(
  db: Db,
  owner: ListOwner,
  type: ListType,
  name: string,
  lines: readonly ListLine[],
  now: number,
): Promise<CustomerListWire> {
  try {
    return await transact(db, async (trx) => {
      if ((await countLists(trx, keeper(owner))) >= MAX_LISTS_PER_CUSTOMER) throw conflict(TOO_MANY_LISTS);
      const row: CustomerListRow = {
        id: randomUUID(),
        customer_id: owner.customerId,
        site: owner.site.code,
        type,
        name: name.trim(),
        name_key: listNameKey(name),
        created_at: now,
        updated_at: now,
      };
      await insertListRow(trx, row);
      await replaceListLines(trx, row.id, lines, now);
      return listWire(trx, row);
    });
  } catch (error) {
    if (isNameTaken(error)) throw conflict(LIST_NAME_TAKEN);
    throw error;
  }
}

/** POST /bff/lists/list (a shopping list) and POST /bff/lists/projects (a project list), with their products. */
export async function createList(
  deps: ListsDeps,
  owner: ListOwner,
  type: ListType,
  name: string,
  products: ReadonlyArray<string | { productId: string; count?: number | undefined }>,
  now: number,
): Promise<CustomerListWire> {
  let lines: readonly ListLine[] = [];
  for (const product of products) {
    const [sku] = soldSkus(deps, owner.site.code, [typeof product === 'string' ? product : product.productId]);
    lines = applied(addToListLines(lines, [sku!], typeof product === 'string' ? 1 : (product.count ?? 1)));
  }
  return insertList(deps.db, owner, type, name, lines, now);
}

/** PUT /bff/lists/list/{id}: a new name, unique among the customer's lists. */
export async function renameList(db: Db, owner: ListOwner, id: string, name: string, now: number): Promise<CustomerListWire> {
  try {
    return await transact(db, async (trx) => {
      const row = await ownList(trx, owner, id);
      await renameListRow(trx, id, name.trim(), listNameKey(name), now);
      return listWire(trx, row);
    });
  } catch (error) {
    if (isNameTaken(error)) throw conflict(LIST_NAME_TAKEN);
    throw error;
  }
}

/** POST /bff/lists/list/{id}/duplicate: a copy with the same lines, named "… (copy)". */
export async function duplicateList(db: Db, owner: ListOwner, id: string, now: number): Promise<CustomerListWire> {
  const row = await ownList(db, owner, id);
  const lines = (await linesOf(db, [id])).get(id) ?? [];
  const names = (await listRows(db, owner, null)).map((r) => r.name);
  return insertList(db, owner, row.type, copyName(row.name, names), lines, now);
}

/** DELETE /bff/lists/list/{id}: the list and its lines. */
export async function deleteList(db: Db, owner: ListOwner, id: string): Promise<{ deleted: string }> {
  await ownList(db, owner, id);
  await deleteListRow(db, id);
  return { deleted: id };
}

/**
 * PATCH /bff/lists/list/{id}/add-to-cart: each line goes into the cart with its count as far as the site
 * sells it and the stock and order limit allow; a line that cannot is left out and named with why. A
 * frozen cart refuses the whole call (409), as a cart add does.
 */
export async function listToCart(deps: ListsDeps, owner: ListOwner, key: CartKey, id: string, now: number): Promise<ListToCartResponse> {
  await ownList(deps.db, owner, id);
  const lines = (await linesOf(deps.db, [id])).get(id) ?? [];
  const byId = catalogOf(deps.database).sites[owner.site.code].byId;
  const named = lines.map((line) => {
    const product = byId.get(line.productId.toLowerCase())?.product;
    return { sku: product?.sku ?? line.productId, name: product?.title ?? line.productId, quantity: line.count };
  });
  const { added, skipped } = await addEachToCart(deps.db, key, named, 'list', now);
  return { cart: await cartView(deps.db, key, deps.imageOrigin), added, skipped };
}

const projectUrl = (project: ProjectRef) =>
  `/makerhub/${project.kind === 'article' ? 'articles' : project.kind === 'workshop' ? 'workshops' : 'projects'}/${project.slug}`;

async function projectsOf(db: Db, site: SiteCode, ids: readonly string[]): Promise<Map<string, ProjectRef>> {
  if (ids.length === 0) return new Map();
  const rows = await siteProjects(db, site, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The customer's project bookmarks, newest change first. */
export async function projectBookmarks(db: Db, owner: ListOwner): Promise<ProjectBookmarkWire[]> {
  const rows = await bookmarkRows(db, keeper(owner));
  const projects = await projectsOf(
    db,
    owner.site.code,
    rows.map((row) => row.project_id),
  );
  return rows.map((row) => {
    const project = projects.get(row.project_id);
    return {
      name: row.name,
      projectId: row.project_id,
      status: row.status as ProjectBookmarkStatus,
      url: project ? projectUrl(project) : null,
      updatedAt: iso(row.updated_at),
    };
  });
}

/** POST /bff/lists/bookmark-project: bookmarks a project of the site, or moves its bookmark to another status. */
export async function bookmarkProject(
  db: Db,
  owner: ListOwner,
  body: { name: string; projectId: string; status: ProjectBookmarkStatus },
  now: number,
): Promise<ProjectBookmarkWire[]> {
  const project = (await projectsOf(db, owner.site.code, [body.projectId])).get(body.projectId);
  if (!project) throw notFound(`Project ${body.projectId} not found`);
  await saveBookmark(db, {
    customer_id: owner.customerId,
    site: owner.site.code,
    project_id: project.id,
    name: body.name,
    status: body.status,
    updated_at: now,
  });
  return projectBookmarks(db, owner);
}

/** DELETE /bff/lists/bookmark-project/{projectId} (ours: §7 has no call to drop a bookmark). */
export async function removeBookmark(db: Db, owner: ListOwner, projectId: string): Promise<ProjectBookmarkWire[]> {
  if (!(await deleteBookmark(db, keeper(owner), projectId))) throw notFound('Bookmark not found');
  return projectBookmarks(db, owner);
}
