import fc from 'fast-check';
import type { PartStock, ProjectPart } from '../../../src/domain/makerhub';

const SKUS = ['AA0001', 'BB0002', 'CC0003', 'DD0004', 'EE0005', 'FF0006'];

/** A parts list over a small pool of skus, so the same sku now and then appears twice. */
export const partsArb = (): fc.Arbitrary<ProjectPart[]> =>
  fc.array(fc.record({ sku: fc.constantFrom(...SKUS), name: fc.string({ minLength: 1, maxLength: 12 }), quantity: fc.integer({ min: 1, max: 6 }) }), {
    minLength: 0,
    maxLength: 8,
  });

const partStockArb = (): fc.Arbitrary<PartStock> =>
  fc.record({
    available: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom(-2, 0.5)),
    inCart: fc.integer({ min: 0, max: 10 }),
    orderLimit: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 8 }), fc.constantFrom(0, -1)),
  });

/** Stock per sku; a sku left out is one the site no longer sells. */
export const stockArb = (): fc.Arbitrary<Record<string, PartStock | undefined>> =>
  fc.dictionary(fc.constantFrom(...SKUS), partStockArb(), { maxKeys: SKUS.length });
