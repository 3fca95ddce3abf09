import type { Db, OpenedDatabase } from './database';

/**
 * What a rule holds of the database: the handle it passes to its area's repository, and the unit of work that
 * makes several of the repository's statements one (all or none). The statements themselves are written only in
 * the repositories (`server/services/<area>/repository.ts`, or `…-repository.ts` where an area keeps several);
 * the server's layer test keeps it so.
 */
export type { Db, OpenedDatabase };

/** Runs `work` in one transaction: every statement it makes through `trx` is kept, or none is (a throw undoes them). */
export function transact<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
