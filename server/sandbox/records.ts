import type { Db } from '../db/unit-of-work';
import { type RecordKey, deleteRecord, deleteRecordAt, insertRecord, putRecord, recordOf, replaceRecord } from './repository';

/**
 * Where the sandboxes keep their state: in the shop's database (sandbox_records, migration 018), as a provider
 * keeps it on its side, so every instance of the shop sees the same sessions, payments, refunds and saved cards,
 * and a restart forgets none of them.
 *
 * Every decision is made on one record and written in one statement that holds only if nobody wrote first:
 * `create` inserts a new id once (the primary key refuses the second of two at the same moment), and `change`
 * reads a record, decides, and writes only at the version it read, else reads and decides again. No transaction
 * spans a read and a write, so this holds alike on PostgreSQL under any isolation and for two processes on one
 * SQLite file (where a transaction that has read cannot take the write lock once another process wrote).
 */

/** An open session, pay request or purchase, and what points at it: a day, then the purge may take it. */
export const OPEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A payment made, and its refund: kept for the shop to look up and refund long after the session ended. */
export const PAYMENT_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;

/** How often `change` decides again after another writer came first before it gives up (it never should). */
const MAX_TRIES = 100;

/** What a decision on a record says: what to write (null deletes the record, absent leaves it), and the answer. */
export interface Decision<T, R> {
  readonly next?: T | null;
  readonly result: R;
}

export interface Records<T> {
  get(id: string): Promise<T | undefined>;
  /** Inserts the record under a new id: false when one is already there (it is left as it is). */
  create(id: string, value: T): Promise<boolean>;
  /** Writes the record whatever is there: for a pointer to the newest of several, which the last write may win. */
  put(id: string, value: T): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Reads the record, decides on it and writes what was decided only if nobody wrote it since the read; else
   * decides again on what is there now. `decide` may therefore run more than once, and does nothing but decide.
   */
  change<R>(id: string, decide: (current: T | undefined) => Decision<T, R>): Promise<R>;
}

export interface SandboxStore {
  readonly db: Db;
  readonly now: () => number;
}

/**
 * One kind of record of one provider, kept as JSON; `lifetime` says how long one is kept from its last write
 * (null: until it is deleted), or decides it from the record.
 */
export function recordsOf<T>(
  store: SandboxStore,
  provider: 'adyen' | 'tyro' | 'latitude' | 'windcave',
  kind: string,
  lifetime: number | null | ((value: T) => number | null),
): Records<T> {
  const { db, now } = store;
  const keyOf = (id: string): RecordKey => ({ provider, kind, id });
  const expiresAt = (value: T, at: number) => {
    const keep = typeof lifetime === 'function' ? lifetime(value) : lifetime;
    return keep === null ? null : at + keep;
  };
  const read = async (id: string) => {
    const stored = await recordOf(db, keyOf(id));
    return stored && { value: JSON.parse(stored.data) as T, version: stored.version };
  };
  return {
    get: async (id) => (await read(id))?.value,
    async create(id, value) {
      const at = now();
      return insertRecord(db, keyOf(id), JSON.stringify(value), at, expiresAt(value, at));
    },
    async put(id, value) {
      const at = now();
      await putRecord(db, keyOf(id), JSON.stringify(value), at, expiresAt(value, at));
    },
    remove: (id) => deleteRecord(db, keyOf(id)),
    async change(id, decide) {
      for (let attempt = 1; ; attempt += 1) {
        const stored = await read(id);
        const { next, result } = decide(stored?.value);
        if (next === undefined) return result;
        const key = keyOf(id);
        const at = now();
        let written: boolean;
        if (next === null) written = stored ? await deleteRecordAt(db, key, stored.version) : true;
        else if (stored) written = await replaceRecord(db, key, stored.version, JSON.stringify(next), expiresAt(next, at));
        else written = await insertRecord(db, key, JSON.stringify(next), at, expiresAt(next, at));
        if (written) return result;
        if (attempt >= MAX_TRIES) throw new Error(`The sandbox record ${provider}/${kind}/${id} kept changing under each try`);
      }
    },
  };
}
