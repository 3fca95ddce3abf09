import type { CardBrand, DropInFormRule } from '../../domain/payments';

/**
 * The card drop-in's answer to a payment attempt (spec §4 Order completion and Card drop-in errors, §5 Card
 * drop-in): how the attempt ended, a 3-D Secure redirect the page must follow, an error, or `invalid` when the
 * card form is incomplete (the drop-in shows the shopper which field; nothing else happens).
 */
export type DropInSubmission =
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

export interface DropInOptions {
  readonly brands: readonly CardBrand[];
  /** Spec §5 Card drop-in: how the provider lays out the card form (holder name, billing address). */
  readonly form?: Pick<DropInFormRule, 'holderName' | 'billingAddressRequired'>;
  /** Told whenever the drop-in's valid flag changes (spec §5: card validity follows it). */
  readonly onValidityChange?: (valid: boolean) => void;
  /** Told of attempts the shopper starts inside the drop-in (its online-wallet button), not asked by submit(). */
  readonly onSubmission?: (submission: DropInSubmission) => void;
}

/** A mounted card drop-in: it holds the card data, the shop sees only its validity and outcome. */
export interface DropIn {
  readonly isValid: () => boolean;
  submit(): Promise<DropInSubmission>;
  /** Spec §2: after a redirect back to /checkout, the drop-in resubmits the provider's redirectResult. */
  submitRedirectResult(redirectResult: string): Promise<DropInSubmission>;
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
 * The external payment providers as the browser meets them. Card data stays inside their
 * components; the shop and its server see tokens and references only.
 */
export interface PaymentProviders {
  /** After a redirect only the session id is known; sessionData is then left out. */
  mountDropIn(target: HTMLElement, session: { readonly id: string; readonly sessionData?: string }, options: DropInOptions): Promise<DropIn>;
  mountPayForm(target: HTMLElement, paySecret: string, options?: PayFormOptions): Promise<PayForm>;
  /** The fraud-prevention provider's device token, sent with every payment (fetched once per page). */
  fraudToken(): Promise<string>;
}
