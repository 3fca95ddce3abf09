/**
 * The sandboxes' statements (records.ts holds the rules over them): each reads or writes one record of
 * sandbox_records, by provider, kind and id, in one statement, so a decision written with them holds across
 * instances on PostgreSQL and across processes on one SQLite file alike (see records.ts).
 */

import type { Db } from '../db/database';

export interface RecordKey {
  readonly provider: string;
  readonly kind: string;
  readonly id: string;
}

export interface StoredRecord {
  /** The record as JSON. */
  readonly data: string;
  readonly version: number;
}

export async function recordOf(db: Db, key: RecordKey): Promise<StoredRecord | undefined> {
  return db
    .selectFrom('sandbox_records')
    .select(['data', 'version'])
    .where('provider', '=', key.provider)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .executeTakeFirst();
}

/** Inserts the record unless one is there under its key: true when this call inserted it. */
export async function insertRecord(db: Db, key: RecordKey, data: string, now: number, expiresAt: number | null): Promise<boolean> {
  const result = await db
    .insertInto('sandbox_records')
    .values({ ...key, data, created_at: now, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['provider', 'kind', 'id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Writes the record whatever is there under its key (the last write wins): for a pointer to the newest of several. */
export async function putRecord(db: Db, key: RecordKey, data: string, now: number, expiresAt: number | null): Promise<void> {
  await db
    .insertInto('sandbox_records')
    .values({ ...key, data, created_at: now, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.columns(['provider', 'kind', 'id']).doUpdateSet((eb) => ({
        data: eb.ref('excluded.data'),
        expires_at: eb.ref('excluded.expires_at'),
        version: eb(eb.ref('sandbox_records.version'), '+', 1),
      })),
    )
    .execute();
}

/** Replaces the record only if it is still at `version`: true when it was (and is now at the next). */
export async function replaceRecord(db: Db, key: RecordKey, version: number, data: string, expiresAt: number | null): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_records')
    .set((eb) => ({ data, expires_at: expiresAt, version: eb(eb.ref('version'), '+', 1) }))
    .where('provider', '=', key.provider)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the record only if it is still at `version`: true when it was. */
export async function deleteRecordAt(db: Db, key: RecordKey, version: number): Promise<boolean> {
  const result = await db
    .deleteFrom('sandbox_records')
    .where('provider', '=', key.provider)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes the record, whatever its version (a pointer no longer needed). */
export async function deleteRecord(db: Db, key: RecordKey): Promise<void> {
  await db.deleteFrom('sandbox_records').where('provider', '=', key.provider).where('kind', '=', key.kind).where('id', '=', key.id).execute();
}
