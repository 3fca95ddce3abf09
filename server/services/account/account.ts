import { isUniqueViolation } from '../../db/portable';
import { createHash } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type AccountDetails,
  type ChangePasswordBody,
  type CustomerAddress,
  type CustomerUpdateBody,
  EMAIL_SUBSCRIPTIONS,
  type EmailSubscriptions,
  type EmailSubscriptionsBody,
  type PreferencesBody,
} from '../../../contract/account';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { identificationPhone } from '../../../src/domain/account/phone';
import type { Site } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import {
  type CustomerAddressRow,
  type CustomerChanges,
  addressesOf,
  authSessions,
  brandStoreKey,
  customerSubscriptions,
  deleteAuthSession,
  expireAccessTokens,
  findCustomer,
  joinNewsletter,
  leaveNewsletter,
  onNewsletter,
  refreshFamily,
  revokeRefreshTokens,
  saveCustomerFields,
  setCustomerSubscription,
} from './repository';
import { conflict, invalid, tooMany, unauthorised } from '../refusal';
import { deepEmailCheck } from '../auth/email-check';
import { queueMail } from '../mail/outbox';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { LIMITS, clearFailures, counter, emailSubject, refund, reserveTry } from '../limits/rate-limit';
import { revokeCustomerTokens } from '../auth/session-tokens';

/** The signed-in customer a call acts for: their id, the site and where the call comes from. */
export interface AccountCaller {
  readonly customerId: string;
  readonly site: Site;
  readonly address: string;
  /** The refresh token of the caller's own session (from the session cookie), kept when other sessions end. */
  readonly ownRefreshToken?: string;
  /** The access token the call came with, kept likewise. */
  readonly ownAccessToken?: string;
}

/** Spec §3: hashed copies of identity fields are sha256 hex of the trimmed, lower-cased value. */
export const sha256 = (value: string | null | undefined): string | undefined => {
  const text = (value ?? '').trim().toLowerCase();
  return text === '' ? undefined : createHash('sha256').update(text).digest('hex');
};

export async function customerRow(db: Db, customerId: string) {
  const row = await findCustomer(db, customerId);
  // A token outliving its customer is as good as none.
  if (!row || row.disabled) throw unauthorised();
  return row;
}

export const addressView = (row: CustomerAddressRow): CustomerAddress => ({
  id: row.id,
  isDefault: row.is_default === 1,
  isDefaultBilling: row.is_default_billing === 1,
  addressLine1: row.address_line1,
  ...(row.additional_info ? { additionalAddressInfo: row.additional_info } : {}),
  city: row.city,
  postalCode: row.postal_code,
  country: row.country as CustomerAddress['country'],
  ...(row.state ? { state: row.state, region: row.state } : { region: row.city }),
  ...(row.phone ? { phone: row.phone } : {}),
  firstName: row.first_name,
  lastName: row.last_name,
});

export { addressesOf };

/** GET /bff/account/details: spec §3 Customer, with its addresses and the hashed identity fields. */
export async function accountDetails(db: Db, customerId: string): Promise<AccountDetails> {
  const row = await customerRow(db, customerId);
  const addresses = (await addressesOf(db, customerId)).map(addressView);
  const home = addresses.find((a) => a.isDefault);
  const phone = identificationPhone(row.phone, row.country);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    ...(row.phone ? { phoneNumber: row.phone } : {}),
    country_code: row.country as AccountDetails['country_code'],
    crmContactId: `crm-${row.id.slice(0, 8)}`,
    customerAddresses: addresses.map((a) => ({ ...a, email: row.email })),
    ...(row.preferred_store_key ? { preferredStoreKey: row.preferred_store_key } : {}),
    ...(row.delivery_preview_postcode ? { deliveryPreviewPostcode: row.delivery_preview_postcode } : {}),
    ...(row.delivery_preview_city ? { deliveryPreviewCity: row.delivery_preview_city } : {}),
    preferences: { contactByEmail: row.contact_by_email === 1, contactBySms: row.contact_by_sms === 1 },
    createdAt: row.created_at,
    emailSha256: sha256(row.email),
    firstnameSha256: sha256(row.first_name),
    lastnameSha256: sha256(row.last_name),
    phoneSha256: sha256(phone),
    countrycodeSha256: sha256(row.country),
    citySha256: sha256(home?.city),
    zipSha256: sha256(home?.postalCode),
    stateSha256: sha256(home?.state),
    addressSha256: sha256(home?.addressLine1),
  };
}

