import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEPS,
  CONTACT_VIEWS,
  type CheckoutCommand,
  type CheckoutEvent,
  type CheckoutState,
  DELIVERY_TYPES,
  INITIAL_CONTACT_VIEW,
  canGoToStep,
  checkShippingCode,
  checkoutDecider,
  checkoutRedirect,
  decide,
  deliveryTypeLabel,
  effectsOf,
  evolve,
  initialCheckout,
  isCheckoutStep,
  isDeliveryType,
  parsePaymentSession,
  paymentSessionCall,
  paymentSessionRequest,
  providerReturnAction,
  readCheckoutReturnQuery,
} from '../../src/domain/checkout';
import { TRANSACTION_DECLINED } from '../../src/domain/orders';
import { fold } from '../../src/domain/shared';
import { SHIPPING_METHOD_CODES, shippingCodesOf } from '../../src/domain/site';
import { lineItemsArb } from './arbitraries/cart';
import {
  checkoutCommandArb,
  countryArb,
  deliverySelectionArb,
  deliveryTypeArb,
  fraudTokenArb,
  malformedPaymentSessionArb,
  paymentSessionArb,
  returnQueryArb,
  shippingCodeArb,
  storeKeyArb,
} from './arbitraries/checkout';

/** Decides and folds; returns the new state and the events recorded (none when refused). */
const step = (state: CheckoutState, command: CheckoutCommand): { state: CheckoutState; events: readonly CheckoutEvent[] } => {
  const result = decide(state, command);
  return result.ok ? { state: result.value.reduce(evolve, state), events: result.value } : { state, events: [] };
};
const runAll = (commands: readonly CheckoutCommand[], from = initialCheckout()): CheckoutState =>
  commands.reduce((state, command) => step(state, command).state, from);

const codeOf = (country: 'AU' | 'NZ') => SHIPPING_METHOD_CODES[country].standard;
const session = JSON.stringify({ reference: 'ref-1', id: 'ps-1' });

/** A checkout at the payment step with home delivery for the given country. */
const atPayment = (country: 'AU' | 'NZ' = 'AU', storesPurchaseOrderNumber = ''): CheckoutState =>
  runAll([
    { type: 'recordContactDetailsSaved' },
    { type: 'changeDeliveryType', deliveryType: 'deliveryStore' },
    { type: 'selectShippingMethod', deliveryCode: codeOf(country), country },
    { type: 'setPurchaseOrderNumber', storesPurchaseOrderNumber },
    { type: 'recordPaymentSession', paymentSession: session },
  ]);

describe('checkout steps and sub-views', () => {
  it('numbers the steps as the spec does and starts on contact, new address', () => {
    expect(CHECKOUT_STEPS).toEqual({ Contact: 1, Delivery: 2, Payment: 3, Order: 4 });
    expect(CONTACT_VIEWS).toEqual(['Default', 'NewAddress', 'SavedAddress', 'EditAddress', 'VerifyAddress']);
    expect(INITIAL_CONTACT_VIEW).toBe('NewAddress');
    expect(initialCheckout()).toMatchObject({ step: 1, contactView: 'NewAddress', isDiscountCode: false, placeOrderVisible: true });
    expect([0, 1, 4, 5, '1'].map(isCheckoutStep)).toEqual([false, true, true, false, false]);
  });

  it('switching the contact sub-view records it once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTACT_VIEWS), (view) => {
        const { state, events } = step(initialCheckout(), { type: 'changeContactView', view });
        expect(state.contactView).toBe(view);
        expect(events).toHaveLength(view === INITIAL_CONTACT_VIEW ? 0 : 1);
      }),
    );
  });
});

