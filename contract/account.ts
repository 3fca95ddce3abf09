import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { AU_STATES } from '../kernel/regions';
import { Email, NewPassword } from './auth';
import { CountryCode } from './checkout-common';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const Phone = z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number'));
const AU_STATE_CODES: readonly string[] = AU_STATES.map((s) => s.code);

/** Spec §3 Customer address, as the shopper enters it: AU needs a state code, NZ has none (spec §3 Country data). */
const AddressFields = {
  firstName: text(60),
  lastName: text(60),
  addressLine1: text(120),
  additionalAddressInfo: optionalText(120),
  city: text(80),
  postalCode: z.string().check(z.trim(), z.regex(/^\d{4}$/, 'must be 4 digits')),
  state: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(3))),
  country: CountryCode,
  phone: z.optional(Phone),
  /** The default delivery address (spec §3 isDefault). */
  isDefault: z.optional(z.boolean()),
  /** Ours: the default billing address. */
  isDefaultBilling: z.optional(z.boolean()),
};
const stateRule = z.refine<{ country: string; state?: string | undefined }>(
  (a) => (a.country === 'NZ' ? a.state === undefined || a.state === '' : a.state !== undefined && AU_STATE_CODES.includes(a.state)),
  {
    message: 'must be an Australian state code in AU, and empty in NZ',
    path: ['state'],
  },
);

export const AddressBody = z.object(AddressFields).check(stateRule);
export type AddressBody = z.infer<typeof AddressBody>;
export const AddressId = asTyped(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be an address id')), 'id');
export const AddressUpdateBody = z.object({ id: AddressId, ...AddressFields }).check(stateRule);
export type AddressUpdateBody = z.infer<typeof AddressUpdateBody>;
export const AddressParams = z.object({ id: AddressId });

/** Spec §3 Customer address as the account answers it, with its id and the hashed copies of §3. */
export const CustomerAddress = z.object({
  id: z.string(),
  isDefault: z.boolean(),
  isDefaultBilling: z.boolean(),
  addressLine1: z.string(),
  additionalAddressInfo: z.optional(z.string()),
  city: z.string(),
  postalCode: z.string(),
  country: CountryCode,
  state: z.optional(z.string()),
  region: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  firstName: z.string(),
  lastName: z.string(),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

const Hashed = {
  emailSha256: z.optional(z.string()),
  firstnameSha256: z.optional(z.string()),
  lastnameSha256: z.optional(z.string()),
  citySha256: z.optional(z.string()),
  zipSha256: z.optional(z.string()),
  phoneSha256: z.optional(z.string()),
  countrycodeSha256: z.optional(z.string()),
  stateSha256: z.optional(z.string()),
  addressSha256: z.optional(z.string()),
};

/** Ours: how the customer agrees to be contacted (spec §1 "Manage preferences"). */
export const ContactPreferences = z.object({ contactByEmail: z.boolean(), contactBySms: z.boolean() });
export type ContactPreferences = z.infer<typeof ContactPreferences>;

/** GET /bff/account/details: spec §3 Customer. */
export const AccountDetails = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.optional(z.string()),
  country_code: CountryCode,
  crmContactId: z.string(),
  customerAddresses: z.array(CustomerAddress),
  preferredStoreKey: z.optional(z.string()),
  deliveryPreviewPostcode: z.optional(z.string()),
  deliveryPreviewCity: z.optional(z.string()),
  preferences: ContactPreferences,
  createdAt: z.string(),
  ...Hashed,
});
export type AccountDetails = z.infer<typeof AccountDetails>;

/** PUT /bff/account/customer. A new email needs the current password and must pass the deep email check. */
export const CustomerUpdateBody = z.object({
  firstName: text(60),
  lastName: text(60),
  phoneNumber: z.optional(z.union([Phone, z.literal('')])),
  email: Email,
  currentPassword: z.optional(asTyped(z.string().check(z.maxLength(200)), 'password')),
});
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBody>;

/** PUT /bff/account/change/password. */
export const ChangePasswordBody = z.object({
  oldPassword: asTyped(z.string().check(z.minLength(1), z.maxLength(200)), 'password'),
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /bff/account/customer/preferences: any of these; an empty string clears the store or postcode. */
export const PreferencesBody = z.object({
  preferredStoreKey: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  deliveryPreviewPostcode: z.optional(z.string().check(z.trim(), z.regex(/^(\d{4})?$/, 'must be 4 digits'))),
  deliveryPreviewCity: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  contactByEmail: z.optional(z.boolean()),
  contactBySms: z.optional(z.boolean()),
});
export type PreferencesBody = z.infer<typeof PreferencesBody>;

/** Ours: the emails a customer may take; 'newsletter' is the one the footer subscribes to. */
export const EMAIL_SUBSCRIPTIONS = [
  { id: 'newsletter', name: 'Newsletter: new products, deals and maker ideas' },
  { id: 'product-news', name: 'Back in stock and price drops on products you follow' },
  { id: 'makerhub-digest', name: 'Makerhub digest: projects, workshops and competitions' },
] as const;
export type EmailSubscriptionId = (typeof EMAIL_SUBSCRIPTIONS)[number]['id'];
export const EmailSubscriptionId = z.enum(EMAIL_SUBSCRIPTIONS.map((s) => s.id) as [EmailSubscriptionId, ...EmailSubscriptionId[]]);

export const EmailSubscriptions = z.object({
  subscriptions: z.array(z.object({ id: EmailSubscriptionId, name: z.string(), subscribed: z.boolean() })),
});
export type EmailSubscriptions = z.infer<typeof EmailSubscriptions>;
/** POST /bff/account/email-subscriptions: the ones to change, by id. */
export const EmailSubscriptionsBody = z.object({ subscriptions: z.partialRecord(EmailSubscriptionId, z.boolean()) });
export type EmailSubscriptionsBody = z.infer<typeof EmailSubscriptionsBody>;

export const DeactivateResponse = z.object({ deactivated: z.literal(true) });

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Your current password is not right',
  passwordNeededForEmail: 'Enter your current password to change your email',
  addressNotFound: 'Address not found',
  tooManyAddresses: 'You can keep up to 20 addresses',
  unknownStore: 'That store is not one of ours',
} as const;
export const MAX_ADDRESSES = 20;
