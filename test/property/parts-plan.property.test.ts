import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planParts, skipMessage } from '../../src/domain/makerhub';
import { partsArb, stockArb } from './arbitraries/makerhub';

const wantedBySku = (parts: ReadonlyArray<{ sku: string; quantity: number }>) => {
  const wanted = new Map<string, number>();
  for (const part of parts) wanted.set(part.sku, (wanted.get(part.sku) ?? 0) + part.quantity);
  return wanted;
};

const room = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

describe('the parts plan of a Makerhub project', () => {
  it('never adds more than is available beyond what the cart holds', () => {
    fc.assert(
      fc.property(partsArb(), stockArb(), (parts, stock) => {
        for (const line of planParts(parts, stock).add) {
          const known = stock[line.sku]!;
          expect(line.quantity).toBeGreaterThan(0);
          expect(line.quantity).toBeLessThanOrEqual(Math.max(0, room(known.available) - known.inCart));
        }
      }),
    );
  });

  it('never takes a line over its order limit nor over the cart cap', () => {
    fc.assert(
      fc.property(partsArb(), stockArb(), fc.integer({ min: 1, max: 20 }), (parts, stock, maxLine) => {
        for (const line of planParts(parts, stock, maxLine).add) {
          const { inCart, orderLimit } = stock[line.sku]!;
          if (typeof orderLimit === 'number' && orderLimit >= 1) expect(inCart + line.quantity).toBeLessThanOrEqual(orderLimit);
          expect(inCart + line.quantity).toBeLessThanOrEqual(maxLine);
        }
      }),
    );
  });

  it('names every part not added in full among the skipped, with what was added', () => {
    fc.assert(
      fc.property(partsArb(), stockArb(), (parts, stock) => {
        const plan = planParts(parts, stock);
        const added = new Map(plan.add.map((line) => [line.sku, line.quantity]));
        for (const [sku, wanted] of wantedBySku(parts)) {
          const skipped = plan.skipped.find((s) => s.sku === sku);
          if ((added.get(sku) ?? 0) < wanted) {
            expect(skipped, sku).toBeDefined();
            expect(skipped!.added).toBe(added.get(sku) ?? 0);
            expect(skipped!.wanted).toBe(wanted);
            expect(skipMessage(skipped!)).not.toBe('');
          } else {
            expect(skipped).toBeUndefined();
          }
        }
      }),
    );
  });

  it('covers every part once: added, skipped, or both when reduced, and nothing else', () => {
    fc.assert(
      fc.property(partsArb(), stockArb(), (parts, stock) => {
        const plan = planParts(parts, stock);
        const named = new Set([...plan.add.map((l) => l.sku), ...plan.skipped.map((s) => s.sku)]);
        expect(named).toEqual(new Set(parts.map((p) => p.sku)));
        expect(new Set(plan.add.map((l) => l.sku)).size).toBe(plan.add.length);
        expect(new Set(plan.skipped.map((s) => s.sku)).size).toBe(plan.skipped.length);
        for (const line of plan.add) expect(line.quantity).toBeLessThanOrEqual(wantedBySku(parts).get(line.sku)!);
      }),
    );
  });

  it('adds a part in full when the stock and the limit leave room for it', () => {
    const plan = planParts([{ sku: 'R1', name: 'Resistor', quantity: 4 }], { R1: { available: 10, inCart: 2, orderLimit: 6 } });
    expect(plan).toEqual({ add: [{ sku: 'R1', quantity: 4 }], skipped: [] });
  });

  it('names the bound: gone, none left, limit, fewer in stock', () => {
    const plan = planParts(
      [
        { sku: 'GONE', name: 'Gone', quantity: 1 },
        { sku: 'NONE', name: 'None', quantity: 2 },
        { sku: 'LIM', name: 'Limited', quantity: 3 },
        { sku: 'FEW', name: 'Few', quantity: 4 },
      ],
      { NONE: { available: 0, inCart: 0 }, LIM: { available: 50, inCart: 1, orderLimit: 2 }, FEW: { available: 3, inCart: 0 } },
    );
    expect(plan.add).toEqual([
      { sku: 'LIM', quantity: 1 },
      { sku: 'FEW', quantity: 3 },
    ]);
    expect(plan.skipped.map((s) => [s.sku, s.reason])).toEqual([
      ['GONE', 'notSold'],
      ['NONE', 'outOfStock'],
      ['LIM', 'orderLimit'],
      ['FEW', 'quantityReduced'],
    ]);
  });
});