describe('checkout step transitions', () => {
  it('saving contact details goes to step 2 and reloads the details for step 2', () => {
    const { state, events } = step(initialCheckout(), { type: 'recordContactDetailsSaved' });
    expect(state.step).toBe(2);
    expect(events.flatMap(effectsOf)).toEqual([{ type: 'reloadDetails', step: 2 }]);
    // Saving again on step 2 is no step change, so nothing to reload.
    expect(step(state, { type: 'recordContactDetailsSaved' }).events.flatMap(effectsOf)).toEqual([]);
  });

  it('obtaining a payment session goes to step 3 with the session parsed from its JSON', () => {
    fc.assert(
      fc.property(countryArb, paymentSessionArb, (country, parsed) => {
        const before = runAll([
          { type: 'recordContactDetailsSaved' },
          { type: 'changeDeliveryType', deliveryType: 'deliveryWarehouse' },
          { type: 'selectShippingMethod', deliveryCode: codeOf(country), country },
        ]);
        const { state, events } = step(before, { type: 'recordPaymentSession', paymentSession: JSON.stringify({ ...parsed, extra: 1 }) });
        expect(state.step).toBe(3);
        expect(state.paymentSession).toEqual(parsed);
        expect(events.flatMap(effectsOf)).toEqual([{ type: 'reloadDetails', step: 3 }]);
      }),
    );
  });

  it('refuses a malformed payment session with a typed error and stays where it was', () => {
    fc.assert(
      fc.property(malformedPaymentSessionArb, (raw) => {
        const before = runAll([
          { type: 'changeDeliveryType', deliveryType: 'clickCollect' },
          { type: 'selectStore', storeKey: 'store-1' },
        ]);
        expect(decide(before, { type: 'recordPaymentSession', paymentSession: raw })).toEqual({
          ok: false,
          error: { type: 'checkout/malformedPaymentSession', raw },
        });
        expect(parsePaymentSession(raw).ok).toBe(false);
      }),
    );
  });

  it('every step change, and only a step change, asks for the details of the new step', () => {
    fc.assert(
      fc.property(
        countryArb.chain((c) => fc.array(checkoutCommandArb(c), { maxLength: 40 })),
        (commands) => {
          let state = initialCheckout();
          for (const command of commands) {
            const next = step(state, command);
            const reloads = next.events.flatMap(effectsOf).filter((e) => e.type === 'reloadDetails');
            expect(reloads).toEqual(next.state.step === state.step ? [] : [{ type: 'reloadDetails', step: next.state.step }]);
            state = next.state;
          }
        },
      ),
    );
  });

  it('goes back to any earlier step it has unlocked and refuses steps outside 1..4 or not yet reached', () => {
    const state = atPayment();
    for (const target of [1, 2, 3] as const) {
      expect(canGoToStep(state, target)).toBe(true);
      expect(step(step(state, { type: 'goToStep', step: target }).state, { type: 'goToStep', step: 3 }).state.step).toBe(3);
    }
    expect(decide(state, { type: 'goToStep', step: 4 })).toEqual({ ok: false, error: { type: 'checkout/stepLocked', step: 4 } });
    expect(decide(initialCheckout(), { type: 'goToStep', step: 2 })).toEqual({ ok: false, error: { type: 'checkout/stepLocked', step: 2 } });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer().filter((n) => n < 1 || n > 4),
          fc.double({ noInteger: true }),
        ),
        (bad) => {
          expect(decide(state, { type: 'goToStep', step: bad })).toEqual({ ok: false, error: { type: 'checkout/invalidStep', step: bad } });
        },
      ),
    );
  });
});

