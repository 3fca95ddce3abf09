import type { SessionTokenPatch } from '../session/session-token';
import { assertNever } from '../shared';
import { afterPreferenceSaved } from '../preferred-store/effects';
import type { DeliveryEvent } from './delivery';
import type { DeliveryPostcode } from './postcode-form';

/** A toast as data (spec §2 Toast notifications); the toasts module shows it. */
export interface DeliveryToast {
  readonly id: string;
  readonly type: 'success' | 'error';
  readonly message: string;
}

// Spec §8 Postcode and store: the postcode toasts, ids and wording as the spec gives them.
export const POSTCODE_SUCCESS_TOAST_ID = 'postcode-success';
export const POSTCODE_ERROR_TOAST_ID = 'postcode-error';
export const POSTCODE_ERROR_MESSAGE = 'Oops! Something went wrong while setting your postcode';

export const POSTCODE_ERROR_TOAST: DeliveryToast = { id: POSTCODE_ERROR_TOAST_ID, type: 'error', message: POSTCODE_ERROR_MESSAGE };

export const postcodeSelectedToast = (postcode: string): DeliveryToast => ({
  id: POSTCODE_SUCCESS_TOAST_ID,
  type: 'success',
  message: `You've selected ${postcode} as your postcode`,
});

/**
 * Spec §4 Delivery postcode: the token keeps deliveryPostcode, deliveryCity and deliveryState. NZ has no
 * state (§5), so its patch carries none rather than an empty one.
 */
export function tokenPatchForPostcode(postcode: DeliveryPostcode): SessionTokenPatch {
  const patch = { deliveryPostcode: postcode.postcode, deliveryCity: postcode.city };
  return postcode.state === '' ? patch : { ...patch, deliveryState: postcode.state };
}

/** What the application does once a delivery event is recorded (the same work a store choice asks for). */
export type DeliveryEffect =
  | { readonly type: 'updateSessionToken'; readonly patch: SessionTokenPatch }
  | { readonly type: 'showToast'; readonly toast: DeliveryToast }
  | { readonly type: 'softReload' }
  | { readonly type: 'closeDeliveryPostcodeDrawer' };

/**
 * Spec §4 Delivery postcode: a chosen postcode is written to the token and confirmed with a toast, then the page
 * soft-reloads (on /store-finder the drawer closes instead, spec §2). The token is written before the fact is
 * recorded, so the caller runs `updateSessionToken` first. A postcode the token would not take is announced with
 * the postcode-error toast; a form with field errors shows them beside its fields, not in a toast.
 */
export function effectsOf(event: DeliveryEvent, where: { readonly path: string }): DeliveryEffect[] {
  switch (event.type) {
    case 'delivery/postcodeChosen':
      return [
        { type: 'updateSessionToken', patch: tokenPatchForPostcode(event.data) },
        { type: 'showToast', toast: postcodeSelectedToast(event.data.postcode) },
        afterPreferenceSaved(where),
      ];
    case 'delivery/postcodeRefused':
      return event.data.toast === null ? [] : [{ type: 'showToast', toast: event.data.toast }];
    case 'delivery/postcodeRestored':
    case 'delivery/availabilityChecked':
    case 'delivery/availabilityCleared':
      // Read back from the token, or an answer the product page shows: nothing to write, announce or reload.
      return [];
    default:
      return assertNever(event);
  }
}
