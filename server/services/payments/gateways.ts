import type { SavedCard } from '../../../contract/checkout';
import type { CardBrand } from '../../../kernel/payments';

/**
 * The payment providers as the server meets them (spec §1 Checkout, §9 Payments). Each is a port: the
 * sandboxes in server/sandbox implement them today, a real provider's adapter can replace one without the
 * checkout and order services changing. Card data never crosses these ports: only references, tokens,
 * amounts in cents, and a card's brand and last four digits.
 */

import type { CurrencyCode as Currency } from '../../../kernel/site';

export type { Currency };
export type { CardBrand } from '../../../kernel/payments';
export type PaidMethod = 'card' | 'wallet' | 'payForm' | 'quickPay' | 'bnpl';

export type PaymentState =
  /** The provider knows no payment under this reference. */
  | { readonly state: 'none' }
  /** Received: accepted but still settling (the order lookup answers 423 meanwhile). */
  | { readonly state: 'pending' }
  | {
      readonly state: 'authorised';
      readonly pspReference: string;
      readonly amount: number;
      readonly currency: Currency;
      readonly method: PaidMethod;
      readonly cardBrand?: CardBrand;
      readonly cardLast4?: string;
      readonly fraudToken?: string;
    }
  /** Refused, cancelled, or refunded after it was authorised (the money went back to the shopper). */
  | { readonly state: 'refused' | 'cancelled' | 'refunded'; readonly reason: string };

/**
 * Gives an authorised payment's money back, by the shop's merchant reference (the payment attempt's reference,
 * the same for every provider). Idempotent: a payment refunded already answers refunded again and is not
 * refunded twice. `refunded` false: the provider holds no authorised payment under the reference to refund.
 */
export interface RefundInput {
  readonly reference: string;
  readonly amount: number;
  readonly reason: string;
}
export type Refund = (input: RefundInput) => Promise<{ readonly refunded: boolean }>;

/** The card drop-in provider (cards and the online wallet). */
export interface CardGateway {
  createSession(input: {
    readonly reference: string;
    readonly amount: number;
    readonly currency: Currency;
    readonly returnUrl: string;
    readonly fraudToken: string;
    readonly country: 'AU' | 'NZ';
  }): Promise<{ readonly id: string; readonly sessionData: string }>;
  /** A redirectResult (after 3-D Secure) is handed over so the provider can finish the payment. */
  paymentState(input: { readonly reference: string; readonly redirectResult?: string }): Promise<PaymentState>;
  refund: Refund;
}

/** A card the second provider keeps for a customer, as the checkout details list it. */
export type { SavedCard } from '../../../contract/checkout';

/** The second card provider: the AU pay form, saved cards and quick pay. */
export interface PayFormGateway {
  createPayRequest(input: {
    readonly reference: string;
    readonly amount: number;
    readonly currency: 'AUD';
    readonly customerId: string | null;
    readonly fraudToken: string;
  }): Promise<{ readonly paySecret: string }>;
  paymentState(input: { readonly reference: string }): Promise<PaymentState>;
  refund: Refund;
  quickPay(input: {
    readonly reference: string;
    readonly amount: number;
    readonly currency: 'AUD';
    readonly cardId: string;
    readonly customerId: string;
    readonly fraudToken: string;
  }): Promise<{ readonly status: 'SUCCESS' | 'FAILED'; readonly message?: string }>;
  /** Keeps (save true) or forgets the card used by a pay request for the customer. */
  saveCard(input: { readonly payId: string; readonly customerId: string; readonly save: boolean }): Promise<boolean>;
  savedCards(customerId: string): Promise<readonly SavedCard[]>;
  /**
   * Opens the provider's card page in "register a card" mode (zero amount, no payment) for a signed-in
   * customer; the page sends the shopper back to returnPath?payId=…, and saveCard with that payId keeps it.
   * Optional: a provider without it cannot take cards from My Account.
   */
  registerCard?(input: { readonly customerId: string; readonly returnPath: string }): Promise<{ readonly url: string }>;
  deleteCard(customerId: string, cardId: string): Promise<boolean>;
  setDefaultCard(customerId: string, cardId: string): Promise<boolean>;
}

/** The buy-now-pay-later provider, reached by redirect to its hosted approval page. */
export interface BnplGateway {
  createPurchase(input: {
    readonly reference: string;
    readonly amount: number;
    readonly currency: Currency;
    readonly returnUrl: string;
  }): Promise<{ readonly url: string }>;
  purchaseState(input: {
    readonly gatewayReference: string;
    readonly merchantReference: string;
    readonly transactionReference: string;
  }): Promise<PaymentState>;
  /** The reference is the merchant reference the purchase was created under. */
  refund: Refund;
}

export interface PaymentGateways {
  readonly card: CardGateway;
  readonly payForm: PayFormGateway;
  readonly bnpl: BnplGateway;
}