describe('delivery', () => {
  it('a delivery type change records select_checkout_option with the option shown', () => {
    fc.assert(
      fc.property(deliveryTypeArb, (deliveryType) => {
        const { state, events } = step(initialCheckout(), { type: 'changeDeliveryType', deliveryType });
        expect(state.deliveryType).toBe(deliveryType);
        expect(events.flatMap(effectsOf)).toEqual([
          { type: 'recordAnalytics', name: 'select_checkout_option', option: deliveryTypeLabel(deliveryType), deliveryType },
        ]);
        expect(step(state, { type: 'changeDeliveryType', deliveryType }).events).toEqual([]);
      }),
    );
  });

  it('shows delivery and warehouse types as "Delivery" and any other type as "Click and Collect"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('deliveryStore', 'deliveryWarehouse', 'DELIVERY', 'WAREHOUSE', 'clickCollect')), (type) => {
        const delivery = ['deliveryStore', 'deliveryWarehouse', 'DELIVERY', 'WAREHOUSE'].includes(type);
        expect(deliveryTypeLabel(type)).toBe(delivery ? 'Delivery' : 'Click and Collect');
      }),
    );
    expect(deliveryTypeLabel(undefined)).toBe('Click and Collect');
    expect(Object.values(DELIVERY_TYPES)).toEqual(['deliveryStore', 'clickCollect', 'deliveryWarehouse']);
    expect([isDeliveryType('clickCollect'), isDeliveryType('DELIVERY')]).toEqual([true, false]);
  });

  it("accepts only the shipping codes of the site's country", () => {
    fc.assert(
      fc.property(
        countryArb,
        shippingCodeArb,
        fc.constantFrom<'deliveryStore' | 'deliveryWarehouse'>('deliveryStore', 'deliveryWarehouse'),
        (country, code, type) => {
          const before = runAll([{ type: 'changeDeliveryType', deliveryType: type }]);
          const result = decide(before, { type: 'selectShippingMethod', deliveryCode: code, country });
          const own = (shippingCodesOf(country) as string[]).includes(code);
          expect(result.ok).toBe(own);
          expect(checkShippingCode(code, country).ok).toBe(own);
          if (!own) expect(result).toEqual({ ok: false, error: { type: 'checkout/shippingCodeOfOtherCountry', code, country } });
        },
      ),
    );
    expect(checkShippingCode('FAST', 'AU')).toEqual({ ok: false, error: { type: 'checkout/unknownShippingCode', code: 'FAST' } });
  });

  it('click-and-collect takes no shipping method and needs a store key before a payment session', () => {
    fc.assert(
      fc.property(storeKeyArb, fc.string({ maxLength: 8 }), (storeKey, po) => {
        const cc = runAll([{ type: 'changeDeliveryType', deliveryType: 'clickCollect' }]);
        expect(decide(cc, { type: 'selectShippingMethod', deliveryCode: 'JAU_STD', country: 'AU' })).toEqual({
          ok: false,
          error: { type: 'checkout/shippingNotApplicable', deliveryType: 'clickCollect' },
        });
        expect(decide(cc, { type: 'recordPaymentSession', paymentSession: session })).toEqual({
          ok: false,
          error: { type: 'checkout/storeKeyMissing' },
        });
        const withStore = runAll(
          [
            { type: 'selectStore', storeKey },
            { type: 'setPurchaseOrderNumber', storesPurchaseOrderNumber: po },
          ],
          cc,
        );
        expect(paymentSessionRequest(withStore)).toEqual({ ok: true, value: { storeKey, storesPurchaseOrderNumber: po.trim() } });
        expect(decide(cc, { type: 'selectStore', storeKey: '  ' })).toEqual({ ok: false, error: { type: 'checkout/emptyStoreKey' } });
      }),
    );
  });

  it('home delivery needs a shipping method before a payment session, and any delivery type at all', () => {
    expect(paymentSessionRequest(initialCheckout())).toEqual({ ok: false, error: { type: 'checkout/deliveryTypeMissing' } });
    expect(decide(initialCheckout(), { type: 'selectShippingMethod', deliveryCode: 'JAU_STD', country: 'AU' }).ok).toBe(false);
    const home = runAll([{ type: 'changeDeliveryType', deliveryType: 'deliveryStore' }]);
    expect(paymentSessionRequest(home)).toEqual({ ok: false, error: { type: 'checkout/deliveryCodeMissing' } });
  });

  it('delivery is locked from the payment step on, and going back to step 2 unlocks it and drops the stale session', () => {
    const state = atPayment();
    for (const command of [
      { type: 'changeDeliveryType', deliveryType: 'clickCollect' },
      { type: 'selectShippingMethod', deliveryCode: 'JAU_EXP', country: 'AU' },
      { type: 'selectStore', storeKey: 'store-2' },
      { type: 'setPurchaseOrderNumber', storesPurchaseOrderNumber: 'PO9' },
    ] as const) {
      expect(decide(state, command)).toEqual({ ok: false, error: { type: 'checkout/deliveryLocked' } });
      const back = runAll([{ type: 'goToStep', step: 2 }, command], state);
      expect(back.paymentSession).toBeNull();
      expect(canGoToStep(back, 3)).toBe(false);
    }
  });
});

