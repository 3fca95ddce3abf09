import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StoreTable } from '../../db/schema';

export type StoreRow = StoreTable;

/** Every store of every brand and country, grouped by brand and country, each group in table order. */
export async function allStores(db: Db): Promise<StoreRow[]> {
  return db
    .selectFrom('stores')
    .selectAll()
    .orderBy('brand')
    .orderBy('country')
    .orderBy(sql`rowid`)
    .execute();
}
