import type { CheckoutStore, ShippingCode, ShippingMethod } from '../../../contract/checkout';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import type { CartLineRow, CartRow } from '../cart/repository';
import { activeDiscount } from '../cart/repository';
import type { CheckoutState } from './store';
import { appliedGiftCards } from './repository';
import { shippingMethodsFor } from './shipping';
import { checkoutTotals, insurancePrice, type Totals } from './totals';
import { type HeldCoupon, heldCoupons } from '../payments/coupons';
import { creditBalance } from '../payments/credit';
import { type SiteProduct, siteProducts } from '../catalog/pricing-catalog';
import { priceCart } from '../catalog/pricing';
import { storeByKey } from '../stores/stores';

export interface PricedCartLine {
  readonly row: CartLineRow;
  readonly product: SiteProduct;
  /** Line total at the site's price, and after the discount code's share. */
  readonly lineCents: number;
  readonly discountedCents: number;
}

export interface AppliedGiftCard {
  readonly id: string;
  readonly last4: string;
  /** What it covers of the current total (never more than was applied). */
  readonly amount: number;
}

/** Everything the checkout shows and an order keeps, priced on the server from the database alone. */
export interface PricedCheckout {
  readonly site: Site;
  readonly cart: CartRow;
  readonly checkout: CheckoutState;
  readonly customerId: string | null;
  readonly lines: readonly PricedCartLine[];
  readonly discountCode: string | null;
  readonly shippingMethods: readonly ShippingMethod[];
  readonly selectedShipping: { readonly code: ShippingCode; readonly name: string; readonly price: number } | null;
  readonly store: CheckoutStore | null;
  readonly insurancePrice: number;
  readonly coupons: readonly HeldCoupon[];
  readonly appliedCoupon: HeldCoupon | null;
  /** The customer's credit balance in the site's currency; null for a guest. */
  readonly creditAvailable: number | null;
  readonly giftCards: readonly AppliedGiftCard[];
  readonly totals: Totals;
}

export async function checkoutStoreOf(db: Db, site: Site, storeKey: string | null): Promise<CheckoutStore | null> {
  if (!storeKey) return null;
  const store = await storeByKey(db, site, storeKey);
  return store
    ? { storeKey: store.storeKey, name: store.name, address: store.address, suburb: store.suburb, state: store.state, postcode: store.postcode }
    : null;
}

/**
 * Prices a checkout: the cart's lines at the site's prices (a line no longer sold there is left out), the
 * discount code, the coupon, shipping for the delivery type, insurance, then the gift cards and credit
 * applied (spec §1 Checkout; totals never come from the client).
 */
export async function priceCheckout(
  db: Db,
  site: Site,
  cart: CartRow,
  rows: readonly CartLineRow[],
  checkout: CheckoutState,
  customerId: string | null,
): Promise<PricedCheckout> {
  const products = await siteProducts(
    db,
    site,
    rows.map((row) => row.sku),
  );
  const sold = rows.filter((row) => products.has(row.sku));
  const discount = await activeDiscount(db, site, cart.discount_code);
  const pricing = priceCart(
    sold.map((row) => ({ unitCents: products.get(row.sku)!.finalCents, quantity: row.quantity })),
    discount,
    site.country,
  );
  const lines = sold.map((row, index) => {
    const priced = pricing.lines[index]!;
    return { row, product: products.get(row.sku)!, lineCents: priced.lineCents, discountedCents: priced.discountedCents ?? priced.lineCents };
  });
  const goods = pricing.subtotalCents - pricing.discountCents;
  const shippingMethods = await shippingMethodsFor(db, {
    site,
    lines: lines.map((line) => ({ product: line.product, quantity: line.row.quantity })),
    deliveryType: checkout.deliveryType,
    address: checkout.contact ? { postcode: checkout.contact.address.postalCode, suburb: checkout.contact.address.city } : null,
    goodsCents: goods,
    held: cart.frozen === 1,
  });
  const chosen = checkout.deliveryType === 'clickCollect' ? undefined : shippingMethods.find((m) => m.code === checkout.shippingCode && m.available);
  const selectedShipping = chosen ? { code: chosen.code, name: chosen.name, price: chosen.price } : null;
  const coupons = await heldCoupons(db, customerId, site.currency);
  const appliedCoupon = coupons.find((c) => c.id === checkout.couponId) ?? null;
  const creditAvailable = customerId ? await creditBalance(db, customerId, site.currency) : null;
  const cards = await appliedGiftCards(db, cart.id);
  const insurance = insurancePrice(goods);
  const totals = checkoutTotals({
    subtotal: pricing.subtotalCents,
    discount: pricing.discountCents,
    couponAmount: appliedCoupon?.amount ?? 0,
    shipping: selectedShipping?.price ?? 0,
    insurance: checkout.insurance ? insurance : 0,
    giftCards: cards.map((card) => Math.min(card.amount_cents, card.balance_cents)),
    credit: Math.min(checkout.creditCents, creditAvailable ?? 0),
    country: site.country,
  });
  return {
    site,
    cart,
    checkout,
    customerId,
    lines,
    discountCode: cart.discount_code,
    shippingMethods,
    selectedShipping,
    store: await checkoutStoreOf(db, site, checkout.storeKey),
    insurancePrice: insurance,
    coupons,
    appliedCoupon,
    creditAvailable,
    giftCards: cards
      .map((card, index) => ({ id: card.id, last4: card.last4, amount: totals.giftCards[index] ?? 0 }))
      .filter((card) => card.amount > 0),
    totals,
  };
}