describe('discount code flag', () => {
  it('is set when a code applies and cleared when one is removed or fails to apply', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,8}$/), (code) => {
        const applied = step(initialCheckout(), { type: 'recordDiscountApplied', discountCode: code }).state;
        expect(applied).toMatchObject({ isDiscountCode: true, discountCode: code });
        expect(step(applied, { type: 'recordDiscountRemoved' }).state).toMatchObject({ isDiscountCode: false, discountCode: null });
        expect(step(applied, { type: 'recordDiscountFailed', discountCode: 'OTHER', message: 'Invalid' }).state.isDiscountCode).toBe(false);
      }),
    );
    expect(decide(initialCheckout(), { type: 'recordDiscountApplied', discountCode: ' ' })).toEqual({
      ok: false,
      error: { type: 'checkout/emptyDiscountCode' },
    });
  });
});

describe('payment attempts', () => {
  it('hides the place-order button during an attempt and shows it again whatever the result', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.string(), { nil: undefined }), (succeeded, message) => {
        const started = step(atPayment(), { type: 'startPaymentAttempt' }).state;
        expect(started.placeOrderVisible).toBe(false);
        expect(decide(started, { type: 'startPaymentAttempt' })).toEqual({ ok: false, error: { type: 'checkout/paymentAttemptInProgress' } });
        expect(decide(started, { type: 'goToStep', step: 2 })).toEqual({ ok: false, error: { type: 'checkout/paymentAttemptInProgress' } });
        const finished = step(started, { type: 'finishPaymentAttempt', succeeded, ...(message !== undefined && { message }) }).state;
        expect(finished.placeOrderVisible).toBe(true);
      }),
    );
    expect(decide(initialCheckout(), { type: 'startPaymentAttempt' })).toEqual({ ok: false, error: { type: 'checkout/notAtPaymentStep' } });
    expect(decide(atPayment(), { type: 'finishPaymentAttempt', succeeded: true })).toEqual({
      ok: false,
      error: { type: 'checkout/noPaymentAttempt' },
    });
  });

  it('"Transaction declined" rebuilds the payment step (next id) and asks for a new session with the same delivery, store and PO', () => {
    const collectAtPayment = (storeKey: string, po: string): CheckoutState =>
      runAll([
        { type: 'recordContactDetailsSaved' },
        { type: 'changeDeliveryType', deliveryType: 'clickCollect' },
        { type: 'selectStore', storeKey },
        { type: 'setPurchaseOrderNumber', storesPurchaseOrderNumber: po },
        { type: 'recordPaymentSession', paymentSession: session },
      ]);
    fc.assert(
      fc.property(
        countryArb,
        storeKeyArb,
        fc.boolean(),
        fc.stringMatching(/^PO[0-9]{0,4}$/),
        fc.integer({ min: 1, max: 4 }),
        (country, storeKey, collect, po, times) => {
          let state = collect ? collectAtPayment(storeKey, po) : atPayment(country, po);
          const request = collect ? { storeKey, storesPurchaseOrderNumber: po } : { deliveryCode: codeOf(country), storesPurchaseOrderNumber: po };
          for (let attempt = 1; attempt <= times; attempt++) {
            state = step(state, { type: 'startPaymentAttempt' }).state;
            const { state: next, events } = step(state, { type: 'finishPaymentAttempt', succeeded: false, message: TRANSACTION_DECLINED });
            expect(next.paymentStepId).toBe(state.paymentStepId + 1);
            expect(next.paymentStepId).toBe(attempt);
            expect(events.flatMap(effectsOf)).toEqual([{ type: 'requestPaymentSession', request }]);
            state = step(next, { type: 'recordPaymentSession', paymentSession: session }).state;
            expect(state.step).toBe(3);
          }
        },
      ),
    );
    const other = step(step(atPayment(), { type: 'startPaymentAttempt' }).state, {
      type: 'finishPaymentAttempt',
      succeeded: false,
      message: 'Refused',
    });
    expect(other.state.paymentStepId).toBe(0);
    expect(other.events.flatMap(effectsOf)).toEqual([]);
  });

  it('the order placed moves the checkout to step 4 and closes it to further changes', () => {
    const placed = {
      type: 'orders/orderPlaced',
      data: { orderNumber: '100234', fulfilment: 'homeDelivery', origin: 'online', at: '2026-11-27T00:00:00.000Z', purchase: null },
    } as const;
    const state = evolve(atPayment(), placed);
    expect(state).toMatchObject({ step: 4, orderNumber: '100234' });
    expect(decide(state, { type: 'recordDiscountRemoved' })).toEqual({ ok: false, error: { type: 'checkout/orderAlreadyPlaced' } });
  });
});

