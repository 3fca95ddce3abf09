import type { CheckoutPageEvent as DomainCheckoutPageEvent, CheckoutPageState as DomainCheckoutPageState, DeliveryType } from '../../domain/checkout';
import type { CurrencyCode } from '../../domain/money';
import type { CardBrand } from '../../domain/payments';
import type { CountryCode } from '../../domain/site';
import type { CartLine } from './bff-payloads';

/**
 * What the checkout and order calls answer (wire design of issue 5), as the application reads it.
 * Money is integer cents, GST-inclusive, in the site's currency.
 */

export interface CheckoutAddress {
  readonly addressLine1: string;
  readonly additionalAddressInfo?: string;
  readonly city: string;
  readonly postalCode: string;
  /** An AU state code; absent for NZ. */
  readonly state?: string;
  readonly country: CountryCode;
}

export interface ContactDetails {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: CheckoutAddress;
}

/** The money of a checkout and of its order, computed by the server only: total = subtotal - discount - coupon + shipping + insurance. */
export interface CheckoutTotals {
  readonly subtotal: number;
  readonly discount: number;
  readonly coupon: number;
  readonly shipping: number;
  readonly insurance: number;
  readonly giftCard: number;
  readonly credit: number;
  readonly total: number;
  readonly tax: number;
  readonly discountCode: string | null;
}

export interface CheckoutCartSummary extends CheckoutTotals {
  readonly lineItems: readonly CartLine[];
  /** total - giftCard - credit: what is left to pay by card, pay form or BNPL. */
  readonly amountDue: number;
  readonly isDiscountCode: boolean;
}

export interface CheckoutShippingMethod {
  readonly code: string;
  readonly name: string;
  readonly price: number;
  readonly available: boolean;
  readonly message?: string;
}

export interface CheckoutStore {
  readonly storeKey: string;
  readonly name: string;
  readonly address: string;
  readonly suburb: string;
  readonly state: string;
  readonly postcode: string;
}

export interface SavedCard {
  readonly cardId: string;
  readonly brand: CardBrand;
  readonly last4: string;
  /** MM/YY */
  readonly expiry: string;
  readonly isDefault: boolean;
}

export interface PaymentOptions {
  readonly dropIn: boolean;
  /** Spec §9: the pay form applies in AU only. */
  readonly payForm: boolean;
  readonly bnpl: boolean;
  readonly giftCard: boolean;
  readonly credit: boolean;
}

/** Spec §3 Checkout details, with everything the three steps show. */
export interface CheckoutDetails {
  readonly checkoutStep: number;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly cartSummary: CheckoutCartSummary;
  readonly contactDetails: ContactDetails | null;
  readonly billingAddress: CheckoutAddress | null;
  readonly deliveryType: DeliveryType;
  readonly shippingMethods: readonly CheckoutShippingMethod[];
  readonly selectedShippingMethod: { readonly code: string; readonly name: string; readonly price: number } | null;
  readonly store: CheckoutStore | null;
  readonly storesPurchaseOrderNumber: string | null;
  readonly insurance: { readonly selected: boolean; readonly price: number };
  readonly coupons: readonly number[];
  readonly appliedCoupon: number | null;
  readonly credit: { readonly available: number; readonly applied: number } | null;
  readonly giftCards: ReadonlyArray<{ readonly last4: string; readonly amount: number }>;
  readonly savedCards: readonly SavedCard[];
  readonly paymentOptions: PaymentOptions;
  readonly frozen: boolean;
  readonly orderNumber: string | null;
  /** JSON string {"reference","id"} of the current payment attempt. */
  readonly paymentSession: string | null;
}

/** POST /bff/checkout/payment: a new payment attempt; the cart is frozen from here on. */
export interface PaymentSessionAnswer {
  readonly paymentSession: string;
  readonly sessionData: string;
  readonly amount: number;
  readonly currency: CurrencyCode;
}

/** Spec §3 Gift card info, as sent: the PIN is left out for a legacy card. */
export interface GiftCardRequest {
  readonly giftCardId: string;
  readonly pinCode?: string;
  readonly cardType?: string;
}

export interface GiftCardBalance {
  readonly balance: number;
  readonly currency: CurrencyCode;
}

/** Gift card or credit applied; an orderNumber when it paid the whole order. */
export interface Redemption {
  readonly orderNumber: string | null;
  readonly details: CheckoutDetails;
}

export interface QuickPayAnswer {
  readonly status: 'SUCCESS' | 'FAILED';
  readonly message?: string;
}

export interface PlacedOrderNumber {
  readonly orderNumber: string;
}

export interface OrderLine {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly lineTotal: number;
  readonly returnedQuantity?: number;
  readonly returnableQuantity?: number;
}

/** A placed order as GET /bff/account/orders lists it. */
export interface Order extends CheckoutTotals {
  readonly orderNumber: string;
  readonly status: string;
  readonly createdAt: string;
  readonly site: string;
  readonly origin: string;
  readonly deliveryType: string;
  readonly shippingMethod: { readonly code: string; readonly name: string } | null;
  readonly store: CheckoutStore | null;
  readonly contactDetails: ContactDetails | null;
  readonly lineItems: readonly OrderLine[];
  readonly paymentMethod: string;
  readonly cardBrand?: string;
  readonly cardLast4?: string;
  readonly storesPurchaseOrderNumber: string | null;
  readonly statusHistory?: ReadonlyArray<{ readonly status: string; readonly at: string; readonly note?: string }>;
  readonly loyaltyPoints?: number;
  readonly canReturn?: boolean;
  readonly currency?: string;
}

export interface OrdersPage {
  readonly orders: readonly Order[];
  readonly total: number;
  readonly pageSize?: number;
}

export interface ReturnRequest {
  readonly items: ReadonlyArray<{ readonly sku: string; readonly quantity: number; readonly reason: string; readonly comment?: string }>;
}

export interface ReorderAnswer {
  readonly cartSummary: CheckoutCartSummary;
  /** Lines that could not go back into the cart, and why. */
  readonly skipped?: ReadonlyArray<{ readonly sku: string; readonly name: string; readonly reason: string }>;
}

/** The checkout page's facts and state, holding the server's answers as the views read them. */
export type CheckoutPageEvent = DomainCheckoutPageEvent<CheckoutDetails, PaymentSessionAnswer>;
export type CheckoutPageState = DomainCheckoutPageState<CheckoutDetails, PaymentSessionAnswer>;
