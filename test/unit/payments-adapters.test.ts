import { describe, expect, it } from 'vitest';
import { type FrameHostWindow, type FrameMessageEvent, createPaymentProviders } from '../../src/adapters/payments';
import type { CardPaymentResult, PayFormSubmission } from '../../src/application/ports/payment-providers';

const ORIGIN = 'http://jrau.localhost:8080';

/** The provider page inside the iframe: records what the shop asked, answers as the test tells it. */
class FakeFramePage {
  readonly received: Array<{ message: any; targetOrigin: string }> = [];
  constructor(
    private readonly host: FakeWindow,
    private readonly channel: string,
  ) {}
  postMessage(message: unknown, targetOrigin: string) {
    this.received.push({ message, targetOrigin });
  }
  /** The page posts to its parent. */
  tell(data: Record<string, unknown>, from: Partial<FrameMessageEvent> = {}) {
    this.host.dispatch({ origin: ORIGIN, source: this, data: { channel: this.channel, ...data }, ...from });
  }
  lastRequestId(): string {
    return this.received.at(-1)?.message.requestId;
  }
}

class FakeFrame {
  src = '';
  title = '';
  readonly style: Record<string, string> = {};
  readonly attributes: Record<string, string> = {};
  removed = false;
  constructor(readonly contentWindow: FakeFramePage) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  remove() {
    this.removed = true;
  }
}

/** The shop's window: message listeners and timers the test fires by hand. */
class FakeWindow implements FrameHostWindow {
  readonly location = { origin: ORIGIN };
  readonly listeners = new Set<(event: FrameMessageEvent) => void>();
  readonly timers = new Map<number, () => void>();
  private nextTimer = 0;
  addEventListener(_type: 'message', listener: (event: FrameMessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: FrameMessageEvent) => void) {
    this.listeners.delete(listener);
  }
  setTimeout(handler: () => void) {
    this.timers.set(++this.nextTimer, handler);
    return this.nextTimer;
  }
  clearTimeout(id: unknown) {
    this.timers.delete(id as number);
  }
  dispatch(event: FrameMessageEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }
}

function setUp(channel: string) {
  const host = new FakeWindow();
  const page = new FakeFramePage(host, channel);
  const frame = new FakeFrame(page);
  const children: unknown[] = [];
  const target = {
    ownerDocument: { createElement: (tag: string) => (tag === 'iframe' ? frame : undefined) },
    replaceChildren: (...nodes: unknown[]) => children.splice(0, children.length, ...nodes),
  } as unknown as HTMLElement;
  const providers = createPaymentProviders({ window: host, fetch: async () => ({ ok: true, json: async () => ({ token: 'ftr_x' }) }) });
  return { host, page, frame, target, children, providers };
}

async function mountedDropIn(options: { onValidityChange?: (v: boolean) => void; onSubmission?: (s: CardPaymentResult) => void } = {}) {
  const env = setUp('adyen-drop-in');
  const mounting = env.providers.mountCardPayment(
    env.target,
    { id: 'ses_abc12345', sessionData: 'sd_secret123' },
    { brands: ['visa', 'mastercard'], form: { holderName: { shown: true, required: true }, billingAddressRequired: false }, ...options },
  );
  env.page.tell({ type: 'ready' });
  return { ...env, dropIn: await mounting };
}

