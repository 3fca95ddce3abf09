import { type CountryCode, isAuStateCode } from '../site';

/** The delivery postcode form as typed by the shopper (or read back from the session token). */
export interface DeliveryPostcodeInput {
  readonly postcode: string | null | undefined;
  readonly city: string | null | undefined;
  readonly state: string | null | undefined;
}

export type DeliveryPostcodeField = 'postcode' | 'city' | 'state';
export type DeliveryPostcodeErrors = Partial<Record<DeliveryPostcodeField, string>>;

/** The form's values once accepted: trimmed, an AU state upper-cased, no state at all in NZ. */
export interface DeliveryPostcode {
  readonly postcode: string;
  readonly city: string;
  readonly state: string;
}

export const POSTCODE_REQUIRED = 'Postcode is required';
// Spec §5: AU and NZ postcodes alike are four digits, so one message serves both sites.
export const POSTCODE_NOT_FOUR_DIGITS = 'Postcode must be 4 digits';
export const CITY_REQUIRED = 'City is required';
export const STATE_REQUIRED = 'State is required';
export const STATE_NOT_AU = 'State must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA';

const POSTCODE_PATTERN = /^[0-9]{4}$/;

const clean = (value: string | null | undefined): string => (value ?? '').trim();

export const isPostcode = (value: string | null | undefined): boolean => POSTCODE_PATTERN.test(clean(value));

/** Spec §3 Country data: NZ has no regions, so the state is neither asked for nor kept there. */
export const requiresState = (country: CountryCode): boolean => country !== 'NZ';

/** Spec §5 Delivery postcode: postcode and city required; the state too unless the country is NZ. */
export function deliveryPostcodeErrors(input: DeliveryPostcodeInput, country: CountryCode): DeliveryPostcodeErrors {
  const errors: { -readonly [K in DeliveryPostcodeField]?: string } = {};
  const postcode = clean(input.postcode);
  if (postcode === '') errors.postcode = POSTCODE_REQUIRED;
  else if (!POSTCODE_PATTERN.test(postcode)) errors.postcode = POSTCODE_NOT_FOUR_DIGITS;
  if (clean(input.city) === '') errors.city = CITY_REQUIRED;
  if (requiresState(country)) {
    const state = clean(input.state).toUpperCase();
    if (state === '') errors.state = STATE_REQUIRED;
    else if (!isAuStateCode(state)) errors.state = STATE_NOT_AU;
  }
  return errors;
}

export const hasErrors = (errors: DeliveryPostcodeErrors): boolean => Object.keys(errors).length > 0;

/** The accepted values, or null when the form has any error. */
export function acceptDeliveryPostcode(input: DeliveryPostcodeInput, country: CountryCode): DeliveryPostcode | null {
  if (hasErrors(deliveryPostcodeErrors(input, country))) return null;
  return {
    postcode: clean(input.postcode),
    city: clean(input.city),
    state: requiresState(country) ? clean(input.state).toUpperCase() : '',
  };
}
