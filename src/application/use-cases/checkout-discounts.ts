import { cartDecider } from '../../domain/cart';
import { CHECKOUT_TOAST_IDS } from '../../domain/payments';
import { type Result, err, ok } from '../../domain/shared';
import type { CheckoutCartSummary, CheckoutDetails } from '../ports/bff';
import { execute } from '../recorder';
import { type CheckoutCore, type CheckoutFailure, requestFailed } from './checkout-core';
import type { ToastsUseCases } from './toasts';

export interface CheckoutDiscountsUseCases {
  /** Spec §4: a flag records the applied code; cleared on removal or failure (toast discount-code-failed, §8). */
  applyDiscountCode(code: string): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  removeDiscountCode(): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  /** A coupon the signed-in customer holds, by its amount in cents. */
  applyCoupon(amount: number): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  removeCoupon(): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  /**
   * PATCH /bff/checkout/update-cart; spec §4 Cart: when no line remains and a discount code is applied,
   * the code is removed.
   */
  updateCart(lineItemId: string, quantity: number): Promise<Result<CheckoutCartSummary, CheckoutFailure>>;
}

export function checkoutDiscountsUseCases({
  core,
  toasts,
}: {
  readonly core: CheckoutCore;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
}): CheckoutDiscountsUseCases {
  const { bff, recorder, cartView } = core.deps;

  const removeDiscountCode = async () => {
    const answer = await core.changed(await bff.checkout.removeDiscount());
    // A cart that is gone took its code with it (404): the flag is cleared either way.
    if (answer.ok || (answer.error.type === 'checkout/requestFailed' && answer.error.status === 404))
      await core.run({ type: 'recordDiscountRemoved' });
    return answer;
  };

  return {
    async applyDiscountCode(code) {
      const discountCode = code.trim();
      if (discountCode === '') return err({ type: 'checkout/emptyDiscountCode' });
      const answer = await bff.checkout.applyDiscount(discountCode);
      if (!answer.ok) {
        await core.run({ type: 'recordDiscountFailed', discountCode, message: answer.error.message });
        toasts.show({ id: CHECKOUT_TOAST_IDS.discountCodeFailed, type: 'error', message: answer.error.message });
        // A conflict (a code already held, from another tab): the page shows the cart's code, to remove or keep.
        if (answer.error.status === 409) await core.loadDetails();
        return err(requestFailed(answer.error));
      }
      await core.run({ type: 'recordDiscountApplied', discountCode });
      return core.changed(answer);
    },
    removeDiscountCode,
    applyCoupon: async (amount) => core.changed(await bff.checkout.applyCoupon(amount)),
    removeCoupon: async () => core.changed(await bff.checkout.removeCoupon()),
    async updateCart(lineItemId, quantity) {
      const line = core.details()?.cartSummary.lineItems.find((l) => l.id === lineItemId);
      if (!line) return err({ type: 'checkout/requestFailed', message: `Line item ${lineItemId} not found`, status: 404 });
      const answer = await bff.checkout.updateCart([{ lineItemId, quantity, sku: line.variant.sku }]);
      if (!answer.ok) return err(requestFailed(answer.error));
      const summary = answer.value.cartSummary;
      if (summary.lineItems.length === 0 && (summary.isDiscountCode || core.state().isDiscountCode)) await removeDiscountCode();
      // The cart the header shows follows; an emptied cart sends the shopper home (spec §8).
      const cart = await bff.cart.details({});
      if (cart) execute(cartDecider, cartView.getSnapshot(), { type: 'loadCart', cart }, recorder);
      await core.loadDetails();
      return ok(summary);
    },
  };
}
