import type { CurrencyCode } from '../../domain/money';

/** The customer's wallet as the application reads it (spec §3 Payment method, Gift card info; contract/wallet.ts). */
export type WalletProvider = 'tyro' | 'adyen';

export interface PaymentMethod {
  readonly refId: string;
  readonly provider: WalletProvider;
  readonly brand: string;
  readonly last4: string;
  /** MM/YY */
  readonly expiry: string;
  readonly isDefault: boolean;
  readonly nickname?: string;
}

export interface PaymentMethods {
  readonly paymentMethods: readonly PaymentMethod[];
  /** The provider a card can be registered with on this site; null when none (NZ). */
  readonly canAdd: WalletProvider | null;
}

export interface AccountGiftCard {
  readonly id: string;
  readonly last4: string;
  readonly cardType: 'legacy' | 'standard';
  /** cents */
  readonly balance: number;
  readonly currency: CurrencyCode;
}

export interface AccountGiftCards {
  readonly giftCards: readonly AccountGiftCard[];
}