describe('returning from a payment provider', () => {
  it('creates the buy-now-pay-later order with all three references, else resumes the drop-in at step 3, else nothing', () => {
    fc.assert(
      fc.property(returnQueryArb, fc.boolean(), (query, dropIn) => {
        const action = providerReturnAction(query, dropIn);
        const { gatewayReference, merchantReference, transactionReference, sessionId, redirectResult } = query;
        if (gatewayReference && merchantReference && transactionReference) {
          expect(action).toEqual({ kind: 'createBnplOrder', gatewayReference, merchantReference, transactionReference });
        } else if ((sessionId || transactionReference) && dropIn) {
          expect(action).toEqual({ kind: 'resumeDropIn', step: 3, sessionId, redirectResult });
        } else {
          expect(action).toEqual({ kind: 'none' });
        }
      }),
    );
  });

  it('reads the query from URL search params, an empty value counting as absent', () => {
    fc.assert(
      fc.property(returnQueryArb, (query) => {
        const params = new URLSearchParams({ ...query, reference: '', other: 'x' });
        const { reference: _ignored, ...expected } = query;
        expect(readCheckoutReturnQuery(params)).toEqual(expected);
      }),
    );
  });
});

describe('redirect to /', () => {
  it('happens when the checkout details fail to load or the cart has no line items', () => {
    fc.assert(
      fc.property(lineItemsArb('AUD'), fc.boolean(), (lineItems, loaded) => {
        const details = loaded ? { ok: true as const, value: { cartSummary: { lineItems } } } : { ok: false as const, error: 'boom' };
        expect(checkoutRedirect(details)).toBe(!loaded || lineItems.length === 0 ? '/' : null);
      }),
    );
  });
});

describe('payment session', () => {
  it('reads back reference and id from the JSON string the server sends, ignoring other fields', () => {
    fc.assert(
      fc.property(paymentSessionArb, fc.jsonValue(), (parsed, extra) => {
        expect(parsePaymentSession(JSON.stringify({ ...parsed, extra }))).toEqual({ ok: true, value: parsed });
      }),
    );
  });

  it('refuses any other JSON: a session needs a non-empty string reference and id', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
        const filled = (field: unknown) => typeof field === 'string' && field.trim() !== '';
        const raw = JSON.stringify(value);
        const result = parsePaymentSession(raw);
        expect(result.ok).toBe(filled(fields.reference) && filled(fields.id));
        if (!result.ok) expect(result.error).toEqual({ type: 'checkout/malformedPaymentSession', raw });
      }),
    );
  });

  it('is asked for by delivery code, or by store key for click-and-collect, with the fraud token in the query and the PO number in the body', () => {
    fc.assert(
      fc.property(deliverySelectionArb, fraudTokenArb, (selection, token) => {
        const request = paymentSessionRequest(selection);
        if (!request.ok) return;
        const call = paymentSessionCall(request.value, token);
        const where = selection.deliveryType === 'clickCollect' ? { storeKey: selection.storeKey } : { deliveryCode: selection.deliveryCode };
        expect(call).toEqual({ query: { ...where, forterToken: token }, body: { storesPurchaseOrderNumber: selection.storesPurchaseOrderNumber } });
      }),
    );
  });
});

