import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './postgres';

/**
 * The few SQL functions SQLite and PostgreSQL spell differently, for the repositories to write one statement for
 * both. Everything else the repositories write is common SQL.
 */

/** The larger of two values: SQLite's two-argument MAX, PostgreSQL's GREATEST. */
export function greatest<T>(db: Db, a: Expression<T> | RawBuilder<T>, b: T | Expression<T> | RawBuilder<T>): RawBuilder<T> {
  return isPostgres(db) ? sql<T>`GREATEST(${a}, ${b})` : sql<T>`MAX(${a}, ${b})`;
}

/**
 * The elements of a JSON array of strings held in a text column, as rows of a table `alias` with one column
 * `value`, to name in a FROM clause (SQLite's json_each, PostgreSQL's jsonb_array_elements_text).
 */
export function jsonArrayElements(db: Db, json: Expression<string | null> | RawBuilder<string | null>, alias: string): RawBuilder<unknown> {
  return isPostgres(db) ? sql`jsonb_array_elements_text(${json}::jsonb) AS ${sql.raw(alias)}(value)` : sql`json_each(${json}) AS ${sql.raw(alias)}`;
}

/**
 * Whether `error` is a write refused because a UNIQUE constraint on `table` (and `column`, when given) already
 * holds the value: SQLite says so in its message, PostgreSQL by code 23505 with the table and the key.
 */
export function isUniqueViolation(error: unknown, table: string, column?: string): boolean {
  if (!(error instanceof Error)) return false;
  const fields = error as Error & { code?: unknown; table?: unknown; detail?: unknown };
  if (fields.code === '23505') {
    return fields.table === table && (column === undefined || new RegExp(`^Key \\(([^)]*\\b)?${column}\\b`).test(String(fields.detail ?? '')));
  }
  return error.message.includes(`UNIQUE constraint failed: ${table}.${column ?? ''}`);
}
