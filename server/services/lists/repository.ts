import type { ListLine, ListType } from '../../../src/domain/lists';
import type { Db } from '../../db/database';
import type { CustomerListTable, ProjectBookmarkTable } from '../../db/schema';

export type CustomerListRow = CustomerListTable;
export type ProjectBookmarkRow = ProjectBookmarkTable;

/** Whose lists: one customer's, on one site. */
export interface ListKeeper {
  readonly customerId: string;
  readonly site: string;
}

/** A project of the site, as a bookmark links to it. */
export interface ProjectRef {
  id: string;
  slug: string;
  kind: string;
  title: string;
}

/** One of the customer's lists on the site. */
export async function keepersList(db: Db, keeper: ListKeeper, id: string): Promise<CustomerListRow | undefined> {
  return db
    .selectFrom('customer_lists')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', keeper.customerId)
    .where('site', '=', keeper.site)
    .executeTakeFirst();
}

export async function listById(db: Db, id: string): Promise<CustomerListRow> {
  return db.selectFrom('customer_lists').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The lines of the lists, each list's in the order they were added. */
export async function listLineRows(db: Db, listIds: readonly string[]): Promise<Array<{ list_id: string; sku: string; count: number }>> {
  return db.selectFrom('customer_list_lines').select(['list_id', 'sku', 'count']).where('list_id', 'in', listIds).orderBy('position').execute();
}

/** The customer's lists on the site (of one type, when given), last touched first. */
export async function keepersLists(db: Db, keeper: ListKeeper, type: ListType | null): Promise<CustomerListRow[]> {
  let query = db.selectFrom('customer_lists').selectAll().where('customer_id', '=', keeper.customerId).where('site', '=', keeper.site);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('updated_at', 'desc').orderBy('name').execute();
}

/** Writes the list's lines as `next` and touches it, in the caller's transaction. */
export async function replaceListLines(db: Db, listId: string, next: readonly ListLine[], now: number): Promise<void> {
  await db.deleteFrom('customer_list_lines').where('list_id', '=', listId).execute();
  if (next.length > 0) {
    await db
      .insertInto('customer_list_lines')
      .values(next.map((line, position) => ({ list_id: listId, sku: line.productId, count: line.count, position })))
      .execute();
  }
  await db.updateTable('customer_lists').set({ updated_at: now }).where('id', '=', listId).execute();
}

/** How many lists the customer keeps on the site. */
export async function countLists(db: Db, keeper: ListKeeper): Promise<number> {
  const held = await db
    .selectFrom('customer_lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', keeper.customerId)
    .where('site', '=', keeper.site)
    .executeTakeFirstOrThrow();
  return Number(held.n);
}

export async function insertListRow(db: Db, row: CustomerListRow): Promise<void> {
  await db.insertInto('customer_lists').values(row).execute();
}

export async function renameListRow(db: Db, id: string, name: string, nameKey: string, now: number): Promise<void> {
  await db.updateTable('customer_lists').set({ name, name_key: nameKey, updated_at: now }).where('id', '=', id).execute();
}

/** Deletes the list (its lines go with it). */
export async function deleteListRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('customer_lists').where('id', '=', id).execute();
}

/** The site's projects among `ids`. */
export async function siteProjects(db: Db, site: string, ids: readonly string[]): Promise<ProjectRef[]> {
  return db.selectFrom('projects').select(['id', 'slug', 'kind', 'title']).where('site', '=', site).where('id', 'in', ids).execute();
}

/** The customer's project bookmarks on the site, newest change first. */
export async function bookmarkRows(db: Db, keeper: ListKeeper): Promise<ProjectBookmarkRow[]> {
  return db
    .selectFrom('project_bookmarks')
    .selectAll()
    .where('customer_id', '=', keeper.customerId)
    .where('site', '=', keeper.site)
    .orderBy('updated_at', 'desc')
    .execute();
}

/** Bookmarks the project, or renames the bookmark and moves it to `status` when there is one. */
export async function saveBookmark(db: Db, bookmark: ProjectBookmarkRow): Promise<void> {
  const { name, status, updated_at } = bookmark;
  await db
    .insertInto('project_bookmarks')
    .values(bookmark)
    .onConflict((oc) => oc.columns(['customer_id', 'site', 'project_id']).doUpdateSet({ name, status, updated_at }))
    .execute();
}

/** Drops the customer's bookmark of the project; false when there was none. */
export async function deleteBookmark(db: Db, keeper: ListKeeper, projectId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('project_bookmarks')
    .where('customer_id', '=', keeper.customerId)
    .where('site', '=', keeper.site)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) !== 0;
}
