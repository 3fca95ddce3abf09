import type { PaymentProviders } from '../../application/ports/payment-providers';
import { mountCardPayment } from './drop-in';
import { mountHostedCardPayment } from './hosted-page';
import type { FrameHostWindow } from './frame-channel';
import { type TokenFetch, createFraudToken } from './fraud-token';
import { mountPayForm } from './pay-form';

export type { FrameHostWindow, FrameMessageEvent } from './frame-channel';
export type { TokenFetch } from './fraud-token';
export { dropInSubmissionOf } from './drop-in';
export { hostedPageResult, HOSTED_PAGE_NOTE } from './hosted-page';
export { payFormSubmissionOf } from './pay-form';

export interface PaymentProvidersOptions {
  /** Where the providers answer; the sandboxes are mounted on the shop's own origin under /sandbox. */
  readonly base?: string;
  readonly window?: FrameHostWindow;
  readonly fetch?: TokenFetch;
  /** How long a provider's frame may take to say it is ready. */
  readonly loadTimeoutMs?: number;
  /**
   * The card gateway's style, as the server's settings chose it: the card drop-in's frame on the checkout page, or
   * the provider's hosted payment page the shopper leaves for.
   */
  readonly card?: 'dropIn' | 'hostedPage';
}

/** The browser's payment providers (spec §1 Checkout): the card payment (drop-in or hosted page), the AU pay form and the fraud token. */
export function createPaymentProviders(options: PaymentProvidersOptions = {}): PaymentProviders {
  const host = {
    window: options.window ?? (window as unknown as FrameHostWindow),
    base: options.base ?? '/sandbox',
    loadTimeoutMs: options.loadTimeoutMs ?? 15_000,
  };
  const fraudToken = createFraudToken(options.fetch ?? ((url, init) => fetch(url, init)), `${host.base}/forter/token`);
  return {
    mountCardPayment: (target, session, cardOptions) =>
      options.card === 'hostedPage'
        ? Promise.resolve(mountHostedCardPayment(target, session, cardOptions))
        : mountCardPayment(host, target, session, cardOptions),
    mountPayForm: (target, paySecret, payFormOptions) => mountPayForm(host, target, paySecret, payFormOptions),
    fraudToken,
  };
}
