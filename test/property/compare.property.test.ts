import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_LIMIT,
  type CompareState,
  canAddToCompare,
  compareDecider,
  compareHref,
  decide,
  evolve,
  initialCompare,
  parseCompareProducts,
} from '../../src/domain/compare';
import { fold } from '../../src/domain/shared';
import { compareCommandArb } from './arbitraries/compare';
import { skuArb, skuPoolArb } from './arbitraries/common';

const run = (state: CompareState, command: Parameters<typeof decide>[1]): CompareState => {
  const result = decide(state, command);
  return result.ok ? result.value.reduce(evolve, state) : state;
};

describe('compare', () => {
  it('never holds more than 4 products nor the same product twice', () => {
    fc.assert(
      fc.property(fc.array(compareCommandArb(), { maxLength: 40 }), (commands) => {
        const state = commands.reduce(run, initialCompare());
        expect(state.skus.length).toBeLessThanOrEqual(COMPARE_LIMIT);
        expect(new Set(state.skus).size).toBe(state.skus.length);
      }),
    );
  });

  it('toggling a selected product removes it, toggling it again adds it back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(skuArb, { minLength: 1, maxLength: 4 }), fc.nat(), (skus, pick) => {
        const state = run(initialCompare(), { type: 'restoreList', skus });
        const sku = skus[pick % skus.length]!;
        const removed = run(state, { type: 'toggleProduct', sku });
        expect(removed.skus).not.toContain(sku);
        expect(removed.skus).toHaveLength(skus.length - 1);
        expect(run(removed, { type: 'toggleProduct', sku }).skus).toContain(sku);
      }),
    );
  });

  it('refuses a fifth product and leaves the four selected untouched', () => {
    fc.assert(
      fc.property(fc.uniqueArray(skuArb, { minLength: 5, maxLength: 5 }), (skus) => {
        const four = run(initialCompare(), { type: 'restoreList', skus: skus.slice(0, 4) });
        const fifth = skus[4]!;
        expect(canAddToCompare(four, fifth)).toBe(false);
        expect(decide(four, { type: 'toggleProduct', sku: fifth })).toEqual({
          ok: false,
          error: { type: 'compare/limitReached', limit: COMPARE_LIMIT },
        });
        for (const selected of four.skus) expect(canAddToCompare(four, selected)).toBe(true);
      }),
    );
  });

  it('a restored list keeps only the last 4 distinct products, in order', () => {
    fc.assert(
      fc.property(fc.array(skuArb, { maxLength: 12 }), (skus) => {
        const state = run(initialCompare(), { type: 'restoreList', skus });
        const lastDistinct = [...new Set([...skus].reverse())].reverse().slice(-COMPARE_LIMIT);
        expect(state.skus).toEqual(lastDistinct);
      }),
    );
  });

  it('the compare route carries the selection pipe-joined and reads back the same products', () => {
    fc.assert(
      fc.property(fc.uniqueArray(skuArb, { maxLength: 4 }), (skus) => {
        const href = compareHref(skus);
        expect(href).toBe(`/compare?products=${skus.join('|')}`);
        const products = new URL(href, 'http://jrau.localhost').searchParams.get('products');
        expect(parseCompareProducts(products)).toEqual(skus);
      }),
    );
  });

  it('no products in the route reads as an empty list', () => {
    expect(parseCompareProducts(null)).toEqual([]);
  });

  describe('model-based', () => {
    type Model = { skus: string[] };
    type Real = { state: CompareState };

    class Toggle implements fc.Command<Model, Real> {
      constructor(readonly sku: string) {}
      check = () => true;
      run(model: Model, real: Real): void {
        const result = decide(real.state, { type: 'toggleProduct', sku: this.sku });
        if (model.skus.includes(this.sku)) {
          model.skus = model.skus.filter((s) => s !== this.sku);
        } else if (model.skus.length < COMPARE_LIMIT) {
          model.skus.push(this.sku);
        } else {
          expect(result.ok).toBe(false);
        }
        if (result.ok) real.state = result.value.reduce(evolve, real.state);
        expect(real.state.skus).toEqual(model.skus);
      }
      toString = () => `toggle(${this.sku})`;
    }

    class Clear implements fc.Command<Model, Real> {
      check = () => true;
      run(model: Model, real: Real): void {
        model.skus = [];
        real.state = run(real.state, { type: 'clearList' });
        expect(real.state.skus).toEqual([]);
      }
      toString = () => 'clear';
    }

    it('behaves like a bounded set of at most 4 SKUs', () => {
      fc.assert(
        fc.property(
          skuPoolArb.chain((pool) =>
            fc.commands([fc.constantFrom(...pool).map((sku) => new Toggle(sku)), fc.constant(new Clear())], { maxCommands: 50 }),
          ),
          (commands) => {
            fc.modelRun(() => ({ model: { skus: [] }, real: { state: initialCompare() } }), commands);
          },
        ),
      );
    });
  });

  it('folding its events rebuilds the same state', () => {
    fc.assert(
      fc.property(fc.array(compareCommandArb(), { maxLength: 30 }), (commands) => {
        const events = [];
        let state = initialCompare();
        for (const command of commands) {
          const result = decide(state, command);
          if (!result.ok) continue;
          events.push(...result.value);
          state = result.value.reduce(evolve, state);
        }
        expect(fold(compareDecider, events)).toEqual(state);
      }),
    );
  });
});
