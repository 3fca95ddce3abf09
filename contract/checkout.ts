import { z } from 'zod/mini';
import { CARD_BRANDS } from '../src/domain/payments/providers';
import { AU_STATES } from '../src/domain/site/regions';
import { SHIPPING_METHOD_CODES } from '../src/domain/site/shipping';
import { LineItem } from './cart';

/** Money on the checkout wire: integer cents of the site's currency, GST-inclusive (spec §9 money). */
export const Cents = z.int().check(z.minimum(0));
export const CountryCode = z.enum(['AU', 'NZ']);
export const CurrencyCode = z.enum(['AUD', 'NZD']);
export const CardBrand = z.enum(CARD_BRANDS);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** Spec §9 Shipping method codes of both countries; the server refuses a code of the other country. */
export const ShippingCode = z.enum([...Object.values(SHIPPING_METHOD_CODES.AU), ...Object.values(SHIPPING_METHOD_CODES.NZ)]);
export type ShippingCode = z.infer<typeof ShippingCode>;

/** Spec §3 Delivery type. */
export const DeliveryType = z.enum(['deliveryStore', 'clickCollect', 'deliveryWarehouse']);
export type DeliveryType = z.infer<typeof DeliveryType>;

const AU_STATE_CODES: readonly string[] = AU_STATES.map((s) => s.code);

/** Spec §5 delivery postcode rules: postcode 4 digits; state required (an AU state code) unless the country is NZ. */
export const Address = z.object({
  addressLine1: text(120),
  additionalAddressInfo: optionalText(120),
  city: text(80),
  postalCode: z.string().check(z.trim(), z.regex(/^\d{4}$/, 'must be 4 digits')),
  state: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(3))),
  country: CountryCode,
}).check(
  z.refine((a) => a.country === 'NZ' || (a.state !== undefined && AU_STATE_CODES.includes(a.state)), {
    message: 'must be an Australian state code',
    path: ['state'],
  }),
);
export type Address = z.infer<typeof Address>;

export const ContactDetails = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email()),
  firstName: text(80),
  lastName: text(80),
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number')),
  address: Address,
});
export type ContactDetails = z.infer<typeof ContactDetails>;

/** Totals computed on the server only; see wire5 for the formulas. */
export const CartSummary = z.object({
  lineItems: z.array(LineItem),
  subtotal: Cents,
  discount: Cents,
  coupon: Cents,
  shipping: Cents,
  insurance: Cents,
  giftCard: Cents,
  credit: Cents,
  total: Cents,
  tax: Cents,
  amountDue: Cents,
  discountCode: z.nullable(z.string()),
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

/** POST /bff/checkout/payment query: deliveryCode (home delivery) or storeKey (collection), and the fraud token. */
export const PaymentQuery = z.object({
  deliveryCode: z.optional(ShippingCode),
  storeKey: optionalText(80),
  forterToken: optionalText(500),
});
export type PaymentQuery = z.infer<typeof PaymentQuery>;
export const PaymentBody = z.object({ storesPurchaseOrderNumber: optionalText(40) });
export type PaymentBody = z.infer<typeof PaymentBody>;
export const PaymentResponse = z.object({
  paymentSession: z.string(),
  sessionData: z.string(),
  amount: Cents,
  currency: CurrencyCode,
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** The JSON inside paymentSession (spec §3 Checkout details). */
export const PaymentSessionData = z.object({ reference: z.string(), id: z.string() });
export type PaymentSessionData = z.infer<typeof PaymentSessionData>;

/** Spec §3 Gift card info; spec §5: a PIN is required unless cardType is legacy. Spaces in the number are ignored. */
export const GiftCardBody = z.object({
  giftCardId: z.pipe(
    z.string().check(z.overwrite((v) => v.replace(/[\s-]/g, ''))),
    z.string().check(z.regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
  ),
  pinCode: z.optional(z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'must be 4 to 8 digits'))),
  cardType: z.optional(z.string().check(z.trim(), z.maxLength(20))),
}).check(
  z.refine((b) => b.cardType === 'legacy' || b.pinCode !== undefined, { message: 'is required unless cardType is legacy', path: ['pinCode'] }),
);
export type GiftCardBody = z.infer<typeof GiftCardBody>;
export const GiftCardBalanceResponse = z.object({ balance: Cents, currency: CurrencyCode });
export type GiftCardBalanceResponse = z.infer<typeof GiftCardBalanceResponse>;

/** Gift card redeem and credit: an orderNumber when they covered the order (spec §4 account credit and gift card). */
export const RedeemResponse = z.object({ orderNumber: z.nullable(z.string()), details: CheckoutDetails });
export type RedeemResponse = z.infer<typeof RedeemResponse>;

const Reference = text(80);
const FraudToken = z.string().check(z.trim(), z.maxLength(500));

export const PaySecretBody = z.object({ merchantRef: Reference, forterToken: FraudToken });
export type PaySecretBody = z.infer<typeof PaySecretBody>;
export const PaySecretResponse = z.object({ paySecret: z.string() });

export const QuickPayBody = z.object({ cardId: text(80), merchantRef: Reference, forterToken: FraudToken });
export type QuickPayBody = z.infer<typeof QuickPayBody>;
export const QuickPayResponse = z.object({ status: z.enum(['SUCCESS', 'FAILED']), message: z.optional(z.string()) });
export type QuickPayResponse = z.infer<typeof QuickPayResponse>;

export const SaveCardBody = z.object({ payId: text(80), customerId: text(80), save: z.boolean() });
export type SaveCardBody = z.infer<typeof SaveCardBody>;
export const SaveCardResponse = z.object({ saved: z.boolean() });

/** GET /bff/checkout/latitude/session */
export const BnplSessionResponse = z.object({ url: z.string() });
export type BnplSessionResponse = z.infer<typeof BnplSessionResponse>;
