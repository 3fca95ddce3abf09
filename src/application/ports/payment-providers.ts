import type { CardBrand, DropInFormRule } from '../../domain/payments';

/**
 * How a card payment attempt ended (spec §4 Order completion and Card drop-in errors, §5 Card drop-in): completed
 * with the provider's result, a redirect the page must follow (3-D Secure, or a provider's hosted payment page),
 * an error, or `invalid` when the card form is incomplete (the form shows the shopper which field; nothing else
 * happens).
 */
export type CardPaymentResult =
  | {
      readonly kind: 'completed';
      /** Authorised and Received count as success (spec §9 Payments); Refused and Cancelled do not. */
      readonly resultCode: string;
      /** The merchant reference the order is fetched by. */
      readonly reference: string;
      /** With Refused, e.g. "Transaction declined". */
      readonly refusalReason?: string;
    }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'error'; readonly name: string; readonly message: string }
  | { readonly kind: 'invalid' };

export interface CardPaymentOptions {
  readonly brands: readonly CardBrand[];
  /** Spec §5 Card drop-in: how the provider lays out the card form (holder name, billing address). */
  readonly form?: Pick<DropInFormRule, 'holderName' | 'billingAddressRequired'>;
  /** Told whenever the drop-in's valid flag changes (spec §5: card validity follows it). */
  readonly onValidityChange?: (valid: boolean) => void;
  /** Told of attempts the shopper starts inside the drop-in (its online-wallet button), not asked by submit(). */
  readonly onSubmission?: (submission: CardPaymentResult) => void;
}

/**
 * A card payment's UI mounted in the shop's slot: a card form in the provider's frame (the drop-in), or a hand-off
 * to the provider's hosted payment page. It holds the card data; the shop sees only its validity and outcome.
 */
export interface CardPayment {
  readonly isValid: () => boolean;
  /** The place-order button: authorise the session's amount (or leave for the provider's page: a redirect). */
  submit(): Promise<CardPaymentResult>;
  /** Spec §2: back on /checkout from the provider's page with its redirectResult, the payment finishes with it. */
  resume(redirectResult: string): Promise<CardPaymentResult>;
  unmount(): void;
}

/**
 * The AU pay form's answer (spec §4 Second card provider's pay form, §5 Pay form errors): a status (SUCCESS,
 * or another with a gatewayCode such as CANCELLED) with the payment's id and whether the shopper ticked
 * "Save this card", or an error such as CLIENT_VALIDATION_ERROR.
 */
export type PayFormSubmission =
  | {
      readonly status: string;
      readonly gatewayCode?: string;
      readonly message?: string;
      readonly payId?: string;
      readonly save?: boolean;
    }
  | { readonly type: string; readonly errorCode?: string; readonly message: string };

export interface PayFormOptions {
  /** Told of payments the shopper starts inside the form (its wallet button), not asked by submit(). */
  readonly onSubmission?: (submission: PayFormSubmission) => void;
}

export interface PayForm {
  submit(): Promise<PayFormSubmission>;
  unmount(): void;
}

/**
 * The payment providers as the browser meets them, in the shop's terms: a card payment for the payment session the
 * shop's server started (for the amount due), the AU pay form for a pay request, and the fraud token. Card data
 * stays inside the providers' components; the shop and its server see tokens and references only. Which provider
 * stands behind each is the composition's choice (src/composition/payment-bindings.ts); the conformance kit
 * (test/conformance/payment-providers.ts) is the contract.
 */
export interface PaymentProviders {
  /**
   * Mounts the card payment for a session of the server's card gateway in `target`. After a redirect only the
   * session id is known; sessionData is then left out.
   */
  mountCardPayment(
    target: HTMLElement,
    session: { readonly id: string; readonly sessionData?: string },
    options: CardPaymentOptions,
  ): Promise<CardPayment>;
  mountPayForm(target: HTMLElement, paySecret: string, options?: PayFormOptions): Promise<PayForm>;
  /** The fraud-prevention provider's device token, sent with every payment (fetched once per page). */
  fraudToken(): Promise<string>;
}
