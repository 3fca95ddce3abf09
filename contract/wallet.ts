import { z } from 'zod/mini';
import { CardBrand, Cents, CurrencyCode } from './checkout-common';
import { GiftCardBody } from './checkout-payment';

/**
 * Spec §3 Payment method: refId is the spec's; the other fields are ours. The cards are held by the AU pay
 * form provider ('tyro'); the shop keeps none of their numbers, only what the provider tells it.
 */
export const PaymentMethod = z.object({
  refId: z.string(),
  provider: z.enum(['tyro']),
  brand: CardBrand,
  last4: z.string(),
  /** MM/YY */
  expiry: z.string(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** GET /bff/account/payment-methods (ours: §7 lists no read call) and the answer of every payment-method change. */
export const PaymentMethods = z.object({ paymentMethods: z.array(PaymentMethod) });
export type PaymentMethods = z.infer<typeof PaymentMethods>;

const RefId = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{4,80}$/, 'must be a payment method id'));
export const PaymentMethodParams = z.object({ id: RefId });

/** POST /bff/account/payment-method: keeps the card of a pay form payment the customer made (its payId). */
export const AddPaymentMethodBody = z.object({ provider: z.literal('tyro'), payId: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{4,80}$/, 'must be a payment id')) });
export type AddPaymentMethodBody = z.infer<typeof AddPaymentMethodBody>;

/** PUT /bff/account/payment-method/{id}: refId (spec §3) plus what may change. */
export const UpdatePaymentMethodBody = z.object({ refId: z.optional(RefId), isDefault: z.literal(true) });
export type UpdatePaymentMethodBody = z.infer<typeof UpdatePaymentMethodBody>;

/** A gift card kept on the account: never its number or PIN, only its last four digits and its balance. */
export const AccountGiftCard = z.object({ id: z.string(), last4: z.string(), cardType: z.enum(['standard', 'legacy']), balance: Cents, currency: CurrencyCode });
export type AccountGiftCard = z.infer<typeof AccountGiftCard>;

/** GET /bff/account/gift-cards (ours) and the answer of POST /bff/account/gift-card and DELETE /bff/account/gift-card/{id}. */
export const AccountGiftCards = z.object({ giftCards: z.array(AccountGiftCard) });
export type AccountGiftCards = z.infer<typeof AccountGiftCards>;

/** POST /bff/account/gift-card: spec §3 Gift card info (giftCardId, pinCode unless legacy). */
export const AddGiftCardBody = GiftCardBody;
export const GiftCardParams = z.object({ id: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a gift card id')) });

export const WALLET_MESSAGES = {
  paymentMethodNotFound: 'Payment method not found',
  giftCardNotFound: 'Gift card not found',
  notSaved: 'That payment cannot be kept as a card: pay with the card first, with "save card" ticked',
  alreadyKept: 'This gift card is already on your account',
} as const;
