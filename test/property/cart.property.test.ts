import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cart,
  type CartCommand,
  type CartEvent,
  type CartState,
  type DesiredQuantity,
  canChangeLines,
  cartDecider,
  cartDetailsQuery,
  cartTotals,
  decide,
  effectiveLineTotal,
  effectiveUnitPrice,
  decideCart,
  evolve,
  initialCartState,
  joinListProductIds,
  joinProductIds,
  lineSavings,
  lineUpdateItems,
  regularUnitPrice,
  shouldRemoveDiscountCode,
} from '../../src/domain/cart';
import { fold } from '../../src/domain/shared';
import { cartArb, cartCommandArb, currencyArb, lineItemArb, lineItemsArb, lookupContextArb } from './arbitraries/cart';
import { quantityArb, skuArb } from './arbitraries/common';

const run = (state: CartState, command: CartCommand): CartState => {
  const result = decide(state, command);
  return result.ok ? result.value.reduce(evolve, state) : state;
};

const loaded = (cart: Cart, frozen = false): CartState => ({ cart, frozen });

/** A cart whose lines have the ids the command arbitrary names, so line changes find them. */
const cartWithKnownLinesArb = cartArb('AUD').map((cart) => ({
  ...cart,
  lineItems: cart.lineItems.slice(0, 2).map((line, i) => ({ ...line, id: i === 0 ? 'line-a' : 'line-b' })),
}));

describe('cart totals', () => {
  it('counts every unit, charges the effective line totals and saves the difference from the regular totals', () => {
    fc.assert(
      fc.property(
        currencyArb.chain((currency) => fc.tuple(fc.constant(currency), lineItemsArb(currency))),
        ([currency, lines]) => {
          const totals = cartTotals(lines, currency);
          if (!totals.ok) throw new Error('expected totals');
          const regular = lines.reduce((sum, line) => sum + line.price.value.centAmount, 0);
          expect(totals.value.itemCount).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
          expect(totals.value.subtotal).toEqual({
            centAmount: lines.reduce((s, l) => s + effectiveLineTotal(l).centAmount, 0),
            currencyCode: currency,
          });
          expect(totals.value.subtotal.centAmount + totals.value.savings.centAmount).toBe(regular);
          expect(totals.value.savings.currencyCode).toBe(currency);
          expect(Number.isSafeInteger(totals.value.savings.centAmount)).toBe(true);
        },
      ),
    );
  });

  it('a discounted line costs its discounted total, an undiscounted one its regular total', () => {
    fc.assert(
      fc.property(lineItemArb('AUD', fc.constant('line-1')), (line) => {
        expect(effectiveLineTotal(line)).toEqual(line.price.discounted?.value ?? line.price.value);
        expect(lineSavings(line)).toBe(line.price.value.centAmount - effectiveLineTotal(line).centAmount);
      }),
    );
  });

  it('a "discount" above the regular total saves nothing', () => {
    fc.assert(
      fc.property(lineItemArb('AUD'), fc.integer({ min: 1, max: 1000 }), (line, extra) => {
        const dearer = {
          ...line,
          price: { ...line.price, discounted: { value: { ...line.price.value, centAmount: line.price.value.centAmount + extra } } },
        };
        expect(lineSavings(dearer)).toBe(0);
      }),
    );
  });

  it('refuses to add lines of another currency', () => {
    fc.assert(
      fc.property(
        lineItemsArb('NZD').filter((lines) => lines.length > 0),
        (lines) => {
          expect(cartTotals(lines, 'AUD')).toEqual({ ok: false, error: { type: 'cart/currencyMismatch', expected: 'AUD', found: 'NZD' } });
        },
      ),
    );
  });

  it('the unit price is the line total divided by the quantity, to the nearest cent', () => {
    fc.assert(
      fc.property(lineItemArb('AUD'), (line) => {
        for (const [unit, total] of [
          [regularUnitPrice(line), line.price.value],
          [effectiveUnitPrice(line), effectiveLineTotal(line)],
        ] as const) {
          expect(unit?.currencyCode).toBe('AUD');
          expect(Math.abs(unit!.centAmount * line.quantity - total.centAmount)).toBeLessThanOrEqual(line.quantity / 2);
        }
        expect(regularUnitPrice({ ...line, quantity: 0 })).toBeNull();
      }),
    );
  });
});

