import type { CardPayment, CardPaymentOptions, CardPaymentResult } from '../../application/ports/payment-providers';
import { type FrameHostWindow, openFrameChannel } from './frame-channel';

/** The drop-in page's channel name (server/sandbox/adyen-pages.ts). */
const CHANNEL = 'adyen-drop-in';
const CLOSED: CardPaymentResult = { kind: 'error', name: 'UNMOUNTED', message: 'The card form was closed' };
const UNEXPECTED: CardPaymentResult = { kind: 'error', name: 'ERROR', message: 'The card form answered something unexpected' };

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Reads what the drop-in page reported into the port's terms; anything else is an error. */
export function dropInSubmissionOf(result: unknown): CardPaymentResult {
  if (typeof result !== 'object' || result === null) return UNEXPECTED;
  const r = result as Record<string, unknown>;
  if (r.invalid === true) return { kind: 'invalid' };
  const action = r.action as { type?: unknown; url?: unknown } | undefined;
  if (action && action.type === 'redirect' && text(action.url)) return { kind: 'redirect', url: action.url };
  const error = r.error as { name?: unknown; message?: unknown } | undefined;
  if (error && text(error.name)) return { kind: 'error', name: error.name, message: text(error.message) ? error.message : error.name };
  if (text(r.resultCode) && text(r.merchantReference)) {
    return {
      kind: 'completed',
      resultCode: r.resultCode,
      reference: r.merchantReference,
      ...(text(r.refusalReason) && { refusalReason: r.refusalReason }),
    };
  }
  return UNEXPECTED;
}

/** Spec §5 Card drop-in: the card form in a frame; the shop sees its valid flag and outcomes only. */
export async function mountCardPayment(
  host: { readonly window: FrameHostWindow; readonly base: string; readonly loadTimeoutMs: number },
  target: HTMLElement,
  session: { readonly id: string; readonly sessionData?: string },
  options: CardPaymentOptions,
): Promise<CardPayment> {
  let valid = false;
  const query = new URLSearchParams({ sessionId: session.id });
  if (session.sessionData) query.set('sessionData', session.sessionData);
  if (options.brands.length > 0) query.set('brands', options.brands.join(','));
  if (options.form) {
    query.set('hasHolderName', String(options.form.holderName.shown));
    query.set('holderNameRequired', String(options.form.holderName.required));
    query.set('billingAddressRequired', String(options.form.billingAddressRequired));
  }
  const channel = await openFrameChannel({
    window: host.window,
    target,
    src: `${host.base}/adyen/drop-in?${query}`,
    title: 'Card payment',
    channel: CHANNEL,
    loadTimeoutMs: host.loadTimeoutMs,
    closedResult: { error: CLOSED },
    onMessage: (message) => {
      if (message.type === 'valid' && typeof message.valid === 'boolean' && message.valid !== valid) {
        valid = message.valid;
        options.onValidityChange?.(valid);
      } else if (message.type === 'result') {
        options.onSubmission?.(dropInSubmissionOf(message.result));
      }
    },
  });
  return {
    isValid: () => valid,
    submit: async () => dropInSubmissionOf(await channel.request({ type: 'submit' })),
    resume: async (redirectResult) => dropInSubmissionOf(await channel.request({ type: 'details', redirectResult })),
    unmount: () => channel.close(),
  };
}
