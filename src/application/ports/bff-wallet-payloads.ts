/** The customer's wallet as the contract says it (spec §3 Payment method, Gift card info; contract/wallet.ts). */
export type {
  WalletProvider,
  PaymentMethod,
  /** The saved cards, and the provider a card can be registered with on this site (null when none: NZ). */
  PaymentMethodsResponse as PaymentMethods,
  AccountGiftCard,
  AccountGiftCardsResponse as AccountGiftCards,
} from '../../../contract/wallet';
