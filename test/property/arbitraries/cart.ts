import { currencyArb } from './common';
import fc from 'fast-check';
import type { Cart, CartCommand, CartLookupContext, LineItem } from '../../../src/domain/cart';
import type { CurrencyCode } from '../../../src/domain/money';
import { centsArb, quantityArb, skuArb } from './common';

export { currencyArb } from './common';

const lineIdArb = fc.stringMatching(/^line-[a-z0-9]{1,6}$/);

/** A line whose discounted total, when present, is at most its regular total (as a real discount is). */
export const lineItemArb = (currencyCode: CurrencyCode, id: fc.Arbitrary<string> = lineIdArb): fc.Arbitrary<LineItem> =>
  fc
    .record({
      id,
      sku: skuArb,
      quantity: quantityArb,
      regular: centsArb,
      discountPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      inStock: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ id: lineId, sku, quantity, regular, discountPercent, inStock }) => ({
      id: lineId,
      variant: { sku },
      name: `Product ${sku}`,
      productId: `P-${sku}`,
      quantity,
      totalQuantity: quantity,
      price: {
        value: { centAmount: regular, currencyCode },
        ...(discountPercent !== undefined && {
          discounted: { value: { centAmount: Math.floor((regular * (100 - discountPercent)) / 100), currencyCode } },
        }),
      },
      ...(inStock !== undefined && { inStock }),
    }));

export const lineItemsArb = (currencyCode: CurrencyCode, maxLength = 6): fc.Arbitrary<LineItem[]> =>
  fc.uniqueArray(lineItemArb(currencyCode), { maxLength, selector: (item) => item.id });

export const cartArb = (currencyCode?: CurrencyCode): fc.Arbitrary<Cart> =>
  (currencyCode ? fc.constant(currencyCode) : currencyArb).chain((currency) =>
    fc.record({
      lineItems: lineItemsArb(currency),
      totalPrice: centsArb.map((centAmount) => ({ centAmount, currencyCode: currency })),
      isDiscountCode: fc.boolean(),
    }),
  );

const textArb = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });

export const lookupContextArb: fc.Arbitrary<CartLookupContext> = fc.record(
  {
    position: fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
    location: fc.record(
      { country: fc.constantFrom('AU' as const, 'NZ' as const), postcode: textArb, address: textArb, suburb: textArb, state: textArb },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

/** Every command of the cart: the shopper's requests and the server's answers to them. */
export const cartCommandArb: fc.Arbitrary<CartCommand> = fc.oneof(
  cartArb('AUD').map((cart) => ({ type: 'loadCart', cart }) as const),
  fc.tuple(skuArb, quantityArb).map(([sku, quantity]) => ({ type: 'addItem', sku, quantity, itemContainer: 'product' }) as const),
  fc
    .tuple(skuArb, quantityArb, cartArb('AUD'))
    .map(([sku, quantity, cart]) => ({ type: 'recordItemAdded', sku, quantity, itemContainer: 'product', cart }) as const),
  fc
    .tuple(fc.constantFrom('line-a', 'line-b'), fc.nat(4))
    .map(([lineItemId, quantity]) => ({ type: 'changeLineQuantity', lineItemId, quantity }) as const),
  fc
    .tuple(fc.constantFrom('line-a', 'line-b'), fc.nat(4), cartArb('AUD'))
    .map(([lineItemId, quantity, cart]) => ({ type: 'recordLineQuantityChanged', lineItemId, quantity, cart }) as const),
  fc.constant({ type: 'addProjectParts', projectId: 'p-1' } as const),
  cartArb('AUD').map(
    (cart) =>
      ({
        type: 'recordProjectPartsAdded',
        projectId: 'p-1',
        parts: cart.lineItems.map((l) => ({ sku: l.variant.sku, quantity: l.quantity })),
        cart,
      }) as const,
  ),
  fc.constantFrom('MAKER10', ' ').map((code) => ({ type: 'applyDiscountCode', code }) as const),
  cartArb('AUD').map((cart) => ({ type: 'recordDiscountCodeApplied', code: 'MAKER10', cart }) as const),
  fc.constant({ type: 'removeDiscountCode' } as const),
  cartArb('AUD').map((cart) => ({ type: 'recordDiscountCodeRemoved', cart }) as const),
  fc.constant({ type: 'freeze' } as const),
  fc.constantFrom('paymentFailed' as const, 'dropInError' as const, 'ownerChanged' as const).map((reason) => ({ type: 'unfreeze', reason }) as const),
  fc.constant({ type: 'clear' } as const),
);
