import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardPaymentResult } from '../../src/application/ports/payment-providers';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';

/**
 * Model-based: checkout driven through steps, delivery changes, discount codes and payment results
 * (authorised, declined, 423 then ok, cancelled) over the test container, checking after every command
 * that the rules of spec §4 (cart, checkout steps, order completion, drop-in errors) hold.
 */

async function real() {
  const { container, fakes } = createTestContainer({ path: '/checkout' });
  await resolve(container, TOKENS.SessionUseCases).loadSession();
  await resolve(container, TOKENS.CartUseCases).addToCart({ sku: 'AB1234', quantity: 2 });
  const checkout = resolve(container, TOKENS.CheckoutUseCases);
  await checkout.start();
  return {
    fakes,
    checkout,
    view: resolve(container, TOKENS.CheckoutView),
    cart: resolve(container, TOKENS.CartView),
    toasts: resolve(container, TOKENS.ToastsView),
  };
}
type Real = Awaited<ReturnType<typeof real>>;

interface Model {
  contactSaved: boolean;
  atPayment: boolean;
  ordered: boolean;
  /** Spec §4 Cart: frozen from the payment session on, until a payment failure or a drop-in error unfreezes it. */
  frozen: boolean;
  /** Toasts expected so far, by id. */
  toasts: string[];
}

/** The rules of §4 that must hold whatever was done. */
function checkRules(m: Model, r: Real) {
  const state = r.view.getSnapshot();
  // The place-order button is shown again after every payment attempt.
  expect(state.placeOrderVisible).toBe(true);
  // Step 2 needs saved contact details, step 3 a payment session.
  if (state.step >= 2 && !m.ordered) expect(state.contactDetailsSaved).toBe(true);
  if (state.step === 3) expect(state.paymentSession).not.toBeNull();
  // The cart is frozen exactly while a payment attempt can run, and cleared once ordered.
  if (m.ordered) {
    expect(r.cart.getSnapshot()).toEqual({ cart: null, frozen: false });
    expect(r.fakes.navigation.path).toMatch(/^\/checkout\/JAU\d+$/);
  } else {
    expect(r.cart.getSnapshot().frozen).toBe(m.frozen);
    if (state.step === 3) expect(m.frozen).toBe(true);
  }
  // Never more than one order; each toast is the one the rule calls for.
  expect(r.fakes.bff.orderStore.orders.length).toBe(m.ordered ? 1 : 0);
  expect(
    r.toasts
      .getSnapshot()
      .toasts.map((t) => t.id)
      .sort(),
  ).toEqual([...new Set(m.toasts)].sort());
  expect(state.step === 3).toBe(m.atPayment && !m.ordered);
}

type Cmd = fc.AsyncCommand<Model, Real>;

const command = (name: string, check: (m: Model) => boolean, run: (m: Model, r: Real) => Promise<void>): Cmd => ({
  check,
  run: async (m, r) => {
    await run(m, r);
    checkRules(m, r);
  },
  toString: () => name,
});

