import { type DeliveryType, deliveryTypeLabel, paymentSessionRequest } from '../../domain/checkout';
import { type Result, err, ok } from '../../domain/shared';
import type { CheckoutDetails } from '../ports/bff';
import type { CheckoutCore, CheckoutFailure } from './checkout-core';
import type { CheckoutStartUseCases } from './checkout-start';

export interface CheckoutDeliveryUseCases {
  /** Spec §1: home delivery, click-and-collect (a store) or warehouse; records select_checkout_option (spec §4). */
  changeDeliveryType(type: DeliveryType, storeKey?: string): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  /** Spec §9: one of the site's country's shipping codes. */
  selectShippingMethod(deliveryCode: string): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  setInsurance(selected: boolean): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  /**
   * Spec §4: a payment session with the delivery code (or store key), the fraud token and the stores
   * purchase order number; the cart freezes and checkout moves to step 3.
   */
  continueToPayment(storesPurchaseOrderNumber?: string): Promise<Result<CheckoutDetails | null, CheckoutFailure>>;
}

export interface CheckoutDeliveryDeps {
  readonly core: CheckoutCore;
  readonly start: Pick<CheckoutStartUseCases, 'syncDelivery'>;
}

export function checkoutDeliveryUseCases({ core, start }: CheckoutDeliveryDeps): CheckoutDeliveryUseCases {
  const { bff } = core.deps;

  /** The client's choices follow the server's answer; a refusal by the decider leaves the server's word standing. */
  const follow = async (answer: Result<CheckoutDetails, CheckoutFailure>) => {
    if (answer.ok) start.syncDelivery();
    return answer;
  };

  return {
    async changeDeliveryType(type, storeKey) {
      const answer = core.answered(await bff.checkout.changeDeliveryType(type, storeKey));
      if (!answer.ok) return answer;
      await core.run({ type: 'changeDeliveryType', deliveryType: type });
      return follow(answer);
    },
    async selectShippingMethod(deliveryCode) {
      const answer = core.answered(await bff.checkout.selectShippingMethod(deliveryCode));
      return follow(answer);
    },
    async setInsurance(selected) {
      return core.answered(await (selected ? bff.checkout.addInsurance() : bff.checkout.removeInsurance()));
    },
    async continueToPayment(storesPurchaseOrderNumber) {
      start.syncDelivery();
      if (storesPurchaseOrderNumber !== undefined) await core.run({ type: 'setPurchaseOrderNumber', storesPurchaseOrderNumber });
      const request = paymentSessionRequest(core.state());
      if (!request.ok) return err(request.error);
      const started = await core.requestPaymentSession(request.value);
      if (!started.ok) return started;
      const details = core.details();
      const base = core.analyticsBase();
      if (base && details) {
        const shippingTier =
          details.deliveryType === 'clickCollect' ? deliveryTypeLabel(details.deliveryType) : (details.selectedShippingMethod?.name ?? '');
        core.record([{ type: 'checkoutPage/shippingInfoAdded', data: { ...base, shippingTier } }]);
      }
      return ok(details);
    },
  };
}
