/** A toast as data (spec §2 Toast notifications); the toasts module shows it. */
export interface StoreToast {
  readonly id: string;
  readonly type: 'success' | 'error';
  readonly message: string;
}

// Spec §8 Postcode and store. The spec keys only the postcode toasts; the store toast's id is ours.
export const STORE_SUCCESS_TOAST_ID = 'store-success';
export const POSTCODE_SUCCESS_TOAST_ID = 'postcode-success';
export const POSTCODE_ERROR_TOAST_ID = 'postcode-error';

export const POSTCODE_ERROR_TOAST: StoreToast = {
  id: POSTCODE_ERROR_TOAST_ID,
  type: 'error',
  message: 'Oops! Something went wrong while setting your postcode',
};

export const storeSelectedToast = (storeName: string): StoreToast => ({
  id: STORE_SUCCESS_TOAST_ID,
  type: 'success',
  message: `You've selected ${storeName} as your store`,
});

export const postcodeSelectedToast = (postcode: string): StoreToast => ({
  id: POSTCODE_SUCCESS_TOAST_ID,
  type: 'success',
  message: `You've selected ${postcode} as your postcode`,
});
