import type { SessionToken } from '../session/session-token';
import type { CustomerAddress } from './customer';

/** Spec §4 Customer account: the account is loaded only for a logged-in session or one with a customerId. */
export function accountLoadable(token: SessionToken | null): boolean {
  return token !== null && (token.isLoggedIn || (token.customerId ?? '') !== '');
}

/** Spec §4: the default address is the one with isDefault true (the first, should the data hold several). */
export function defaultAddress(addresses: readonly CustomerAddress[] | null | undefined): CustomerAddress | null {
  return addresses?.find((address) => address.isDefault) ?? null;
}

/**
 * Spec §4 Customer account: these operations through the account data path are reported as "not implemented";
 * the dedicated authentication calls of §7 do the work.
 */
export const NOT_IMPLEMENTED_ACCOUNT_PATHS = ['sign-in', 'sign-up', 'sign-out', 'update-customer'] as const;
export type NotImplementedAccountPath = (typeof NOT_IMPLEMENTED_ACCOUNT_PATHS)[number];
export const NOT_IMPLEMENTED_MESSAGE = 'not implemented';

export const isNotImplementedAccountPath = (operation: string): operation is NotImplementedAccountPath =>
  (NOT_IMPLEMENTED_ACCOUNT_PATHS as readonly string[]).includes(operation);
