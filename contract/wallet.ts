import { z } from 'zod/mini';
import { CARD_DROP_IN_PROVIDER, SECOND_CARD_PROVIDER } from '../kernel/payments';
import { asTyped } from './as-typed';
import { CardBrand, Cents, CurrencyCode, text } from './checkout-common';
import { GiftCardBody } from './checkout-payment';

/**
 * The customer's wallet on the account (spec §7 Account, §3 Payment method and Gift card info, §5 Gift card
 * rule). Every call answers the whole list as it now stands, so a client never has to ask again after a change.
 */

/** The providers a card can be saved with: the AU pay form's and the card drop-in's (their slugs: kernel/payments.ts). */
export const WalletProvider = z.enum([SECOND_CARD_PROVIDER, CARD_DROP_IN_PROVIDER]);
export type WalletProvider = z.infer<typeof WalletProvider>;

/** Spec §3 Payment method: refId is the spec's; the other fields are ours. Only brand and last four digits, never a number. */
export const PaymentMethod = z.object({
  /** The provider's id of the saved card; the {id} of every payment-method call. */
  refId: z.string(),
  provider: WalletProvider,
  brand: CardBrand,
  last4: z.string(),
  /** MM/YY */
  expiry: z.string(),
  isDefault: z.boolean(),
  nickname: z.optional(z.string()),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * GET /bff/account/payment-methods (ours: §7 has no read call). `canAdd` names the provider a card can be
 * registered with on this site, or null when the site has none (NZ has no pay form provider).
 */
export const PaymentMethodsResponse = z.object({
  paymentMethods: z.array(PaymentMethod),
  canAdd: z.nullable(WalletProvider),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

/** A payment method's or kept gift card's id, or the payId a provider's card page hands back. */
const WalletId = asTyped(text(80), 'id');
const Nickname = z.string().check(z.trim(), z.maxLength(40));

/**
 * POST /bff/account/payment-method: keeps a card the shopper has just entered on the provider's card page in
 * "register a card" mode (no payment). payId is what that page hands back.
 */
export const AddPaymentMethodBody = z.object({
  provider: WalletProvider,
  payId: WalletId,
  nickname: z.optional(Nickname),
});
export type AddPaymentMethodBody = z.infer<typeof AddPaymentMethodBody>;

/** PUT /bff/account/payment-method/{id}: "updates by refId plus the other fields"; an empty nickname removes it. */
export const UpdatePaymentMethodBody = z.object({
  nickname: z.optional(Nickname),
  isDefault: z.optional(z.literal(true)),
});
export type UpdatePaymentMethodBody = z.infer<typeof UpdatePaymentMethodBody>;

/** The {id} of the payment-method and gift-card calls. */
export const WalletIdParams = z.object({ id: WalletId });
export type WalletIdParams = z.infer<typeof WalletIdParams>;

/**
 * POST /bff/account/payment-method/register (ours): opens the provider's card page in "register a card" mode
 * (zero amount, no payment). The page sends the shopper back to returnPath with ?payId=… when the card is taken.
 */
export const RegisterCardBody = z.object({
  provider: WalletProvider,
  returnPath: z.string().check(z.regex(/^\/account\/[a-z-]{1,40}$/, 'must be a My Account path')),
});
export type RegisterCardBody = z.infer<typeof RegisterCardBody>;
export const RegisterCardResponse = z.object({ url: z.string() });
export type RegisterCardResponse = z.infer<typeof RegisterCardResponse>;

/** A gift card kept on the account: a link to the card, never its number or PIN. */
export const AccountGiftCard = z.object({
  id: z.string(),
  last4: z.string(),
  /** 'legacy' (no PIN) or 'standard' */
  cardType: z.enum(['legacy', 'standard']),
  balance: Cents,
  currency: CurrencyCode,
});
export type AccountGiftCard = z.infer<typeof AccountGiftCard>;

/** GET /bff/account/gift-cards (ours: §7 has no read call), and the answer of every gift-card call. */
export const AccountGiftCardsResponse = z.object({ giftCards: z.array(AccountGiftCard) });
export type AccountGiftCardsResponse = z.infer<typeof AccountGiftCardsResponse>;

/** POST /bff/account/gift-card: spec §3 Gift card info (cardNumber as giftCardId, pinCode, cardType), §5 rule. */
export const AddAccountGiftCardBody = GiftCardBody;
export type AddAccountGiftCardBody = z.infer<typeof AddAccountGiftCardBody>;

/** POST /bff/checkout/giftcard/redeem-account (ours): redeems a card kept on the account, without its PIN again. */
export const RedeemAccountGiftCardBody = z.object({ accountGiftCardId: WalletId });
export type RedeemAccountGiftCardBody = z.infer<typeof RedeemAccountGiftCardBody>;

export const WALLET_MESSAGES = {
  paymentMethodNotFound: 'Payment method not found',
  giftCardNotFound: 'Gift card not found',
  noProvider: 'Cards cannot be saved on this site',
  cardNotRegistered: 'This card could not be saved; please enter it again',
  giftCardAlready: 'This gift card is already on your account',
} as const;
