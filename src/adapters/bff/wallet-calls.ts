import { RedeemResponse } from '../../../contract/checkout';
import { AccountGiftCardsResponse, PaymentMethodsResponse, RegisterCardResponse } from '../../../contract/wallet';
import type { Bff } from '../../application/ports/bff';
import type { Call } from './transport';

const id = (value: string) => encodeURIComponent(value);

/** Spec §7 Account: saved payment methods and gift cards on the account (contract/wallet.ts). */
export const walletCalls = (call: Call): Bff['wallet'] => ({
  paymentMethods: (options) => call({ method: 'GET', path: '/bff/account/payment-methods', schema: PaymentMethodsResponse, signal: options?.signal }),
  registerCard: (provider, returnPath, options) =>
    call({
      method: 'POST',
      path: '/bff/account/payment-method/register',
      body: { provider, returnPath },
      schema: RegisterCardResponse,
      signal: options?.signal,
    }),
  addPaymentMethod: (body, options) =>
    call({ method: 'POST', path: '/bff/account/payment-method', body, schema: PaymentMethodsResponse, signal: options?.signal }),
  updatePaymentMethod: (refId, body, options) =>
    call({ method: 'PUT', path: `/bff/account/payment-method/${id(refId)}`, body, schema: PaymentMethodsResponse, signal: options?.signal }),
  deletePaymentMethod: (refId, options) =>
    call({ method: 'DELETE', path: `/bff/account/payment-method/${id(refId)}`, schema: PaymentMethodsResponse, signal: options?.signal }),
  deleteProviderPaymentMethod: (provider, refId, options) =>
    call({ method: 'DELETE', path: `/bff/account/${provider}-payment-method/${id(refId)}`, schema: PaymentMethodsResponse, signal: options?.signal }),
  setDefaultPaymentMethod: (provider, refId, options) =>
    call({
      method: 'PUT',
      path: `/bff/account/${provider}-payment-method/set-default/${id(refId)}`,
      schema: PaymentMethodsResponse,
      signal: options?.signal,
    }),
  giftCards: (options) => call({ method: 'GET', path: '/bff/account/gift-cards', schema: AccountGiftCardsResponse, signal: options?.signal }),
  addGiftCard: (card, options) =>
    call({ method: 'POST', path: '/bff/account/gift-card', body: card, schema: AccountGiftCardsResponse, signal: options?.signal }),
  removeGiftCard: (giftCardId, options) =>
    call({ method: 'DELETE', path: `/bff/account/gift-card/${id(giftCardId)}`, schema: AccountGiftCardsResponse, signal: options?.signal }),
  redeemAtCheckout: (accountGiftCardId, options) =>
    call({
      method: 'POST',
      path: '/bff/checkout/giftcard/redeem-account',
      body: { accountGiftCardId },
      schema: RedeemResponse,
      signal: options?.signal,
    }),
});
