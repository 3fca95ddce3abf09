import { type SessionToken, bearer } from '../../domain/session';

/** Spec §7 General rules: every call speaks JSON. */
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' } as const;

/**
 * Spec §7 General rules: whenever a session token exists, the bearer and the shopper's store and
 * delivery place go with every call; a field the token lacks is left out rather than sent empty.
 */
export function requestHeaders(token: SessionToken | null): Record<string, string> {
  if (!token) return { ...JSON_HEADERS };
  const session: Record<string, string | undefined> = {
    authorization: bearer(token.accessToken),
    storeKey: token.storeKey,
    storeId: token.storeId,
    'delivery-postcode': token.deliveryPostcode,
    'delivery-city': token.deliveryCity,
    'delivery-state': token.deliveryState,
  };
  const headers: Record<string, string> = { ...JSON_HEADERS };
  for (const [name, value] of Object.entries(session)) if (value) headers[name] = value;
  return headers;
}
