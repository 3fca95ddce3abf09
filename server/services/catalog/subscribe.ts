import type { SiteCode } from '../../../src/domain/site';
import { withBotCheck } from '../limits/bot-check';
import type { CatalogContext } from './list';
import { subscribeToStock } from './repository';
import { catalogOf } from './store';

export type BackInStockOutcome =
  { readonly type: 'subscribed'; readonly productCode: string } | { readonly type: 'notFound' } | { readonly type: 'botCheckFailed' };

/**
 * POST /bff/products/subscribe: asks to be told when a product is back in stock (spec §1). One row per
 * site, product and email (the table's unique key, the email compared without case), so asking twice
 * is asking once. The form carries the invisible bot check's token: it is spent with the write, and
 * an unknown product is refused before the token is spent, so the shopper can correct and resend.
 */
export async function subscribeBackInStock(
  context: CatalogContext,
  site: SiteCode,
  request: { productCode: string; email: string; botCheckToken?: string | undefined },
): Promise<BackInStockOutcome> {
  const offer = catalogOf(context.database).sites[site].byId.get(request.productCode.toLowerCase());
  if (!offer) return { type: 'notFound' };
  const now = context.now();
  const checked = await withBotCheck(context.database.db, site, request.botCheckToken, now, async (tx) => {
    await subscribeToStock(tx, {
      site,
      productCode: offer.product.productCode,
      email: request.email.toLowerCase(),
      createdAt: new Date(now).toISOString(),
    });
  });
  return checked.passed ? { type: 'subscribed', productCode: offer.product.productCode } : { type: 'botCheckFailed' };
}
