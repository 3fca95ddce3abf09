import fc from 'fast-check';
import type { CompareCommand } from '../../../src/domain/compare';
import { skuArb } from './common';

export const compareCommandArb = (skus: fc.Arbitrary<string> = skuArb): fc.Arbitrary<CompareCommand> =>
  fc.oneof(
    { weight: 6, arbitrary: skus.map((sku) => ({ type: 'toggleProduct', sku }) as const) },
    { weight: 1, arbitrary: fc.array(skus, { maxLength: 7 }).map((list) => ({ type: 'restoreList', skus: list }) as const) },
    { weight: 1, arbitrary: fc.constant({ type: 'clearList' } as const) },
  );