const saveContact = command(
  'saveContact',
  (m) => !m.ordered && !m.atPayment,
  async (m, r) => {
    const address = { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' as const };
    expect(
      (await r.checkout.saveContactDetails({ email: 'sam@example.com', firstName: 'Sam', lastName: 'Maker', phone: '0400000000', address })).ok,
    ).toBe(true);
    m.contactSaved = true;
  },
);

const changeDelivery = (type: 'deliveryStore' | 'clickCollect' | 'deliveryWarehouse') =>
  command(
    `changeDelivery(${type})`,
    (m) => m.contactSaved && !m.atPayment && !m.ordered,
    async (_m, r) => {
      expect((await r.checkout.changeDeliveryType(type, type === 'clickCollect' ? 'sydney-cbd' : undefined)).ok).toBe(true);
    },
  );

const selectShipping = (code: string) =>
  command(
    `selectShipping(${code})`,
    (m) => m.contactSaved && !m.atPayment && !m.ordered,
    async (_m, r) => {
      await r.checkout.selectShippingMethod(code);
    },
  );

const discount = (code: string) =>
  command(
    `discount(${code})`,
    (m) => !m.ordered,
    async (m, r) => {
      const applied = await r.checkout.applyDiscountCode(code);
      // Spec §4: the flag is cleared when applying fails.
      expect(r.view.getSnapshot().isDiscountCode).toBe(applied.ok);
      if (!applied.ok) m.toasts.push('discount-code-failed');
    },
  );

const toPayment = command(
  'continueToPayment',
  (m) => m.contactSaved && !m.atPayment && !m.ordered,
  async (m, r) => {
    const moved = await r.checkout.continueToPayment('');
    m.atPayment = moved.ok;
    m.frozen ||= moved.ok;
    if (moved.ok) await r.checkout.mountCardPayment({} as HTMLElement);
  },
);

/** Straight to the payment step from wherever checkout is, so payment results are reached often. */
const fastForward = command(
  'fastForward',
  (m) => !m.atPayment && !m.ordered,
  async (m, r) => {
    if (!m.contactSaved) await saveContact.run(m, r);
    await r.checkout.changeDeliveryType('deliveryStore');
    await r.checkout.selectShippingMethod('JAU_STD');
    await toPayment.run(m, r);
    expect(m.atPayment).toBe(true);
  },
);

const back = command(
  'backToDelivery',
  (m) => m.atPayment && !m.ordered,
  async (m, r) => {
    expect((await r.checkout.goToStep(2)).ok).toBe(true);
    await r.checkout.changeDeliveryType('deliveryStore');
    m.atPayment = false;
  },
);

const pay = (answer: 'Authorised' | 'declined' | 'locked' | 'cancelled' | 'error') =>
  command(
    `pay(${answer})`,
    (m) => m.atPayment && !m.ordered,
    async (m, r) => {
      const reference = r.view.getSnapshot().paymentSession!.reference;
      const queued: Record<string, CardPaymentResult> = {
        declined: { kind: 'completed', resultCode: 'Refused', reference, refusalReason: 'Transaction declined' },
        cancelled: { kind: 'error', name: 'CANCEL', message: '' },
        error: { kind: 'error', name: 'NETWORK_ERROR', message: 'unreachable' },
      };
      if (queued[answer]) r.fakes.payments.dropInAnswers.push(queued[answer]!);
      if (answer === 'locked') r.fakes.bff.orderStore.script.push('locked', 'locked');
      const paying = r.checkout.submitCardPayment();
      for (let i = 0; i < 8; i++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        r.fakes.timer.advance(5000);
      }
      await paying;
      if (answer === 'Authorised' || answer === 'locked') m.ordered = true;
      if (answer === 'declined') m.toasts.push('adyen-checkout-failed');
      if (answer === 'error') {
        m.toasts.push('adyen-checkout-error');
        m.atPayment = false;
        m.frozen = false;
      }
    },
  );

const commands = [
  fc.constant(saveContact),
  fc.constantFrom('deliveryStore', 'clickCollect', 'deliveryWarehouse').map(changeDelivery),
  fc.constantFrom('JAU_STD', 'JAU_EXP', 'JNZ_STD', 'JAU_NTD').map(selectShipping),
  fc.constantFrom('MAKER10', 'NOPE', 'BIG50').map(discount),
  fc.constant(toPayment),
  fc.constant(fastForward),
  fc.constant(back),
  fc.constantFrom('Authorised', 'declined', 'locked', 'cancelled', 'error').map(pay),
];

describe('checkout flow (model-based)', () => {
  it('never reaches a state the rules of section 4 forbid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25, size: 'large' }), async (cmds) => {
        const r = await real();
        await fc.asyncModelRun(
          () => ({ model: { contactSaved: false, atPayment: false, ordered: false, frozen: false, toasts: [] }, real: r }),
          cmds,
        );
      }),
      { numRuns: 200 },
    );
  });
});
