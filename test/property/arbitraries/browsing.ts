import fc from 'fast-check';
import type { BrowsableProduct, BrowsingCommand, Promotion } from '../../../src/domain/browsing';
import { centsArb, currencyArb, skuArb } from './common';

const wordArb = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}$/);
const maybeWordArb = fc.option(fc.oneof(wordArb, fc.constant('')), { nil: undefined });

export const browsableProductArb = (skus: fc.Arbitrary<string> = skuArb): fc.Arbitrary<BrowsableProduct> =>
  fc.record(
    {
      sku: skus,
      title: wordArb,
      finalPrice: fc.record({ centAmount: centsArb, currencyCode: currencyArb }),
      brandName: maybeWordArb,
      category1Name: maybeWordArb,
      category2Name: maybeWordArb,
      category3Name: maybeWordArb,
      category4Name: maybeWordArb,
      category5Name: maybeWordArb,
    },
    { requiredKeys: ['sku', 'title', 'finalPrice'] },
  );

export const queryIdArb = fc.stringMatching(/^[0-9a-f]{32}$/);
export const pathArb = fc.oneof(fc.constant('/'), fc.stringMatching(/^\/[a-z-]{1,12}(\/[a-z0-9-]{1,8})?$/));
export const contentPageTypeArb = fc.option(
  fc.constantFrom('Category', 'Physical Product', 'Checkout', 'OrderConfirm', 'Full Width', 'Stores', 'Bespoke'),
  { nil: undefined },
);

export const promotionArb: fc.Arbitrary<Promotion> = fc.record(
  { id: fc.oneof(wordArb, fc.constant('')), name: fc.oneof(wordArb, fc.constant('')), creative: wordArb, slot: wordArb },
  { requiredKeys: ['id', 'name'] },
);

/** Every browsing command, valid or not, over a small pool of SKUs so searches, selections and conversions meet. */
export const browsingCommandArb = (skus: fc.Arbitrary<string>): fc.Arbitrary<BrowsingCommand> => {
  const products = fc.array(browsableProductArb(skus), { maxLength: 6 });
  return fc.oneof(
    fc.record({ path: fc.oneof(pathArb, wordArb), pageType: contentPageTypeArb }).map((c) => ({ type: 'viewPage', ...c }) as const),
    browsableProductArb(skus).map((product) => ({ type: 'viewProduct', product }) as const),
    fc.record({ listId: fc.oneof(wordArb, fc.constant(' ')), listName: wordArb, products }).map((c) => ({ type: 'viewList', ...c }) as const),
    fc
      .record({ product: browsableProductArb(skus), listId: wordArb, listName: wordArb, index: fc.integer({ min: -2, max: 30 }) })
      .map((c) => ({ type: 'selectProduct', ...c }) as const),
    fc.record({ query: wordArb, queryId: fc.option(queryIdArb, { nil: null }), products }).map((c) => ({ type: 'viewSearchResults', ...c }) as const),
    skus.map((sku) => ({ type: 'attributeSearchConversion', sku }) as const),
    fc.constant({ type: 'openStoreFinder' } as const),
    fc.record({ sku: skus, postcode: fc.stringMatching(/^[0-9]{4}$/) }).map((c) => ({ type: 'checkStoreAvailability', ...c }) as const),
    fc.constant({ type: 'subscribeToNewsletter' } as const),
    skuArb.map((sku) => ({ type: 'requestBackInStock', sku }) as const),
    promotionArb.map((promotion) => ({ type: 'viewPromotion', promotion }) as const),
    promotionArb.map((promotion) => ({ type: 'selectPromotion', promotion }) as const),
  );
};
