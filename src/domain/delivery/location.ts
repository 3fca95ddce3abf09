import { GEOLOCATION_NOT_SUPPORTED } from '../preferred-store/geolocation';
import type { CountryCode } from '../site';

/** Why "Use my location" found no delivery postcode; the manual postcode path stays open in every case. */
export type LocationFailure =
  /** Spec §8 Geolocation: the browser has none. */
  | 'unsupported'
  /** The shopper or the browser's settings refused to share the position. */
  | 'denied'
  /** The browser could not tell where it is, or took too long. */
  | 'unavailable'
  /** The position is farther than the shop delivers from, or in the other country. */
  | 'noPostcodeNearby'
  /** The postcode lookup itself did not answer. */
  | 'lookupFailed';

const COUNTRY_NAME: Readonly<Record<CountryCode, string>> = { AU: 'an Australian', NZ: 'a New Zealand' };

/**
 * What the shopper reads when "Use my location" found no postcode (ours, besides §8's "Browser geolocation not
 * supported"): what went wrong and that typing the postcode still works.
 */
export function locationFailureMessage(failure: LocationFailure, country: CountryCode): string {
  switch (failure) {
    case 'unsupported':
      return GEOLOCATION_NOT_SUPPORTED;
    case 'denied':
      return 'Location access is blocked. Allow it in your browser, or enter your postcode instead.';
    case 'unavailable':
      return "We couldn't find your location. Please enter your postcode instead.";
    case 'noPostcodeNearby':
      return `We couldn't find ${COUNTRY_NAME[country]} postcode near your location. Please enter your postcode instead.`;
    case 'lookupFailed':
      return "We couldn't look up your postcode just now. Please try again, or enter your postcode instead.";
  }
}

/** The log line §8 asks for when geolocation fails: the spec's words when unsupported, else the browser's reason. */
export const geolocationLogMessage = (error: { readonly type: 'unsupported' } | { readonly type: string; readonly reason: string }): string =>
  'reason' in error ? `Geolocation failed: ${error.reason}` : GEOLOCATION_NOT_SUPPORTED;
