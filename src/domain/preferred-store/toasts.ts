/** A toast as data (spec §2 Toast notifications); the toasts module shows it. */
export interface StoreToast {
  readonly id: string;
  readonly type: 'success' | 'error';
  readonly message: string;
}

// Spec §8 Postcode and store. The spec keys only the postcode toasts (../delivery); the store toast's id is ours.
export const STORE_SUCCESS_TOAST_ID = 'store-success';

export const storeSelectedToast = (storeName: string): StoreToast => ({
  id: STORE_SUCCESS_TOAST_ID,
  type: 'success',
  message: `You've selected ${storeName} as your store`,
});
