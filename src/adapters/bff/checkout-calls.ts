import {
  BnplSessionResponse,
  CartSummaryResponse,
  CheckoutDetails,
  GiftCardBalanceResponse,
  PaySecretResponse,
  PaymentResponse,
  QuickPayResponse,
  RedeemResponse,
  SaveCardResponse,
} from '../../../contract/checkout';
import type { Bff } from '../../application/ports/bff';
import type { Call } from './transport';

const segment = encodeURIComponent;

/** Wire design of issue 5 (spec §7 Checkout): every checkout call answers the contract's schema or an error. */
export function checkoutCalls(anyCall: Call): Bff['checkout'] {
  // Every checkout call needs a bearer (server/http/checkout.ts): one is obtained before, never after a 401.
  const call: Call = (spec) => anyCall({ ...spec, needsToken: true });
  const details = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    extra: { query?: Record<string, string | number | undefined>; body?: unknown } = {},
    signal?: AbortSignal,
  ) => call({ method, path, ...extra, schema: CheckoutDetails, signal });
  return {
    details: (step, options) => details('GET', '/bff/checkout/details', { query: { checkoutStep: step } }, options?.signal),
    saveContactDetails: (contact, options) => details('POST', '/bff/checkout/contact-details', { body: contact }, options?.signal),
    saveBillingAddress: (address, options) => details('POST', '/bff/checkout/address/billing', { body: address }, options?.signal),
    changeDeliveryType: (type, storeKey, options) =>
      details('PATCH', `/bff/checkout/deliveryType/${segment(type)}`, { query: { storeKey } }, options?.signal),
    selectShippingMethod: (deliveryCode, options) => details('PATCH', '/bff/checkout/shipping-method', { query: { deliveryCode } }, options?.signal),
    updateCart: (items, options) =>
      call({ method: 'PATCH', path: '/bff/checkout/update-cart', body: items, schema: CartSummaryResponse, signal: options?.signal }),
    addInsurance: (options) => details('PATCH', '/bff/checkout/insurance', {}, options?.signal),
    removeInsurance: (options) => details('DELETE', '/bff/checkout/insurance', {}, options?.signal),
    applyDiscount: (discountCode, options) => details('POST', '/bff/checkout/discount', { body: { discountCode } }, options?.signal),
    removeDiscount: (options) => details('DELETE', '/bff/checkout/discount', {}, options?.signal),
    applyCoupon: (amount, options) => details('POST', '/bff/checkout/coupon', { body: { amount } }, options?.signal),
    removeCoupon: (options) => details('DELETE', '/bff/checkout/coupon', {}, options?.signal),
    paymentSession: ({ query, body }, options) =>
      call({ method: 'POST', path: '/bff/checkout/payment', query: { ...query }, body, schema: PaymentResponse, signal: options?.signal }),
    giftCardBalance: (card, options) =>
      call({ method: 'POST', path: '/bff/checkout/giftcard/balance', body: card, schema: GiftCardBalanceResponse, signal: options?.signal }),
    redeemGiftCard: (card, options) =>
      call({ method: 'POST', path: '/bff/checkout/giftcard/redeem', body: card, schema: RedeemResponse, signal: options?.signal }),
    applyCredit: (options) => call({ method: 'POST', path: '/bff/checkout/credit', schema: RedeemResponse, signal: options?.signal }),
    paySecret: (body, options) =>
      call({ method: 'POST', path: '/bff/checkout/tyro/paysecret', body, schema: PaySecretResponse, signal: options?.signal }),
    quickPay: (body, options) =>
      call({ method: 'POST', path: '/bff/checkout/tyro/quick-pay', body, schema: QuickPayResponse, signal: options?.signal }),
    saveCard: (body, options) =>
      call({ method: 'POST', path: '/bff/checkout/tyro/save-card', body, schema: SaveCardResponse, signal: options?.signal }),
    bnplSession: (options) => call({ method: 'GET', path: '/bff/checkout/latitude/session', schema: BnplSessionResponse, signal: options?.signal }),
  };
}