describe('checkout decider', () => {
  it('folding its events rebuilds the same state', () => {
    fc.assert(
      fc.property(
        countryArb.chain((c) => fc.array(checkoutCommandArb(c), { maxLength: 40 })),
        (commands) => {
          const events: CheckoutEvent[] = [];
          let state = initialCheckout();
          for (const command of commands) {
            const next = step(state, command);
            events.push(...next.events);
            state = next.state;
          }
          expect(fold(checkoutDecider, events)).toEqual(state);
        },
      ),
    );
  });

  it('an unknown command, event or step is a programming error, refused loudly', () => {
    expect(() => decide(initialCheckout(), { type: 'payNow' } as never)).toThrow('Unhandled case');
    expect(() => evolve(initialCheckout(), { type: 'checkout/paid' } as never)).toThrow('Unhandled case');
    expect(() => effectsOf({ type: 'checkout/paid' } as never)).toThrow('Unhandled case');
    expect(() => canGoToStep(initialCheckout(), 5 as never)).toThrow('Unhandled case');
  });

  describe('model-based', () => {
    /** The model: which step, whether a session and a discount code are held, how often the payment step was rebuilt. */
    type Model = { step: number; flag: boolean; hasSession: boolean; stepId: number };
    type Real = { state: CheckoutState; country: 'AU' | 'NZ' };

    const invariants = (real: Real) => {
      const { state } = real;
      expect([1, 2, 3, 4]).toContain(state.step);
      if (state.step === 3) expect(state.paymentSession).not.toBeNull();
      if (state.deliveryCode !== null) expect(shippingCodesOf(real.country)).toContain(state.deliveryCode);
      if (!state.placeOrderVisible) expect(state.step).toBe(3);
      // A session held was asked for with the delivery still selected.
      if (state.paymentSession !== null) expect(paymentSessionRequest(state)).toEqual({ ok: true, value: state.paymentRequest });
    };

    class Send implements fc.Command<Model, Real> {
      constructor(readonly command: CheckoutCommand) {}
      check = () => true;
      run(model: Model, real: Real): void {
        const before = real.state;
        const result = decide(before, this.command);
        const command = this.command;
        switch (command.type) {
          case 'recordDiscountApplied':
            model.flag = true;
            break;
          case 'recordDiscountFailed':
          case 'recordDiscountRemoved':
            model.flag = false;
            break;
          case 'recordContactDetailsSaved':
            model.step = 2;
            break;
          case 'goToStep':
            if (result.ok) model.step = command.step;
            break;
          case 'recordPaymentSession':
            if (result.ok) Object.assign(model, { step: 3, hasSession: true });
            break;
          case 'changeDeliveryType':
          case 'selectShippingMethod':
          case 'selectStore':
          case 'setPurchaseOrderNumber':
            if (before.step >= 3) expect(result).toEqual({ ok: false, error: { type: 'checkout/deliveryLocked' } });
            if (result.ok && result.value.length > 0) model.hasSession = false;
            break;
          case 'finishPaymentAttempt':
            if (result.ok && !command.succeeded && command.message === TRANSACTION_DECLINED) model.stepId += 1;
            break;
          default:
            break;
        }
        if (result.ok) real.state = result.value.reduce(evolve, before);
        expect(real.state.step).toBe(model.step);
        expect(real.state.isDiscountCode).toBe(model.flag);
        expect(real.state.paymentSession !== null).toBe(model.hasSession);
        expect(real.state.paymentStepId).toBe(model.stepId);
        if (command.type === 'finishPaymentAttempt' && result.ok) expect(real.state.placeOrderVisible).toBe(true);
        invariants(real);
      }
      toString = () => JSON.stringify(this.command);
    }

    it('keeps its invariants under any sequence of shopper and server events', () => {
      fc.assert(
        fc.property(
          countryArb.chain((country) =>
            fc.tuple(fc.constant(country), fc.commands([checkoutCommandArb(country).map((c) => new Send(c))], { maxCommands: 60 })),
          ),
          ([country, commands]) => {
            fc.modelRun(
              () => ({ model: { step: 1, flag: false, hasSession: false, stepId: 0 }, real: { state: initialCheckout(), country } }),
              commands,
            );
          },
        ),
        { numRuns: 150 },
      );
    });
  });
});
