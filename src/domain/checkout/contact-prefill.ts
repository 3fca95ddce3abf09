/** The contact form's fields, as checkout's contact step holds them (spec §3 Contact details). */
export interface ContactFields {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: AddressFields;
}

export interface AddressFields {
  readonly addressLine1: string;
  readonly additionalAddressInfo?: string;
  readonly city: string;
  readonly postalCode: string;
  readonly state?: string;
  readonly country: string;
}

/** What a signed-in customer's account knows: each part may be missing (no phone, no default address). */
export interface AccountContact<A extends AddressFields> {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string;
  readonly address?: A;
}

const blank = (value: string | undefined): boolean => (value ?? '').trim() === '';

/** An address the shopper has typed nothing into (the country is the site's, not typed). */
export const addressIsBlank = (address: AddressFields): boolean =>
  [address.addressLine1, address.additionalAddressInfo, address.city, address.postalCode, address.state].every(blank);

/**
 * A signed-in customer's contact step starts from their account: every field the shopper has left empty takes
 * the account's value, and what they typed (or the browser filled) stays. The default address comes whole, and
 * only into an address with nothing typed in it and of the same country, so it never mixes with a typed one.
 * Returns the draft itself when nothing changes.
 */
export function prefillContact<C extends ContactFields>(draft: C, account: AccountContact<C['address']>): C {
  const patch: Partial<Record<'email' | 'firstName' | 'lastName' | 'phone', string>> = {};
  for (const field of ['email', 'firstName', 'lastName', 'phone'] as const) {
    const value = account[field];
    if (blank(draft[field]) && value && !blank(value)) patch[field] = value;
  }
  const address = account.address && addressIsBlank(draft.address) && account.address.country === draft.address.country ? account.address : null;
  if (Object.keys(patch).length === 0 && !address) return draft;
  return { ...draft, ...patch, ...(address ? { address } : {}) };
}
