import fc from 'fast-check';
import { type CheckoutCommand, CONTACT_VIEWS, type CheckoutReturnQuery, DELIVERY_TYPES, type DeliverySelection } from '../../../src/domain/checkout';
import { type CountryCode, SHIPPING_METHOD_CODES } from '../../../src/domain/site';

export { countryArb } from './common';
export const deliveryTypeArb = fc.constantFrom(...Object.values(DELIVERY_TYPES));

/** Any shipping code of either country, so that codes of the wrong country are tried too. */
export const shippingCodeArb = fc.constantFrom(...Object.values(SHIPPING_METHOD_CODES.AU), ...Object.values(SHIPPING_METHOD_CODES.NZ));

const tokenArb = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/);
export const storeKeyArb = fc.stringMatching(/^store-[0-9]{1,3}$/);

export const paymentSessionArb = fc.record({ reference: tokenArb, id: tokenArb });

/** The fraud-prevention provider's device token. */
export const fraudTokenArb = fc.string({ minLength: 1, maxLength: 20 });

/** Delivery as the checkout holds it, often with a store key and a shipping code both left over. */
export const deliverySelectionArb: fc.Arbitrary<DeliverySelection> = fc.record({
  deliveryType: fc.option(deliveryTypeArb, { nil: null }),
  deliveryCode: fc.option(shippingCodeArb, { nil: null, freq: 4 }),
  storeKey: fc.option(storeKeyArb, { nil: null, freq: 4 }),
  storesPurchaseOrderNumber: fc.oneof(fc.constant(''), tokenArb),
});
export const paymentSessionJsonArb = paymentSessionArb.map((session) => JSON.stringify(session));

/** Strings a server might send that are not a session with a reference and an id. */
export const malformedPaymentSessionArb = fc.oneof(
  fc.string().filter((raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value !== 'object' || value === null;
    } catch {
      return true;
    }
  }),
  fc.constantFrom('null', '[]', '{}', '{"reference":"r1"}', '{"id":"i1"}', '{"reference":"","id":"i1"}', '{"reference":1,"id":"i1"}'),
);

export const returnQueryArb: fc.Arbitrary<CheckoutReturnQuery> = fc.record(
  {
    sessionId: tokenArb,
    transactionReference: tokenArb,
    reference: tokenArb,
    redirectResult: tokenArb,
    gatewayReference: tokenArb,
    merchantReference: tokenArb,
  },
  { requiredKeys: [] },
);

/** Commands a shopper's checkout can receive, for one site's country; some are bound to be refused. */
export const checkoutCommandArb = (country: CountryCode): fc.Arbitrary<CheckoutCommand> =>
  fc.oneof(
    fc.constantFrom(...CONTACT_VIEWS).map((view) => ({ type: 'changeContactView', view }) as const),
    fc.constant({ type: 'recordContactDetailsSaved' } as const),
    fc.integer({ min: 0, max: 5 }).map((step) => ({ type: 'goToStep', step }) as const),
    deliveryTypeArb.map((deliveryType) => ({ type: 'changeDeliveryType', deliveryType }) as const),
    shippingCodeArb.map((deliveryCode) => ({ type: 'selectShippingMethod', deliveryCode, country }) as const),
    storeKeyArb.map((storeKey) => ({ type: 'selectStore', storeKey }) as const),
    tokenArb.map((storesPurchaseOrderNumber) => ({ type: 'setPurchaseOrderNumber', storesPurchaseOrderNumber }) as const),
    fc.oneof(paymentSessionJsonArb, malformedPaymentSessionArb).map((paymentSession) => ({ type: 'recordPaymentSession', paymentSession }) as const),
    fc.constant({ type: 'startPaymentAttempt' } as const),
    fc
      .record({ succeeded: fc.boolean(), message: fc.constantFrom('Transaction declined', 'Refused', undefined) })
      .map(({ succeeded, message }) => ({ type: 'finishPaymentAttempt', succeeded, ...(message && { message }) }) as const),
    tokenArb.map((discountCode) => ({ type: 'recordDiscountApplied', discountCode }) as const),
    tokenArb.map((discountCode) => ({ type: 'recordDiscountFailed', discountCode, message: 'Invalid code' }) as const),
    fc.constant({ type: 'recordDiscountRemoved' } as const),
  );
