import type { Cart, LineItem } from '../../../contract/cart';
import type { DeliveryAvailability } from '../../../contract/stores';
import { checkStock, deliveryUnavailableMessage, itemStatusMessages, itemStatusTags, OUT_OF_STOCK_MESSAGE } from '../../../src/domain/delivery';
import type { Money } from '../../../src/domain/money';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { activeDiscount, type CartKey, cartLines, findCart } from './repository';
import type { DeliveryPlace } from '../delivery/delivery';
import { availabilityFor } from '../delivery/delivery';
import { productImageUrl, siteProducts } from '../catalog/pricing-catalog';
import { priceCart } from '../catalog/pricing';
import { availableBySku, availableInStores } from '../stores/stock-repository';

/** What GET /bff/cart/details knows of where the shopper is (spec §3 Cart lookup context), already resolved. */
export interface LookupContext {
  readonly delivery?: DeliveryPlace;
  readonly store?: { readonly storeKey: string; readonly name: string };
}

const moneyOf =
  (site: Site) =>
  (centAmount: number): Money => ({ centAmount, currencyCode: site.currency });

function collectionOf(store: NonNullable<LookupContext['store']>, available: number, quantity: number): NonNullable<LineItem['collection']> {
  const check = checkStock({ requested: quantity, available, clickAndCollect: true }, 'cartLine');
  const base = { storeKey: store.storeKey, storeName: store.name, available: Math.max(0, available) };
  if (check.ok || check.code === undefined) return base;
  return { ...base, code: check.code, message: check.message };
}

/**
 * The cart as the wire carries it (contract/cart.ts): every figure computed here, on the server. A line
 * whose product is no longer sold on the site is left out, since it has no price there.
 */
export async function cartView(db: Db, key: CartKey, imageOrigin: string, context: LookupContext = {}): Promise<Cart> {
  const { site } = key;
  const money = moneyOf(site);
  const cart = await findCart(db, key);
  const rows = cart ? await cartLines(db, cart.id) : [];
  const products = await siteProducts(
    db,
    site,
    rows.map((row) => row.sku),
  );
  const lines = rows.filter((row) => products.has(row.sku));
  const available = await availableBySku(
    db,
    site,
    lines.map((line) => line.sku),
  );
  const discount = cart ? await activeDiscount(db, site, cart.discount_code) : null;
  const pricing = priceCart(
    lines.map((line) => ({ unitCents: products.get(line.sku)!.finalCents, quantity: line.quantity })),
    discount,
    site.country,
  );
  const storeStock = context.store
    ? await storeStockOf(
        db,
        context.store.storeKey,
        lines.map((l) => l.sku),
      )
    : undefined;

  const lineItems: LineItem[] = [];
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.sku)!;
    const priced = pricing.lines[index]!;
    // A frozen cart's own hold is part of `reserved`; it is still this cart's to buy.
    const units = (available.get(line.sku) ?? 0) + (cart?.frozen ? line.quantity : 0);
    const inStock = units > 0;
    const stock = checkStock({ requested: line.quantity, available: units, orderLimit: product.orderLimit }, 'cartLine');
    const [category1Name, category2Name, category3Name] = product.categoryNames;
    let delivery: DeliveryAvailability | undefined;
    if (context.delivery) {
      delivery = await availabilityFor(db, site, product, context.delivery, line.quantity, pricing.totalCents, cart?.frozen ? line.quantity : 0);
    }
    const deliveryMessage = delivery ? deliveryUnavailableMessage({ ...delivery }) : null;
    lineItems.push({
      id: line.id,
      variant: { sku: line.sku },
      name: product.title,
      productId: product.slug,
      quantity: line.quantity,
      totalQuantity: line.quantity,
      price: {
        value: money(priced.lineCents),
        ...(priced.discountedCents === undefined ? {} : { discounted: { value: money(priced.discountedCents) } }),
      },
      itemContainer: line.item_container,
      inStock,
      brandName: product.brand,
      ...(category1Name ? { category1Name } : {}),
      ...(category2Name ? { category2Name } : {}),
      ...(category3Name ? { category3Name } : {}),
      item_status_tags: itemStatusTags({ item_status_tags: product.tags }),
      imageUrl: productImageUrl(imageOrigin, line.sku),
      ...(product.orderLimit ? { orderLimit: product.orderLimit } : {}),
      ...(stock.ok ? {} : { stockMessage: stock.message }),
      availabilityMessages: [
        ...itemStatusMessages({ item_status_tags: product.tags, inStock }),
        // "Out of stock" for a short line is already said by stockMessage.
        ...(deliveryMessage && deliveryMessage !== OUT_OF_STOCK_MESSAGE ? [deliveryMessage] : []),
      ],
      ...(delivery ? { delivery } : {}),
      ...(context.store ? { collection: collectionOf(context.store, storeStock?.get(line.sku) ?? 0, line.quantity) } : {}),
    });
  }

  return {
    ...(cart ? { id: cart.id } : {}),
    lineItems,
    subtotal: money(pricing.subtotalCents),
    discount: money(pricing.discountCents),
    totalPrice: money(pricing.totalCents),
    gst: money(pricing.gstCents),
    isDiscountCode: Boolean(cart?.discount_code),
    discountCode: cart?.discount_code ?? null,
    discountApplies: pricing.discountApplies,
    frozen: cart?.frozen === 1,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

async function storeStockOf(db: Db, storeKey: string, skus: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  for (const sku of skus) result.set(sku, (await availableInStores(db, [storeKey], sku)).get(storeKey) ?? 0);
  return result;
}
