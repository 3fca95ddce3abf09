import { describe, expect, it } from 'vitest';
import { HOOK_MAX_QUANTITY, readAddToCartCall as readCart, readAddToCompareCall as readCompare } from '../../src/ui/window-api/calls';
import { HOOK_NAMES } from '../../src/ui/window-api/names';

const readAddToCartCall = (args: readonly unknown[]) => readCart(HOOK_NAMES.addToCart, args);
const readAddToCompareCall = (args: readonly unknown[]) => readCompare(HOOK_NAMES.addToCompare, args);

describe('window.storefront hook calls (spec §1 Hooks for embedded content)', () => {
  it('addToCart takes plain arguments or an object, the quantity 1 when not given', () => {
    expect(readAddToCartCall(['AB1234', 2])).toEqual({ ok: true, value: { sku: 'AB1234', quantity: 2 } });
    expect(readAddToCartCall([{ sku: 'AB1234', quantity: 2 }])).toEqual({ ok: true, value: { sku: 'AB1234', quantity: 2 } });
    expect(readAddToCartCall([' AB1234 '])).toEqual({ ok: true, value: { sku: 'AB1234', quantity: 1 } });
    expect(readAddToCartCall([{ sku: 'AB1234' }])).toEqual({ ok: true, value: { sku: 'AB1234', quantity: 1 } });
    // A data attribute is a string: its digits are a quantity.
    expect(readAddToCartCall([{ sku: 'AB1234', quantity: '3' }])).toEqual({ ok: true, value: { sku: 'AB1234', quantity: 3 } });
  });

  it('addToCart says what is wrong with a call that cannot work, naming the hook and how to call it', () => {
    for (const args of [[], [''], ['  '], [null], [{}], [{ quantity: 2 }], [['AB1234']]]) {
      const read = readAddToCartCall(args);
      expect(read.ok, JSON.stringify(args)).toBe(false);
      if (!read.ok)
        expect(read.error).toMatch(
          /^window\.storefront\.addToCart: no sku given .*addToCart\("AB1234", 2\) or .*addToCart\(\{ sku: "AB1234", quantity: 2 \}\)$/,
        );
    }
    for (const quantity of [0, -1, 1.5, Number.NaN, HOOK_MAX_QUANTITY + 1, 'two', '', null, {}]) {
      const read = readAddToCartCall(['AB1234', quantity]);
      expect(read.ok, String(quantity)).toBe(false);
      if (!read.ok) expect(read.error).toContain(`the quantity must be a whole number from 1 to ${HOOK_MAX_QUANTITY}`);
    }
  });

  it('addToCompare takes a sku or { sku }, and says so when there is none', () => {
    expect(readAddToCompareCall(['AB1234'])).toEqual({ ok: true, value: { sku: 'AB1234' } });
    expect(readAddToCompareCall([{ sku: 'AB1234' }])).toEqual({ ok: true, value: { sku: 'AB1234' } });
    const none = readAddToCompareCall([{ id: 'AB1234' }]);
    expect(none).toEqual({ ok: false, error: expect.stringMatching(/^window\.storefront\.addToCompare: no sku given \(undefined\); call /) });
  });
});
