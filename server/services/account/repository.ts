import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { CustomerAddressTable, CustomerTable, LoyaltyEntryTable } from '../../db/schema';

export type CustomerRow = Selectable<CustomerTable>;
export type CustomerChanges = Updateable<CustomerTable>;
export type CustomerAddressRow = CustomerAddressTable;
/** An address's own fields, as the customer writes them. */
export type AddressFields = Omit<CustomerAddressTable, 'id' | 'customer_id' | 'is_default' | 'is_default_billing' | 'created_at'>;
export type NewLoyaltyEntry = Insertable<LoyaltyEntryTable>;
export type LoyaltyEntryRow = Selectable<LoyaltyEntryTable>;

export async function findCustomer(db: Db, customerId: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
}

/** The customer's addresses, oldest first. */
export async function addressesOf(db: Db, customerId: string): Promise<CustomerAddressTable[]> {
  return db.selectFrom('customer_addresses').selectAll().where('customer_id', '=', customerId).orderBy('created_at').orderBy('id').execute();
}

export async function saveCustomerFields(db: Db, customerId: string, changes: CustomerChanges): Promise<void> {
  await db.updateTable('customers').set(changes).where('id', '=', customerId).execute();
}

/** The refresh-token family of one of the customer's tokens. */
export async function refreshFamily(db: Db, customerId: string, token: string): Promise<{ family: string } | undefined> {
  return db.selectFrom('refresh_tokens').select('family').where('token', '=', token).where('customer_id', '=', customerId).executeTakeFirst();
}

/** Revokes the customer's live refresh tokens, except those of the family kept. */
export async function revokeRefreshTokens(db: Db, customerId: string, now: number, keptFamily: string | undefined): Promise<void> {
  let refresh = db.updateTable('refresh_tokens').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (keptFamily !== undefined) refresh = refresh.where('family', '!=', keptFamily);
  await refresh.execute();
}

/** Ends the customer's live access tokens now, except the one kept. */
export async function expireAccessTokens(db: Db, customerId: string, now: number, keptToken: string | undefined): Promise<void> {
  let access = db.updateTable('access_tokens').set({ expires_at: now }).where('customer_id', '=', customerId).where('expires_at', '>', now);
  if (keptToken) access = access.where('token', '!=', keptToken);
  await access.execute();
}

/** Every session of the shop, with its JSON data. */
export async function authSessions(db: Db): Promise<Array<{ id: string; data: string }>> {
  return db.selectFrom('auth_sessions').select(['id', 'data']).execute();
}

export async function deleteAuthSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('id', '=', id).execute();
}

/** The key of a store of the brand, if it is one. */
export async function brandStoreKey(db: Db, storeKey: string, brand: string): Promise<string | undefined> {
  const store = await db.selectFrom('stores').select('store_key').where('store_key', '=', storeKey).where('brand', '=', brand).executeTakeFirst();
  return store?.store_key;
}

/** Whether the email is on the site's newsletter (emails are kept lower-cased). */
export async function onNewsletter(db: Db, site: string, email: string): Promise<boolean> {
  const row = await db.selectFrom('newsletter_subscriptions').select('id').where('site', '=', site).where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** The customer's choices of the subscriptions other than the newsletter. */
export async function customerSubscriptions(db: Db, customerId: string): Promise<Array<{ subscription: string; subscribed: number }>> {
  return db.selectFrom('customer_subscriptions').selectAll().where('customer_id', '=', customerId).execute();
}

/** Puts the email on the site's newsletter; already on it stays as it was. */
export async function joinNewsletter(db: Db, site: string, email: string, firstName: string, now: number): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({ site, email, first_name: firstName, created_at: now })
    .onConflict((c) => c.columns(['site', 'email']).doNothing())
    .execute();
}

export async function leaveNewsletter(db: Db, site: string, email: string): Promise<void> {
  await db.deleteFrom('newsletter_subscriptions').where('site', '=', site).where('email', '=', email).execute();
}

export async function setCustomerSubscription(db: Db, customerId: string, subscription: string, subscribed: number): Promise<void> {
  await db
    .insertInto('customer_subscriptions')
    .values({ customer_id: customerId, subscription, subscribed })
    .onConflict((c) => c.columns(['customer_id', 'subscription']).doUpdateSet({ subscribed }))
    .execute();
}

/** Makes `addressId` the customer's one default delivery address (the others stop being it). */
export async function markDefaultDelivery(db: Db, customerId: string, addressId: string): Promise<void> {
  await db
    .updateTable('customer_addresses')
    .set((eb) => ({ is_default: eb.case().when('id', '=', addressId).then(1).else(0).end() }))
    .where('customer_id', '=', customerId)
    .execute();
}

/** Makes `addressId` the customer's one default billing address (the others stop being it). */
export async function markDefaultBilling(db: Db, customerId: string, addressId: string): Promise<void> {
  await db
    .updateTable('customer_addresses')
    .set((eb) => ({ is_default_billing: eb.case().when('id', '=', addressId).then(1).else(0).end() }))
    .where('customer_id', '=', customerId)
    .execute();
}

export async function insertAddress(db: Db, address: CustomerAddressTable): Promise<void> {
  await db.insertInto('customer_addresses').values(address).execute();
}

/** Rewrites one of the customer's addresses; false when the customer has none with that id. */
export async function rewriteAddress(db: Db, customerId: string, id: string, fields: AddressFields): Promise<boolean> {
  const result = await db.updateTable('customer_addresses').set(fields).where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}

/** Deletes one of the customer's addresses; false when the customer has none with that id. */
export async function removeAddress(db: Db, customerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('customer_addresses').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) !== 0;
}

/** Adds a loyalty entry; one the ledger already holds (a unique index says which) is left as it was. */
export async function addLoyaltyEntryOnce(db: Db, entry: NewLoyaltyEntry): Promise<void> {
  await db
    .insertInto('loyalty_entries')
    .values(entry)
    .onConflict((c) => c.doNothing())
    .execute();
}

export async function addLoyaltyEntry(db: Db, entry: NewLoyaltyEntry): Promise<void> {
  await db.insertInto('loyalty_entries').values(entry).execute();
}

/** The loyalty entries of one order. */
export async function orderLedger(db: Db, orderNumber: string): Promise<Array<Pick<LoyaltyEntryRow, 'kind' | 'points' | 'customer_id' | 'site'>>> {
  return db.selectFrom('loyalty_entries').select(['kind', 'points', 'customer_id', 'site']).where('order_number', '=', orderNumber).execute();
}

/** The customer's loyalty entries on the site, newest first. */
export async function customerLedger(db: Db, customerId: string, site: string): Promise<LoyaltyEntryRow[]> {
  return db
    .selectFrom('loyalty_entries')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('site', '=', site)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
