import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type AccountDetails, type AddressBody, type AddressUpdateBody, MAX_ADDRESSES } from '../../../contract/account';
import { type Db, transact } from '../../db/unit-of-work';
import { type AddressFields, insertAddress, markDefaultBilling, markDefaultDelivery, removeAddress, rewriteAddress } from './repository';
import { invalid, notFound } from '../refusal';
import { type AccountCaller, accountDetails, addressesOf, customerRow } from './account';

const fields = (body: AddressBody): AddressFields => ({
  first_name: body.firstName,
  last_name: body.lastName,
  address_line1: body.addressLine1,
  additional_info: body.additionalAddressInfo || null,
  city: body.city,
  postal_code: body.postalCode,
  state: body.country === 'NZ' ? null : (body.state ?? null),
  country: body.country,
  phone: body.phone || null,
});

/**
 * Keeps one default delivery and one default billing address: the one just marked wins, and when none is
 * marked (the first address, or the default was deleted) the oldest address takes the part.
 */
async function settleDefaults(db: Db, customerId: string, marked: { id: string; delivery?: boolean; billing?: boolean } | null): Promise<void> {
  const rows = await addressesOf(db, customerId);
  if (rows.length === 0) return;
  const pick = (flag: 'is_default' | 'is_default_billing', wanted: boolean | undefined) => {
    if (marked && wanted) return marked.id;
    return (
      rows.find((r) => r[flag] === 1 && !(marked?.id === r.id && wanted === false))?.id ??
      rows.find((r) => !(marked?.id === r.id && wanted === false))?.id ??
      rows[0]!.id
    );
  };
  const delivery = pick('is_default', marked?.delivery);
  const billing = pick('is_default_billing', marked?.billing);
  await markDefaultDelivery(db, customerId, delivery);
  await markDefaultBilling(db, customerId, billing);
}

/** POST /bff/account/address. */
export async function addAddress(db: Db, caller: AccountCaller, body: AddressBody, now: number): Promise<AccountDetails> {
  await customerRow(db, caller.customerId);
  await transact(db, async (tx) => {
    const count = (await addressesOf(tx, caller.customerId)).length;
    if (count >= MAX_ADDRESSES) throw invalid(ACCOUNT_MESSAGES.tooManyAddresses);
    const id = randomUUID();
    await insertAddress(tx, { id, customer_id: caller.customerId, ...fields(body), is_default: 0, is_default_billing: 0, created_at: now });
    await settleDefaults(tx, caller.customerId, { id, delivery: body.isDefault, billing: body.isDefaultBilling });
  });
  return accountDetails(db, caller.customerId);
}

/** PUT /bff/account/address: another customer's address is as unknown as a missing one. */
export async function updateAddress(db: Db, caller: AccountCaller, body: AddressUpdateBody): Promise<AccountDetails> {
  await customerRow(db, caller.customerId);
  await transact(db, async (tx) => {
    const { id, isDefault, isDefaultBilling, ...rest } = body;
    if (!(await rewriteAddress(tx, caller.customerId, id, fields({ ...rest })))) throw notFound(ACCOUNT_MESSAGES.addressNotFound);
    await settleDefaults(tx, caller.customerId, { id, delivery: isDefault, billing: isDefaultBilling });
  });
  return accountDetails(db, caller.customerId);
}

/** DELETE /bff/account/address/{id}: a deleted default hands its part to the oldest address left. */
export async function deleteAddress(db: Db, caller: AccountCaller, id: string): Promise<AccountDetails> {
  await customerRow(db, caller.customerId);
  await transact(db, async (tx) => {
    if (!(await removeAddress(tx, caller.customerId, id))) throw notFound(ACCOUNT_MESSAGES.addressNotFound);
    await settleDefaults(tx, caller.customerId, null);
  });
  return accountDetails(db, caller.customerId);
}
