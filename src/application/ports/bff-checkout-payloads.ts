import type { CheckoutDetails, PaymentResponse } from '../../../contract/checkout';
import type { CheckoutPageEvent as DomainCheckoutPageEvent, CheckoutPageState as DomainCheckoutPageState } from '../../domain/checkout';

/**
 * What the checkout and order calls send and answer (wire design of issue 5), as the contract says them.
 * Money is integer cents, GST-inclusive, in the site's currency.
 */

export type {
  Address as CheckoutAddress,
  ContactDetails,
  /** The money of a checkout and of its order, computed by the server only. */
  CheckoutTotals,
  CartSummary as CheckoutCartSummary,
  ShippingMethod as CheckoutShippingMethod,
  CheckoutStore,
  SavedCard,
  CheckoutDetails,
  /** POST /bff/checkout/payment: a new payment attempt; the cart is frozen from here on. */
  PaymentResponse as PaymentSessionAnswer,
  /** Spec §3 Gift card info, as sent: the PIN is left out for a legacy card. */
  GiftCardBody as GiftCardRequest,
  GiftCardBalanceResponse as GiftCardBalance,
  /** Gift card or credit applied; an orderNumber when it paid the whole order. */
  RedeemResponse as Redemption,
  QuickPayResponse as QuickPayAnswer,
} from '../../../contract/checkout';
export type PaymentOptions = CheckoutDetails['paymentOptions'];

export type {
  OrderNumberResponse as PlacedOrderNumber,
  OrderLine,
  /** A placed order as GET /bff/account/orders lists it. */
  Order,
  OrdersResponse as OrdersPage,
  ReturnBody as ReturnRequest,
  ReorderResponse as ReorderAnswer,
} from '../../../contract/orders';

/** The checkout page's facts and state, holding the server's answers as the views read them. */
export type CheckoutPageEvent = DomainCheckoutPageEvent<CheckoutDetails, PaymentResponse>;
export type CheckoutPageState = DomainCheckoutPageState<CheckoutDetails, PaymentResponse>;
