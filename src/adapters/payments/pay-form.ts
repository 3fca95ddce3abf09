import type { PayForm, PayFormOptions, PayFormSubmission } from '../../application/ports/payment-providers';
import { type FrameHostWindow, openFrameChannel } from './frame-channel';

/** The pay form page's channel name (server/sandbox/tyro-pages.ts). */
const CHANNEL = 'tyro-pay-form';
const CLOSED: PayFormSubmission = { type: 'PAY_FORM_CLOSED', message: 'The pay form was closed' };
const UNEXPECTED: PayFormSubmission = { type: 'PAY_FORM_ERROR', message: 'The pay form answered something unexpected' };

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Reads what the pay form page reported into the port's terms; anything else is an error. */
export function payFormSubmissionOf(result: unknown): PayFormSubmission {
  if (typeof result !== 'object' || result === null) return UNEXPECTED;
  const r = result as Record<string, unknown>;
  if (text(r.status)) {
    return {
      status: r.status,
      ...(text(r.gatewayCode) && { gatewayCode: r.gatewayCode }),
      ...(text(r.message) && { message: r.message }),
      ...(text(r.payId) && { payId: r.payId }),
      ...(typeof r.save === 'boolean' && { save: r.save }),
    };
  }
  if (text(r.type)) {
    return { type: r.type, ...(text(r.errorCode) && { errorCode: r.errorCode }), message: text(r.message) ? r.message : r.type };
  }
  return UNEXPECTED;
}

/** Spec §4 Second card provider's pay form: the form in a frame; the shop sees its status, payId and save choice. */
export async function mountPayForm(
  host: { readonly window: FrameHostWindow; readonly base: string; readonly loadTimeoutMs: number },
  target: HTMLElement,
  paySecret: string,
  options: PayFormOptions = {},
): Promise<PayForm> {
  const channel = await openFrameChannel({
    window: host.window,
    target,
    src: `${host.base}/tyro/pay-form?${new URLSearchParams({ paySecret })}`,
    title: 'Card payment',
    channel: CHANNEL,
    loadTimeoutMs: host.loadTimeoutMs,
    closedResult: CLOSED,
    onMessage: (message) => {
      if (message.type === 'result') options.onSubmission?.(payFormSubmissionOf(message.result));
    },
  });
  return {
    submit: async () => payFormSubmissionOf(await channel.request({ type: 'submit' })),
    unmount: () => channel.close(),
  };
}
