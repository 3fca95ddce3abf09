/** Spec §3 Customer: hashed copies of identity fields, as the account data carries them for analytics. */
export interface HashedIdentity {
  readonly emailSha256?: string;
  readonly firstnameSha256?: string;
  readonly lastnameSha256?: string;
  readonly citySha256?: string;
  readonly zipSha256?: string;
  readonly phoneSha256?: string;
  readonly countrycodeSha256?: string;
  readonly stateSha256?: string;
  readonly addressSha256?: string;
}

/** Spec §3 Customer address. */
export interface CustomerAddress extends HashedIdentity {
  /** The address's id in the account (ours). */
  readonly id?: string;
  readonly isDefault: boolean;
  /** Ours: the default billing address. */
  readonly isDefaultBilling?: boolean;
  readonly addressLine1: string;
  readonly additionalAddressInfo?: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
  readonly state?: string;
  readonly region?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** Spec §3 Customer. */
export interface Customer extends HashedIdentity {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber?: string;
  readonly country_code: string;
  /** "a CRM contact id"; the spec does not name the field, this is our name for it. */
  readonly crmContactId?: string;
  readonly customerAddresses: readonly CustomerAddress[];
  readonly preferredStoreKey?: string;
  readonly deliveryPreviewPostcode?: string;
  readonly deliveryPreviewCity?: string;
}
