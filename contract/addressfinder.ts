import { z } from 'zod/mini';
import { CountryCode } from './common';

/** Spec §7 Address finder: the text the shopper typed, in the query of both calls. */
export const AddressQuery = z.object({
  address: z.string().check(z.trim(), z.minLength(3), z.maxLength(200)),
});

/** POST bff/addressfinder/address?address={text}: suggestions; the id is the place's, the label what to show. */
export const AddressSuggestion = z.object({ id: z.string(), label: z.string() });
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;
export const AddressSuggestions = z.object({ suggestions: z.array(AddressSuggestion) });
export type AddressSuggestions = z.infer<typeof AddressSuggestions>;

/** POST bff/addressfinder/verify?address={text}: the address split into its parts; 404 when the place is not real. */
export const VerifiedAddress = z.object({
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: CountryCode,
});
export type VerifiedAddress = z.infer<typeof VerifiedAddress>;
