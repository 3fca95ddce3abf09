import type { CardBrand } from '../../domain/payments';

/** The card drop-in's answer when the shopper submits it (spec §4 Card drop-in, §5 Card drop-in). */
export type DropInSubmission =
  | { readonly kind: 'paid'; readonly resultCode: string; readonly reference: string }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'error'; readonly name: string; readonly message: string };

/** A mounted card drop-in: it holds the card data, the shop sees only its validity and outcome. */
export interface DropIn {
  readonly isValid: () => boolean;
  submit(): Promise<DropInSubmission>;
  /** Spec §2: after a redirect back to /checkout, the drop-in resubmits the provider's redirectResult. */
  submitRedirectResult(redirectResult: string): Promise<DropInSubmission>;
  unmount(): void;
}

/** The AU pay form's answer (spec §4 Second card provider's pay form). */
export type PayFormSubmission =
  | { readonly status: string; readonly gatewayCode?: string; readonly message?: string }
  | { readonly type: string; readonly errorCode?: string; readonly message: string };

export interface PayForm {
  submit(): Promise<PayFormSubmission>;
  unmount(): void;
}

/**
 * The external payment providers as the browser meets them. Card data stays inside their
 * components; the shop and its server see tokens and references only.
 */
export interface PaymentProviders {
  mountDropIn(target: HTMLElement, session: { readonly id: string; readonly sessionData: string }, options: { readonly brands: readonly CardBrand[] }): Promise<DropIn>;
  mountPayForm(target: HTMLElement, paySecret: string): Promise<PayForm>;
  /** The fraud-prevention provider's device token, sent with every payment. */
  fraudToken(): Promise<string>;
}
