/**
 * Open points "provider names": the providers are sandboxes behind ports, but their slugs appear in
 * toast ids and call paths, so they are chosen once, here.
 */
/** Spec §1 Checkout: the card payment provider's drop-in (cards and wallets). */
export const CARD_DROP_IN_PROVIDER = 'adyen';
/** Spec §1 Checkout: the second card provider (AU pay form, quick pay, saved cards, account cards). */
export const SECOND_CARD_PROVIDER = 'tyro';
/** Spec §1 Checkout: the buy-now-pay-later provider, reached by redirect. */
export const BNPL_PROVIDER = 'latitude';
/** Spec §1 Checkout: the fraud-prevention provider that supplies a device token. */
export const FRAUD_PROVIDER = 'forter';
/** Spec §3 Checkout: the fraud token field is named after the fraud-prevention provider. */
export const FRAUD_TOKEN_FIELD = `${FRAUD_PROVIDER}Token` as const;

/** Spec §3 Card brands. */
export const CARD_BRANDS = ['mastercard', 'visa', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const isCardBrand = (value: string): value is CardBrand => (CARD_BRANDS as readonly string[]).includes(value);

/** Spec §9 Payments: card drop-in settings. */
export const DROP_IN_SETTINGS = { locale: 'en_AU', environment: 'Test' } as const;

/**
 * The drop-in's locale for the site's country: the spec's en_AU is the AU sites' (§9 Payments), and jrnz,
 * whose locale is en-NZ (§1 Storefront sites), gets en_NZ, so the form speaks to a New Zealand shopper as
 * one (docs/decisions.md "Card form locale and brands").
 */
export const dropInLocale = (country: 'AU' | 'NZ'): 'en_AU' | 'en_NZ' => (country === 'NZ' ? 'en_NZ' : DROP_IN_SETTINGS.locale);

/** The card brands as shoppers read them on the card and the form (the codes stay the wire's). */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = { mastercard: 'Mastercard', visa: 'Visa', discover: 'Discover' };

/** Spec §9 Payments: the pay form's success status and cancel gateway code. */
export const PAY_FORM_SUCCESS_STATUS = 'SUCCESS';
export const PAY_FORM_CANCELLED_GATEWAY_CODE = 'CANCELLED';

/** Spec §7 Checkout and Account: the calls whose path names a provider. */
export const PAYMENT_PATHS = {
  bnplSession: `/bff/checkout/${BNPL_PROVIDER}/session`,
  bnplOrder: `/bff/checkout/${BNPL_PROVIDER}/order`,
  paySecret: `/bff/checkout/${SECOND_CARD_PROVIDER}/paysecret`,
  quickPay: `/bff/checkout/${SECOND_CARD_PROVIDER}/quick-pay`,
  saveCard: `/bff/checkout/${SECOND_CARD_PROVIDER}/save-card`,
  deletePaymentMethod: (id: string) => `/bff/account/${SECOND_CARD_PROVIDER}-payment-method/${encodeURIComponent(id)}`,
  setDefaultPaymentMethod: (id: string) => `/bff/account/${SECOND_CARD_PROVIDER}-payment-method/set-default/${encodeURIComponent(id)}`,
} as const;

/** Spec §3 Payment method: only refId is shown; the rest is ours to choose in the contract. */
export interface PaymentMethod {
  readonly refId: string;
}
