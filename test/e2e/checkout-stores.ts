import type { Page } from '@playwright/test';
import { type ProductPick, findProduct, onSite } from './checkout-support';
import type { SiteCode } from './support';

/** Where each site's shopper stands when looking for a store (the CBD of Sydney, Auckland, Melbourne). */
const NEAR: Record<SiteCode, { latitude: number; longitude: number }> = {
  jrau: { latitude: -33.87, longitude: 151.21 },
  jrnz: { latitude: -36.85, longitude: 174.76 },
  rtau: { latitude: -37.81, longitude: 144.96 },
};

/**
 * A product and a nearby click-and-collect store holding it, as the product page's store availability
 * shows them (GET /bff/stores?sku=): the shopper knows where to collect from before checking out.
 */
export async function findCollectable(page: Page, site: SiteCode): Promise<{ product: ProductPick; store: { name: string; postcode: string } }> {
  for (let tries = 0; tries < 8; tries++) {
    const product = await findProduct(page, site);
    await onSite(page, site);
    const stores = await page.evaluate(
      async ({ sku, near }) => {
        const res = await fetch(`/api/bff/stores?sku=${sku}&latitude=${near.latitude}&longitude=${near.longitude}&limit=5&canClickAndCollect=true`);
        return res.ok ? ((await res.json()) as Array<{ name: string; postcode: string; stock?: number }>) : [];
      },
      { sku: product.sku, near: NEAR[site] },
    );
    const store = stores.find((s) => (s.stock ?? 0) >= 2);
    if (store) return { product, store: { name: store.name, postcode: store.postcode } };
  }
  throw new Error(`No product held by a store near the ${site} shopper`);
}