describe('cart lookup context', () => {
  it('becomes the cart details query in the spec order, leaving out what is unknown', () => {
    fc.assert(
      fc.property(lookupContextArb, (context) => {
        const query = cartDetailsQuery(context);
        const order = ['longitude', 'latitude', 'country', 'postcode', 'address', 'suburb', 'state'];
        const keys = Object.keys(query);
        expect(keys).toEqual(order.filter((key) => keys.includes(key)));
        expect(Object.values(query).every((value) => value !== '')).toBe(true);
        if (context.position) {
          // -0 is sent as "0": the same place.
          expect(Number(query.latitude) === context.position.latitude).toBe(true);
          expect(Number(query.longitude) === context.position.longitude).toBe(true);
        } else {
          expect(query.latitude).toBeUndefined();
        }
        expect(query.country).toBe(context.location?.country);
        expect(query.suburb).toBe(context.location?.suburb?.trim() || undefined);
        const params = new URLSearchParams(query);
        expect(params.get('postcode') ?? undefined).toBe(context.location?.postcode?.trim() || undefined);
      }),
    );
  });

  it('leaves out coordinates that are not numbers', () => {
    expect(cartDetailsQuery({ position: { latitude: Number.NaN, longitude: Number.POSITIVE_INFINITY } })).toEqual({});
    expect(cartDetailsQuery({})).toEqual({});
  });
});

describe('cart line updates', () => {
  const linesWithDesired = lineItemsArb('AUD')
    .filter((lines) => lines.length > 0)
    .chain((lines) =>
      fc.tuple(
        fc.constant(lines),
        fc.array(fc.record({ lineItemId: fc.constantFrom(...lines.map((l) => l.id)), quantity: fc.oneof(fc.constant(0), quantityArb) }), {
          maxLength: 8,
        }),
      ),
    );

  it('asks for exactly the lines whose quantity changes, the last request for a line winning (0 removes)', () => {
    fc.assert(
      fc.property(linesWithDesired, ([lines, desired]) => {
        const result = lineUpdateItems(lines, desired);
        if (!result.ok) throw new Error('expected updates');
        const wanted = new Map(desired.map((d) => [d.lineItemId, d.quantity]));
        const expected = lines
          .filter((line) => wanted.has(line.id) && wanted.get(line.id) !== line.quantity)
          .map((line) => ({ lineItemId: line.id, quantity: wanted.get(line.id), sku: line.variant.sku }));
        expect(result.value).toEqual(expected);
      }),
    );
  });

  it('asking for the current quantities sends nothing', () => {
    fc.assert(
      fc.property(lineItemsArb('AUD'), (lines) => {
        expect(
          lineUpdateItems(
            lines,
            lines.map((l) => ({ lineItemId: l.id, quantity: l.quantity })),
          ),
        ).toEqual({ ok: true, value: [] });
      }),
    );
  });

  it('refuses negative or fractional quantities and unknown lines', () => {
    fc.assert(
      fc.property(
        linesWithDesired,
        fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.constant(Number.NaN)),
        ([lines, desired], bad) => {
          const id = lines[0]!.id;
          expect(lineUpdateItems(lines, [...desired, { lineItemId: id, quantity: bad }])).toEqual({
            ok: false,
            error: { type: 'cart/invalidQuantity', lineItemId: id, quantity: bad },
          });
          const unknown: DesiredQuantity = { lineItemId: 'not-a-line', quantity: 1 };
          expect(lineUpdateItems(lines, [unknown])).toEqual({ ok: false, error: { type: 'cart/unknownLineItem', lineItemId: 'not-a-line' } });
        },
      ),
    );
  });
});

describe('product ids', () => {
  it('joins product ids with | and list product ids with , so each splits back', () => {
    fc.assert(
      fc.property(fc.array(skuArb, { minLength: 1 }), (ids) => {
        expect(joinProductIds(ids).split('|')).toEqual(ids);
        expect(joinListProductIds(ids).split(',')).toEqual(ids);
      }),
    );
    expect(joinProductIds(['a', 'b'])).toBe('a|b');
    expect(joinListProductIds(['a', 'b'])).toBe('a,b');
  });
});

