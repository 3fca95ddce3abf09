import type { SiteCode } from '../../src/domain/site';
import type { CatalogContext } from './catalog-list';
import { catalogOf } from './catalog-store';

/**
 * POST /bff/products/subscribe: asks to be told when a product is back in stock (spec §1). One row per
 * site, product and email (the table's unique key, the email compared without case), so asking twice
 * is asking once. Returns the product code, or null when the site does not sell such a product.
 */
export async function subscribeBackInStock(
  context: CatalogContext,
  site: SiteCode,
  request: { productCode: string; email: string },
): Promise<string | null> {
  const offer = catalogOf(context.database).sites[site].byId.get(request.productCode.toLowerCase());
  if (!offer) return null;
  await context.database.db
    .insertInto('stock_subscriptions')
    .values({
      site,
      product_code: offer.product.productCode,
      email: request.email.toLowerCase(),
      created_at: new Date(context.now()).toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['site', 'product_code', 'email']).doNothing())
    .execute();
  return offer.product.productCode;
}
