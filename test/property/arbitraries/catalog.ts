import { currencyArb } from './common';
import fc from 'fast-check';
import type { Product } from '../../../src/domain/catalog';
import { centsArb, skuArb } from './common';

export { currencyArb } from './common';

export const productArb: fc.Arbitrary<Product> = fc
  .record({
    sku: skuArb,
    title: fc.string({ minLength: 1, maxLength: 40 }),
    regular: centsArb,
    off: centsArb,
    currency: currencyArb,
    inStock: fc.boolean(),
  })
  .map(({ sku, title, regular, off, currency, inStock }) => ({
    sku,
    productCode: sku,
    title,
    regularPrice: { centAmount: regular, currencyCode: currency },
    finalPrice: { centAmount: Math.max(0, regular - off), currencyCode: currency },
    inStock,
  }));

export const positionArb = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