describe('cart decider', () => {
  it('refuses every change the shopper asks for, and every answer to one, while frozen; allows them once unfrozen', () => {
    fc.assert(
      fc.property(cartWithKnownLinesArb, cartArb('AUD'), fc.constantFrom('paymentFailed' as const, 'dropInError' as const), (cart, next, reason) => {
        const frozen = run(loaded(cart), { type: 'freeze' });
        expect(canChangeLines(frozen)).toBe(false);
        const refused = { ok: false, error: { type: 'cart/frozen' } };
        const changes: CartCommand[] = [
          { type: 'addItem', sku: 'AB1234', quantity: 1, itemContainer: 'pdp' },
          { type: 'recordItemAdded', sku: 'AB1234', quantity: 1, itemContainer: 'pdp', cart: next },
          { type: 'changeLineQuantity', lineItemId: 'line-a', quantity: 0 },
          { type: 'recordLineQuantityChanged', lineItemId: 'line-a', quantity: 0, cart: next },
          { type: 'addProjectParts', projectId: 'p-1' },
          { type: 'recordProjectPartsAdded', projectId: 'p-1', parts: [], cart: next },
          { type: 'applyDiscountCode', code: 'MAKER10' },
          { type: 'recordDiscountCodeApplied', code: 'MAKER10', cart: next },
          { type: 'removeDiscountCode' },
        ];
        for (const command of changes) expect(decideCart(frozen, command)).toEqual(refused);
        const unfrozen = run(frozen, { type: 'unfreeze', reason });
        expect(decide(frozen, { type: 'unfreeze', reason })).toEqual({ ok: true, value: [{ type: 'cart/unfrozen', data: { reason } }] });
        expect(run(unfrozen, { type: 'recordItemAdded', sku: 'AB1234', quantity: 1, itemContainer: 'pdp', cart: next }).cart).toEqual(next);
      }),
    );
  });

  it('records the cart the server sends even while frozen', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const state = run(run(initialCartState(), { type: 'freeze' }), { type: 'loadCart', cart });
        expect(state).toEqual({ cart, frozen: true });
      }),
    );
  });

  it('freezing twice or unfreezing an unfrozen cart records nothing; clearing returns to no cart, unfrozen', () => {
    fc.assert(
      fc.property(cartArb(), (cart) => {
        const frozen = run(loaded(cart), { type: 'freeze' });
        expect(decide(frozen, { type: 'freeze' })).toEqual({ ok: true, value: [] });
        expect(decide(loaded(cart), { type: 'unfreeze', reason: 'dropInError' })).toEqual({ ok: true, value: [] });
        expect(run(frozen, { type: 'clear' })).toEqual(initialCartState());
        expect(decide(initialCartState(), { type: 'clear' })).toEqual({ ok: true, value: [] });
      }),
    );
  });

  it('an add records what was added and opens the drawer; a cart left empty with a code asks for the code to go, and only then', () => {
    fc.assert(
      fc.property(cartArb('AUD'), skuArb, quantityArb, (cart, sku, quantity) => {
        const decision = decideCart(initialCartState(), { type: 'recordItemAdded', sku, quantity, itemContainer: 'pdp', cart });
        if (!decision.ok) throw new Error('expected a decision');
        const expected = cart.lineItems.length === 0 && cart.isDiscountCode;
        expect(shouldRemoveDiscountCode(cart)).toBe(expected);
        expect(decision.value.events).toEqual([{ type: 'cart/itemAdded', data: { sku, quantity, itemContainer: 'pdp', cart } }]);
        expect(decision.value.effects).toEqual([...(expected ? [{ type: 'sendDiscountRemoval' }] : []), { type: 'openCartDrawer' }]);
        expect(decideCart(initialCartState(), { type: 'loadCart', cart })).toEqual({
          ok: true,
          value: { events: [{ type: 'cart/loaded', data: { cart } }], effects: [] },
        });
        // The removal records the server's cart and asks for nothing more, so a server that kept the code starts no loop.
        const withoutCode = { ...cart, isDiscountCode: false };
        const removed = decideCart(run(initialCartState(), { type: 'loadCart', cart }), { type: 'recordDiscountCodeRemoved', cart: cart });
        expect(removed.ok && removed.value.effects).toEqual([]);
        expect(run(initialCartState(), { type: 'recordDiscountCodeRemoved', cart: withoutCode }).cart).toEqual(withoutCode);
      }),
    );
  });

  it('a line change says what the shopper did: the quantity from and to, or the line as it stood when it went', () => {
    fc.assert(
      fc.property(cartWithKnownLinesArb, cartArb('AUD'), fc.nat(4), (cart, next, quantity) => {
        fc.pre(cart.lineItems.length > 0);
        const line = cart.lineItems[0]!;
        const decision = decide(loaded(cart), { type: 'recordLineQuantityChanged', lineItemId: line.id, quantity, cart: next });
        expect(decision).toEqual({
          ok: true,
          value: [
            quantity === 0
              ? { type: 'cart/lineRemoved', data: { lineItemId: line.id, line, cart: next } }
              : {
                  type: 'cart/lineQuantityChanged',
                  data: { lineItemId: line.id, sku: line.variant.sku, from: line.quantity, to: quantity, cart: next },
                },
          ],
        });
        expect(decide(loaded(cart), { type: 'recordLineQuantityChanged', lineItemId: 'line-none', quantity, cart: next })).toEqual({
          ok: false,
          error: { type: 'cart/unknownLineItem', lineItemId: 'line-none' },
        });
      }),
    );
  });

  it('asks to send line updates only for a loaded cart, and nothing when the quantity stays', () => {
    expect(decideCart(initialCartState(), { type: 'changeLineQuantity', lineItemId: 'line-a', quantity: 1 })).toEqual({
      ok: false,
      error: { type: 'cart/notLoaded' },
    });
    fc.assert(
      fc.property(lineItemsArb('AUD'), fc.nat(3), fc.nat(5), (lines, pick, quantity) => {
        fc.pre(lines.length > 0);
        const cart = { lineItems: lines, totalPrice: { centAmount: 0, currencyCode: 'AUD' as const }, isDiscountCode: false };
        const lineItemId = lines[pick % lines.length]!.id;
        const items = lineUpdateItems(lines, [{ lineItemId, quantity }]);
        const decision = decideCart(loaded(cart), { type: 'changeLineQuantity', lineItemId, quantity });
        if (!items.ok) return expect(decision).toEqual(items);
        expect(decision).toEqual({
          ok: true,
          value: { events: [], effects: items.value.length === 0 ? [] : [{ type: 'sendLineUpdates', items: items.value }] },
        });
      }),
    );
  });

  it('adds a positive whole quantity of a named SKU and refuses anything else', () => {
    fc.assert(
      fc.property(skuArb, quantityArb, fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 0.1, max: 9.9, noInteger: true })), (sku, quantity, bad) => {
        const add = (q: number, s = sku) => decideCart(initialCartState(), { type: 'addItem', sku: s, quantity: q, itemContainer: 'pdp' });
        expect(add(quantity)).toEqual({
          ok: true,
          value: { events: [], effects: [{ type: 'sendAdd', item: { sku, quantity, itemContainer: 'pdp' } }] },
        });
        expect(add(bad)).toEqual({ ok: false, error: { type: 'cart/invalidAddQuantity', sku, quantity: bad } });
        expect(add(quantity, ' ')).toEqual({ ok: false, error: { type: 'cart/emptySku' } });
      }),
    );
  });

  it('folding its events rebuilds the same state', () => {
    fc.assert(
      fc.property(fc.array(cartCommandArb, { maxLength: 25 }), (commands) => {
        const events: CartEvent[] = [];
        let state = initialCartState();
        for (const command of commands) {
          const result = decide(state, command);
          if (!result.ok) continue;
          events.push(...result.value);
          state = result.value.reduce(evolve, state);
        }
        expect(fold(cartDecider, events)).toEqual(state);
      }),
    );
  });

  describe('model-based', () => {
    type Model = { cart: Cart | null; frozen: boolean };
    type Real = { state: CartState };

    const apply = (real: Real, command: CartCommand) => {
      const result = decide(real.state, command);
      if (result.ok) real.state = result.value.reduce(evolve, real.state);
      return result;
    };

    class Load implements fc.Command<Model, Real> {
      constructor(readonly cart: Cart) {}
      check = () => true;
      run(model: Model, real: Real): void {
        model.cart = this.cart;
        expect(apply(real, { type: 'loadCart', cart: this.cart }).ok).toBe(true);
        expect(real.state).toEqual(model);
      }
      toString = () => `load(${this.cart.lineItems.length} lines)`;
    }

    class Update implements fc.Command<Model, Real> {
      constructor(readonly cart: Cart) {}
      check = () => true;
      run(model: Model, real: Real): void {
        const result = decideCart(real.state, { type: 'recordItemAdded', sku: 'AB1234', quantity: 1, itemContainer: 'product', cart: this.cart });
        expect(result.ok).toBe(!model.frozen);
        if (result.ok) real.state = result.value.events.reduce(evolve, real.state);
        if (!model.frozen) model.cart = this.cart;
        // Follow the §4 effect as a use case would: the server removes the code, the client records its answer.
        if (result.ok && result.value.effects.some((effect) => effect.type === 'sendDiscountRemoval')) {
          apply(real, { type: 'recordDiscountCodeRemoved', cart: { ...this.cart, isDiscountCode: false } });
          model.cart = { ...this.cart, isDiscountCode: false };
        }
        expect(real.state).toEqual(model);
        if (real.state.cart && !model.frozen) expect(shouldRemoveDiscountCode(real.state.cart)).toBe(false);
      }
      toString = () => `update(${this.cart.lineItems.length} lines, code=${this.cart.isDiscountCode})`;
    }

    class Freeze implements fc.Command<Model, Real> {
      check = () => true;
      run(model: Model, real: Real): void {
        model.frozen = true;
        apply(real, { type: 'freeze' });
        expect(real.state).toEqual(model);
      }
      toString = () => 'freeze';
    }

    class Unfreeze implements fc.Command<Model, Real> {
      constructor(readonly reason: 'paymentFailed' | 'dropInError') {}
      check = () => true;
      run(model: Model, real: Real): void {
        model.frozen = false;
        apply(real, { type: 'unfreeze', reason: this.reason });
        expect(real.state).toEqual(model);
      }
      toString = () => `unfreeze(${this.reason})`;
    }

    class Clear implements fc.Command<Model, Real> {
      check = () => true;
      run(model: Model, real: Real): void {
        model.cart = null;
        model.frozen = false;
        apply(real, { type: 'clear' });
        expect(real.state).toEqual(model);
      }
      toString = () => 'clear';
    }

    class ChangeQuantities implements fc.Command<Model, Real> {
      constructor(readonly picks: readonly { index: number; quantity: number }[]) {}
      check = (model: Readonly<Model>) => model.cart !== null;
      run(model: Model, real: Real): void {
        for (const pick of this.picks) {
          const lines = model.cart!.lineItems;
          if (lines.length === 0) return;
          const lineItemId = lines[pick.index % lines.length]!.id;
          const asked = decideCart(real.state, { type: 'changeLineQuantity', lineItemId, quantity: pick.quantity });
          if (model.frozen) {
            expect(asked).toEqual({ ok: false, error: { type: 'cart/frozen' } });
            return;
          }
          if (!asked.ok) throw new Error('expected a request');
          const [send] = asked.value.effects;
          if (send?.type !== 'sendLineUpdates') {
            expect(lines.find((line) => line.id === lineItemId)?.quantity).toBe(pick.quantity);
            continue;
          }
          // The server answers with the cart the update describes; quantity 0 drops the line.
          const next = {
            ...model.cart!,
            lineItems: lines.flatMap((line) => (line.id !== lineItemId ? [line] : pick.quantity === 0 ? [] : [{ ...line, quantity: pick.quantity }])),
          };
          const recorded = decideCart(real.state, { type: 'recordLineQuantityChanged', lineItemId, quantity: pick.quantity, cart: next });
          if (!recorded.ok) throw new Error('expected the change recorded');
          real.state = recorded.value.events.reduce(evolve, real.state);
          model.cart = next;
          if (recorded.value.effects.some((effect) => effect.type === 'sendDiscountRemoval')) {
            apply(real, { type: 'recordDiscountCodeRemoved', cart: { ...next, isDiscountCode: false } });
            model.cart = { ...next, isDiscountCode: false };
          }
          expect(real.state).toEqual(model);
        }
      }
      toString = () => `changeQuantities(${JSON.stringify(this.picks)})`;
    }

    it('behaves like the last cart received plus a frozen flag', () => {
      const commands = fc.commands(
        [
          cartArb('AUD').map((cart) => new Load(cart)),
          cartArb('AUD').map((cart) => new Update(cart)),
          fc.constant(new Freeze()),
          fc.constantFrom('paymentFailed' as const, 'dropInError' as const).map((reason) => new Unfreeze(reason)),
          fc.constant(new Clear()),
          fc
            .array(fc.record({ index: fc.nat(), quantity: fc.integer({ min: 0, max: 5 }) }), { maxLength: 4 })
            .map((picks) => new ChangeQuantities(picks)),
        ],
        { maxCommands: 30 },
      );
      fc.assert(
        fc.property(commands, (cmds) => {
          fc.modelRun(() => ({ model: { cart: null, frozen: false }, real: { state: initialCartState() } }), cmds);
        }),
        { numRuns: 60 },
      );
    });
  });
});
