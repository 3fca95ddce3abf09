import { z } from 'zod/mini';
import { AccountDetails, DeactivateResponse, EmailSubscriptions } from '../../../contract/account';
import { LoyaltyPoints } from '../../../contract/orders';
import type { Bff } from '../../application/ports/bff';
import { mapResult } from './results';
import type { Call } from './transport';

const nothing = (): void => undefined;
const Bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
const Changed = z.object({ changed: z.literal(true) });
const id = (value: string) => encodeURIComponent(value);

/** Spec §7 Account: the signed-in customer's own calls (loaded with the first of them). */
export function customerCalls(call: Call): Bff['customer'] {
  const details = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal) =>
    call({ method, path, ...(body === undefined ? {} : { body }), schema: AccountDetails, signal });
  return {
    details: (options) => details('GET', '/bff/account/details', undefined, options?.signal),
    update: (update, options) => details('PUT', '/bff/account/customer', update, options?.signal),
    changePassword: async (oldPassword, newPassword, options) =>
      mapResult(
        await call({
          method: 'PUT',
          path: '/bff/account/change/password',
          body: { oldPassword, newPassword },
          schema: Changed,
          signal: options?.signal,
        }),
        nothing,
      ),
    addAddress: (address, options) => details('POST', '/bff/account/address', address, options?.signal),
    updateAddress: (addressId, address, options) => details('PUT', '/bff/account/address', { ...address, id: addressId }, options?.signal),
    deleteAddress: (addressId, options) => details('DELETE', `/bff/account/address/${id(addressId)}`, undefined, options?.signal),
    savePreferences: (preferences, options) => details('POST', '/bff/account/customer/preferences', preferences, options?.signal),
    emailSubscriptions: async (options) =>
      mapResult(
        await call({ method: 'GET', path: '/bff/account/email-subscriptions', schema: EmailSubscriptions, signal: options?.signal }),
        (a) => a.subscriptions,
      ),
    saveEmailSubscriptions: async (changes, options) =>
      mapResult(
        await call({
          method: 'POST',
          path: '/bff/account/email-subscriptions',
          body: { subscriptions: changes },
          schema: EmailSubscriptions,
          signal: options?.signal,
        }),
        (a) => a.subscriptions,
      ),
    deactivate: async (options) =>
      mapResult(
        await call({ method: 'PATCH', path: '/bff/account/customer/deactivate', schema: DeactivateResponse, signal: options?.signal }),
        nothing,
      ),
    loyaltyPoints: (options) => call({ method: 'GET', path: '/bff/account/loyalty-points', schema: LoyaltyPoints, signal: options?.signal }),
    printInvoice: (orderNumber, options) =>
      call({ method: 'POST', path: '/bff/account/print-invoice', body: { orderNumber }, schema: Bytes, binary: true, signal: options?.signal }),
  };
}