/** Counts a password guess against the account and the caller's address, like sign-in; false when over. */
async function passwordMatches(db: Db, caller: AccountCaller, email: string, hash: string, password: string, now: number): Promise<boolean> {
  const counters = [counter(LIMITS.signInPair, `${emailSubject(email)}|${caller.address}`), counter(LIMITS.signInAccount, emailSubject(email))];
  if (!(await reserveTry(db, counters, now))) throw tooMany(AUTH_MESSAGES.tooManyAttempts);
  const ok = await verifyPassword(password, hash);
  if (ok) await refund(db, counters);
  return ok;
}

/** PUT /bff/account/customer: names and phone; a new email needs the current password, a deep check and no other owner. */
export async function updateCustomer(db: Db, caller: AccountCaller, body: CustomerUpdateBody, now: number): Promise<AccountDetails> {
  const row = await customerRow(db, caller.customerId);
  const emailChanges = body.email !== row.email;
  if (emailChanges) {
    if (!body.currentPassword) throw invalid(`body.currentPassword: ${ACCOUNT_MESSAGES.passwordNeededForEmail}`);
    if (!(await passwordMatches(db, caller, row.email, row.password_hash, body.currentPassword, now)))
      throw invalid(`body.currentPassword: ${ACCOUNT_MESSAGES.wrongPassword}`);
    const check = deepEmailCheck(body.email);
    if (!check.isEmailValid) throw invalid(`body.email: ${check.message ?? 'must be an email address that can receive mail'}`);
  }
  try {
    await transact(db, async (tx) => {
      await saveCustomerFields(tx, caller.customerId, {
        first_name: body.firstName,
        last_name: body.lastName,
        phone: body.phoneNumber ?? '',
        email: body.email,
      });
      if (emailChanges) await queueMail(tx, { site: caller.site.code, to: row.email, content: { kind: 'email-changed', newEmail: body.email } }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customers', 'email')) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  return accountDetails(db, caller.customerId);
}

/**
 * PUT /bff/account/change/password: the old password is needed (counted like sign-in); afterwards every other
 * session of the customer ends, on every device, and the caller's own stays signed in.
 */
export async function changePassword(db: Db, caller: AccountCaller, body: ChangePasswordBody, now: number): Promise<{ changed: true }> {
  const row = await customerRow(db, caller.customerId);
  if (!(await passwordMatches(db, caller, row.email, row.password_hash, body.oldPassword, now)))
    throw invalid(`body.oldPassword: ${ACCOUNT_MESSAGES.wrongPassword}`);
  const hash = await hashPassword(body.newPassword);
  await transact(db, async (tx) => {
    await saveCustomerFields(tx, caller.customerId, { password_hash: hash });
    await clearFailures(tx, [counter(LIMITS.signInAccount, emailSubject(row.email))]);
    await signOutElsewhere(tx, caller, now);
    await queueMail(tx, { site: caller.site.code, to: row.email, content: { kind: 'password-changed', how: 'changed' } }, now);
  });
  return { changed: true };
}

/** Ends every session of the customer except the caller's: its refresh-token family and its access token stay. */
async function signOutElsewhere(db: Db, caller: AccountCaller, now: number): Promise<void> {
  const own = caller.ownRefreshToken ? await refreshFamily(db, caller.customerId, caller.ownRefreshToken) : undefined;
  await revokeRefreshTokens(db, caller.customerId, now, own?.family);
  await expireAccessTokens(db, caller.customerId, now, caller.ownAccessToken);
  const sessions = await authSessions(db);
  const foreign = sessions.filter((s) => {
    try {
      const token = JSON.parse(s.data) as { customerId?: string; refreshToken?: string };
      return token.customerId === caller.customerId && token.refreshToken !== caller.ownRefreshToken;
    } catch {
      return false;
    }
  });
  for (const session of foreign) await deleteAuthSession(db, session.id);
}

/** POST /bff/account/customer/preferences: the preferred store must be one of the brand's stores. */
export async function savePreferences(db: Db, caller: AccountCaller, body: PreferencesBody): Promise<AccountDetails> {
  const changes: CustomerChanges = {};
  if (body.preferredStoreKey !== undefined) {
    if (body.preferredStoreKey === '') changes.preferred_store_key = null;
    else {
      const storeKey = await brandStoreKey(db, body.preferredStoreKey, caller.site.brand);
      if (!storeKey) throw invalid(`body.preferredStoreKey: ${ACCOUNT_MESSAGES.unknownStore}`);
      changes.preferred_store_key = storeKey;
    }
  }
  if (body.deliveryPreviewPostcode !== undefined) changes.delivery_preview_postcode = body.deliveryPreviewPostcode || null;
  if (body.deliveryPreviewCity !== undefined) changes.delivery_preview_city = body.deliveryPreviewCity || null;
  if (body.contactByEmail !== undefined) changes.contact_by_email = body.contactByEmail ? 1 : 0;
  if (body.contactBySms !== undefined) changes.contact_by_sms = body.contactBySms ? 1 : 0;
  if (Object.keys(changes).length > 0) await saveCustomerFields(db, caller.customerId, changes);
  return accountDetails(db, caller.customerId);
}

/** GET /bff/account/email-subscriptions: the newsletter is the footer's (per site and email), the others the account's. */
export async function emailSubscriptions(db: Db, caller: AccountCaller): Promise<EmailSubscriptions> {
  const row = await customerRow(db, caller.customerId);
  const newsletter = await onNewsletter(db, caller.site.code, row.email.toLowerCase());
  const others = await customerSubscriptions(db, caller.customerId);
  const chosen = new Map(others.map((o) => [o.subscription, o.subscribed === 1]));
  return {
    subscriptions: EMAIL_SUBSCRIPTIONS.map((s) => ({
      id: s.id,
      name: s.name,
      subscribed: s.id === 'newsletter' ? newsletter : (chosen.get(s.id) ?? false),
    })),
  };
}

/** POST /bff/account/email-subscriptions: the ones named change, the rest stay. */
export async function saveEmailSubscriptions(db: Db, caller: AccountCaller, body: EmailSubscriptionsBody, now: number): Promise<EmailSubscriptions> {
  const row = await customerRow(db, caller.customerId);
  await transact(db, async (tx) => {
    for (const [id, subscribed] of Object.entries(body.subscriptions)) {
      if (subscribed === undefined) continue;
      if (id === 'newsletter') {
        if (subscribed) {
          await joinNewsletter(tx, caller.site.code, row.email.toLowerCase(), row.first_name, now);
        } else await leaveNewsletter(tx, caller.site.code, row.email.toLowerCase());
        continue;
      }
      await setCustomerSubscription(tx, caller.customerId, id, subscribed ? 1 : 0);
    }
  });
  return emailSubscriptions(db, caller);
}

/** PATCH /bff/account/customer/deactivate: the account is disabled and every session of it ends. */
export async function deactivate(db: Db, caller: AccountCaller, now: number): Promise<{ deactivated: true }> {
  await customerRow(db, caller.customerId);
  await transact(db, async (tx) => {
    await saveCustomerFields(tx, caller.customerId, { disabled: 1 });
    await revokeCustomerTokens(tx, caller.customerId, now);
    const sessions = await authSessions(tx);
    for (const s of sessions) if (s.data.includes(`"customerId":"${caller.customerId}"`)) await deleteAuthSession(tx, s.id);
  });
  return { deactivated: true };
}
