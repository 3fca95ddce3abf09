import type { CheckoutContactUseCases } from './checkout-contact';
import type { CheckoutDeliveryUseCases } from './checkout-delivery';
import type { CheckoutDiscountsUseCases } from './checkout-discounts';
import type { CheckoutDropInUseCases } from './checkout-drop-in';
import type { CheckoutGiftCardUseCases } from './checkout-gift-card';
import type { CheckoutPayFormUseCases } from './checkout-pay-form';
import type { CheckoutStartUseCases } from './checkout-start';

/** Everything the checkout page may ask: one object for the views, built from the use cases of each step. */
export interface CheckoutUseCases
  extends
    CheckoutStartUseCases,
    CheckoutContactUseCases,
    CheckoutDeliveryUseCases,
    CheckoutDiscountsUseCases,
    CheckoutDropInUseCases,
    CheckoutPayFormUseCases,
    CheckoutGiftCardUseCases {}
