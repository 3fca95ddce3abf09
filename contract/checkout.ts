import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { AU_STATES } from '../kernel/regions';
import { LineItem } from './cart';
import { CardBrand, Cents, CountryCode, CurrencyCode, optionalText, ShippingCode, text } from './checkout-common';

export { CardBrand, Cents, CountryCode, CurrencyCode, ShippingCode } from './checkout-common';
export * from './checkout-payment';

/** Spec §3 Delivery type. */
export const DeliveryType = z.enum(['deliveryStore', 'clickCollect', 'deliveryWarehouse']);
export type DeliveryType = z.infer<typeof DeliveryType>;

const AU_STATE_CODES: readonly string[] = AU_STATES.map((s) => s.code);

/** Spec §5 delivery postcode rules: postcode 4 digits; state required (an AU state code) unless the country is NZ. */
export const Address = z
  .object({
    addressLine1: text(120),
    additionalAddressInfo: optionalText(120),
    city: text(80),
    postalCode: z.string().check(z.trim(), z.regex(/^\d{4}$/, 'must be 4 digits')),
    state: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(3))),
    country: CountryCode,
  })
  .check(
    z.refine((a) => a.country === 'NZ' || (a.state !== undefined && AU_STATE_CODES.includes(a.state)), {
      message: 'must be an Australian state code',
      path: ['state'],
    }),
  );
export type Address = z.infer<typeof Address>;

export const ContactDetails = z.object({
  email: asTyped(z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email()), 'email'),
  firstName: text(80),
  lastName: text(80),
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number')),
  address: Address,
});
export type ContactDetails = z.infer<typeof ContactDetails>;

/**
 * The money of a checkout and of the order it becomes, in cents, computed on the server only:
 * total = subtotal - discount - coupon + shipping + insurance; tax is the GST part of total.
 */
export const TOTALS = {
  subtotal: Cents,
  discount: Cents,
  coupon: Cents,
  shipping: Cents,
  insurance: Cents,
  giftCard: Cents,
  credit: Cents,
  total: Cents,
  tax: Cents,
  discountCode: z.nullable(z.string()),
};
export const CheckoutTotals = z.object(TOTALS);
export type CheckoutTotals = z.infer<typeof CheckoutTotals>;

export const CartSummary = z.object({
  lineItems: z.array(LineItem),
  ...TOTALS,
  /** total - giftCard - credit: what is left to pay by card, pay form or BNPL. */
  amountDue: Cents,
  isDiscountCode: z.boolean(),
});
export type CartSummary = z.infer<typeof CartSummary>;

export const ShippingMethod = z.object({
  code: ShippingCode,
  name: z.string(),
  price: Cents,
  available: z.boolean(),
  message: z.optional(z.string()),
});
export type ShippingMethod = z.infer<typeof ShippingMethod>;

export const SelectedShippingMethod = z.object({ code: ShippingCode, name: z.string(), price: Cents });

export const CheckoutStore = z.object({
  storeKey: z.string(),
  name: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
});
export type CheckoutStore = z.infer<typeof CheckoutStore>;

export const SavedCard = z.object({
  cardId: z.string(),
  brand: CardBrand,
  last4: z.string(),
  expiry: z.string(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCard>;

/** Spec §3 Checkout details: the answer of GET /bff/checkout/details and of every checkout mutation. */
export const CheckoutDetails = z.object({
  checkoutStep: z.int().check(z.minimum(1), z.maximum(4)),
  country: CountryCode,
  currency: CurrencyCode,
  cartSummary: CartSummary,
  contactDetails: z.nullable(ContactDetails),
  billingAddress: z.nullable(Address),
  deliveryType: DeliveryType,
  shippingMethods: z.array(ShippingMethod),
  selectedShippingMethod: z.nullable(SelectedShippingMethod),
  store: z.nullable(CheckoutStore),
  storesPurchaseOrderNumber: z.nullable(z.string()),
  insurance: z.object({ selected: z.boolean(), price: Cents }),
  coupons: z.array(Cents),
  appliedCoupon: z.nullable(Cents),
  credit: z.nullable(z.object({ available: Cents, applied: Cents })),
  giftCards: z.array(z.object({ last4: z.string(), amount: Cents })),
  savedCards: z.array(SavedCard),
  paymentOptions: z.object({
    dropIn: z.boolean(),
    payForm: z.boolean(),
    bnpl: z.boolean(),
    giftCard: z.boolean(),
    credit: z.boolean(),
  }),
  frozen: z.boolean(),
  orderNumber: z.nullable(z.string()),
  paymentSession: z.nullable(z.string()),
});
export type CheckoutDetails = z.infer<typeof CheckoutDetails>;

/** GET /bff/checkout/details?checkoutStep=1..4 (query text). */
export const CheckoutDetailsQuery = z.object({
  checkoutStep: z.optional(z.pipe(z.enum(['1', '2', '3', '4']), z.transform(Number))),
});
export type CheckoutDetailsQuery = z.infer<typeof CheckoutDetailsQuery>;

/** PATCH /bff/checkout/deliveryType/{type}[?storeKey=] */
export const DeliveryTypeParams = z.object({ type: DeliveryType });
export const StoreKeyQuery = z.object({ storeKey: optionalText(80) });

/** PATCH /bff/checkout/shipping-method?deliveryCode={code} */
export const ShippingMethodQuery = z.object({ deliveryCode: ShippingCode });

/** PATCH /bff/checkout/update-cart answers the totals only. */
export const CartSummaryResponse = z.object({ cartSummary: CartSummary });
export type CartSummaryResponse = z.infer<typeof CartSummaryResponse>;

/** POST /bff/checkout/coupon: the amount of one coupon the customer holds. */
export const CouponBody = z.object({ amount: z.int().check(z.minimum(1), z.maximum(100_000_00)) });
export type CouponBody = z.infer<typeof CouponBody>;

/** Gift card redeem and credit: an orderNumber when they covered the order (spec §4 account credit and gift card). */
export const RedeemResponse = z.object({ orderNumber: z.nullable(z.string()), details: CheckoutDetails });
export type RedeemResponse = z.infer<typeof RedeemResponse>;