describe('the card drop-in adapter', () => {
  it('frames the provider page for the session inside the shop element, once the page is ready', async () => {
    const { frame, children, host } = await mountedDropIn();
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${ORIGIN}/sandbox/adyen/drop-in`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      sessionId: 'ses_abc12345',
      sessionData: 'sd_secret123',
      brands: 'visa,mastercard',
      hasHolderName: 'true',
      holderNameRequired: 'true',
      billingAddressRequired: 'false',
    });
    expect(frame.title).toBe('Card payment');
    expect(children).toEqual([frame]);
    expect(host.timers.size).toBe(0);
  });

  it('follows the valid flag, telling the shop only when it changes', async () => {
    const seen: boolean[] = [];
    const { page, dropIn } = await mountedDropIn({ onValidityChange: (v) => seen.push(v) });
    expect(dropIn.isValid()).toBe(false);
    page.tell({ type: 'valid', valid: true });
    page.tell({ type: 'valid', valid: true });
    expect(dropIn.isValid()).toBe(true);
    page.tell({ type: 'valid', valid: false });
    expect(seen).toEqual([true, false]);
  });

  it('ignores messages from another window, origin or channel', async () => {
    const seen: boolean[] = [];
    const { page, dropIn } = await mountedDropIn({ onValidityChange: (v) => seen.push(v) });
    page.tell({ type: 'valid', valid: true }, { origin: 'http://evil.example' });
    page.tell({ type: 'valid', valid: true }, { source: {} });
    page.tell({ type: 'valid', valid: true, channel: 'tyro-pay-form' });
    expect(seen).toEqual([]);
    expect(dropIn.isValid()).toBe(false);
  });

  it.each<[string, unknown, CardPaymentResult]>([
    ['authorised', { resultCode: 'Authorised', merchantReference: 'JAU-1-1' }, { kind: 'completed', resultCode: 'Authorised', reference: 'JAU-1-1' }],
    [
      'refused',
      { resultCode: 'Refused', refusalReason: 'Transaction declined', merchantReference: 'JAU-1-1' },
      { kind: 'completed', resultCode: 'Refused', reference: 'JAU-1-1', refusalReason: 'Transaction declined' },
    ],
    [
      'a 3-D Secure redirect',
      { action: { type: 'redirect', url: `${ORIGIN}/sandbox/adyen/challenge?challengeId=chl_1` } },
      { kind: 'redirect', url: `${ORIGIN}/sandbox/adyen/challenge?challengeId=chl_1` },
    ],
    ['an incomplete form', { invalid: true }, { kind: 'invalid' }],
    ['an error', { error: { name: 'NETWORK_ERROR', message: 'offline' } }, { kind: 'error', name: 'NETWORK_ERROR', message: 'offline' }],
    ['nonsense', { resultCode: 7 }, { kind: 'error', name: 'ERROR', message: 'The card form answered something unexpected' }],
  ])('asks the page to submit and answers %s', async (_what, result, expected) => {
    const { page, dropIn } = await mountedDropIn();
    const submitting = dropIn.submit();
    expect(page.received.at(-1)).toEqual({
      message: { type: 'submit', channel: 'adyen-drop-in', requestId: expect.any(String) },
      targetOrigin: ORIGIN,
    });
    page.tell({ type: 'result', requestId: 'someone-else', result: { invalid: true } });
    page.tell({ type: 'result', requestId: page.lastRequestId(), result });
    expect(await submitting).toEqual(expected);
  });

  it('hands the redirectResult to the page after the return from 3-D Secure', async () => {
    const { page, dropIn } = await mountedDropIn();
    const finishing = dropIn.resume('rr_result123');
    expect(page.received.at(-1)?.message).toMatchObject({ type: 'details', redirectResult: 'rr_result123' });
    page.tell({ type: 'result', requestId: page.lastRequestId(), result: { resultCode: 'Authorised', merchantReference: 'JAU-2-1' } });
    expect(await finishing).toMatchObject({ kind: 'completed', resultCode: 'Authorised' });
  });

  it('tells the shop of wallet payments and cancellations the shopper starts inside the drop-in', async () => {
    const seen: CardPaymentResult[] = [];
    const { page } = await mountedDropIn({ onSubmission: (s) => seen.push(s) });
    page.tell({ type: 'result', result: { resultCode: 'Authorised', merchantReference: 'JAU-3-1' } });
    page.tell({ type: 'result', result: { error: { name: 'CANCEL', message: 'The wallet payment was cancelled' } } });
    expect(seen).toEqual([
      { kind: 'completed', resultCode: 'Authorised', reference: 'JAU-3-1' },
      { kind: 'error', name: 'CANCEL', message: 'The wallet payment was cancelled' },
    ]);
  });

  it('sizes the frame to the page', async () => {
    const { page, frame } = await mountedDropIn();
    page.tell({ type: 'resize', height: 311.4 });
    expect(frame.style.height).toBe('312px');
  });

  it('on unmount removes the frame, stops listening and ends a pending submit', async () => {
    const { host, frame, dropIn } = await mountedDropIn();
    const submitting = dropIn.submit();
    dropIn.unmount();
    expect(frame.removed).toBe(true);
    expect(host.listeners.size).toBe(0);
    expect(await submitting).toEqual({ kind: 'error', name: 'UNMOUNTED', message: 'The card form was closed' });
  });

  it('gives up when the page never says it is ready', async () => {
    const { host, frame, target, providers } = setUp('adyen-drop-in');
    const mounting = providers.mountCardPayment(target, { id: 'ses_abc12345' }, { brands: [] });
    expect(new URL(frame.src).searchParams.has('sessionData')).toBe(false);
    for (const fire of host.timers.values()) fire();
    await expect(mounting).rejects.toThrow('Card payment did not load');
    expect(frame.removed).toBe(true);
    expect(host.listeners.size).toBe(0);
  });
});

describe('the pay form adapter', () => {
  async function mountedPayForm(onSubmission?: (s: PayFormSubmission) => void) {
    const env = setUp('tyro-pay-form');
    const mounting = env.providers.mountPayForm(env.target, 'sec_paysecret1', { ...(onSubmission && { onSubmission }) });
    env.page.tell({ type: 'ready' });
    return { ...env, payForm: await mounting };
  }

  it('frames the pay form for the pay secret and answers SUCCESS with the payId and save choice', async () => {
    const { frame, page, payForm } = await mountedPayForm();
    expect(frame.src).toBe(`${ORIGIN}/sandbox/tyro/pay-form?paySecret=sec_paysecret1`);
    const submitting = payForm.submit();
    page.tell({ type: 'result', requestId: page.lastRequestId(), result: { status: 'SUCCESS', payId: 'pay_1', save: true } });
    expect(await submitting).toEqual({ status: 'SUCCESS', payId: 'pay_1', save: true });
  });

  it('answers CLIENT_VALIDATION_ERROR without an errorCode for bad fields', async () => {
    const { page, payForm } = await mountedPayForm();
    const submitting = payForm.submit();
    page.tell({ type: 'result', requestId: page.lastRequestId(), result: { type: 'CLIENT_VALIDATION_ERROR', message: 'Enter a valid card number' } });
    expect(await submitting).toEqual({ type: 'CLIENT_VALIDATION_ERROR', message: 'Enter a valid card number' });
  });

  it('tells the shop of wallet payments and cancellations started inside the form', async () => {
    const seen: PayFormSubmission[] = [];
    const { page } = await mountedPayForm((s) => seen.push(s));
    page.tell({ type: 'result', result: { status: 'FAILED', gatewayCode: 'CANCELLED', payId: 'pay_2', save: false } });
    expect(seen).toEqual([{ status: 'FAILED', gatewayCode: 'CANCELLED', payId: 'pay_2', save: false }]);
  });
});

describe('the hosted payment page', () => {
  const answer = (payload: Record<string, unknown>, signature = 'c2lnbmF0dXJl') =>
    `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;

  it('reads the provider’s answer the shopper came back with into the port’s result', async () => {
    const { hostedPageResult } = await import('../../src/adapters/payments');
    expect(hostedPageResult(answer({ session: 'hpp_1', reference: 'JAU-7KQ2MX9A-2', resultCode: 'Authorised', issuedAt: 1 }))).toEqual({
      kind: 'completed',
      resultCode: 'Authorised',
      reference: 'JAU-7KQ2MX9A-2',
    });
    expect(hostedPageResult(answer({ reference: 'JAU-7KQ2MX9A-2', resultCode: 'Refused', refusalReason: 'Transaction declined' }))).toEqual({
      kind: 'completed',
      resultCode: 'Refused',
      reference: 'JAU-7KQ2MX9A-2',
      refusalReason: 'Transaction declined',
    });
  });

  it('says plainly when the answer cannot be read, never throws', async () => {
    const { hostedPageResult } = await import('../../src/adapters/payments');
    for (const broken of [
      '',
      'not-base64',
      `${Buffer.from('[]').toString('base64url')}.sig`,
      answer({ resultCode: 'Authorised' }),
      answer({ reference: 'x' }).split('.')[0]!,
    ])
      expect(hostedPageResult(broken)).toEqual({ kind: 'error', name: 'ERROR', message: 'The payment page’s answer could not be read' });
  });
});
