import { randomBytes } from 'node:crypto';
/** The statements of accounts, password resets, the session service's sessions and client logs; the tokens' are in token-repository.ts. */

import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AuthSessionTable, ClientLogTable, CustomerTable, PasswordResetTable } from '../../db/schema';

export type CustomerRow = CustomerTable;
export type PasswordResetRow = PasswordResetTable;
export type AuthSessionRow = AuthSessionTable;
export type NewClientLog = Insertable<ClientLogTable>;

/** The id of the customer with this email, if any. */
export async function customerIdByEmail(db: Db, email: string): Promise<Pick<CustomerRow, 'id'> | undefined> {
  return db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
}

export async function insertCustomer(db: Db, row: Insertable<CustomerRow>): Promise<void> {
  await db.insertInto('customers').values(row).execute();
}

/** What a sign-in checks of the customer with this email. */
export async function customerCredentials(db: Db, email: string): Promise<Pick<CustomerRow, 'id' | 'password_hash' | 'disabled'> | undefined> {
  return db.selectFrom('customers').select(['id', 'password_hash', 'disabled']).where('email', '=', email).executeTakeFirst();
}

/** What a reset request needs of the customer with this email. */
export async function customerForReset(db: Db, email: string): Promise<Pick<CustomerRow, 'id' | 'email' | 'disabled'> | undefined> {
  return db.selectFrom('customers').select(['id', 'email', 'disabled']).where('email', '=', email).executeTakeFirst();
}

export async function customerDisabled(db: Db, customerId: string): Promise<Pick<CustomerRow, 'disabled'> | undefined> {
  return db.selectFrom('customers').select('disabled').where('id', '=', customerId).executeTakeFirst();
}

/** The customer's email; throws when there is no such customer. */
export async function customerEmail(db: Db, customerId: string): Promise<Pick<CustomerRow, 'email'>> {
  return db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Db, customerId: string, passwordHash: string): Promise<void> {
  await db.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', customerId).execute();
}

/** Deletes the customer's reset links not used yet. */
export async function deleteLiveResets(db: Db, customerId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
}

export async function insertPasswordReset(db: Db, row: PasswordResetRow): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

export async function findPasswordReset(db: Db, token: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function markResetUsed(db: Db, token: string, now: number): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('token', '=', token).execute();
}

export async function findAuthSession(db: Db, id: string): Promise<AuthSessionRow | undefined> {
  return db.selectFrom('auth_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes the session under its id, whether it had a row or not (a write renews its data and expiry). */
export async function saveAuthSession(db: Db, row: AuthSessionRow): Promise<void> {
  const { data, expires_at } = row;
  await db
    .insertInto('auth_sessions')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, expires_at }))
    .execute();
}

export async function deleteAuthSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('id', '=', id).execute();
}

export async function insertClientLogs(db: Db, rows: readonly NewClientLog[]): Promise<void> {
  await db.insertInto('client_logs').values(rows).execute();
}

/** The newest client log past the `keep` newest (the first one that may go), if there are more than that. */
export async function newestClientLogBeyond(db: Db, keep: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('client_logs').select('id').orderBy('id', 'desc').offset(keep).limit(1).executeTakeFirst();
}

/** Deletes the client logs up to this id, the oldest. */
export async function deleteClientLogsUpTo(db: Db, id: number): Promise<void> {
  await db.deleteFrom('client_logs').where('id', '<=', id).execute();
}

/**
 * The shared secret called `name`: made (random) by the first instance that asks, the same for every instance after
 * (an insert only the first caller wins, then a read).
 */
export async function sharedSecret(db: Db, name: string, now: number): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
