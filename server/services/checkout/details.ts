import type { CartSummary, CheckoutDetails, SavedCard } from '../../../contract/checkout';
import type { Db } from '../../db/unit-of-work';
import type { CartRow } from '../cart/repository';
import { cartLines } from '../cart/repository';
import { cartView } from '../cart/view';
import { type PricedCheckout, priceCheckout } from './pricing';
import { openSessionAttempt } from './repository';
import { loadCheckout, type Shopper } from './store';
import type { PaymentGateways } from '../payments/gateways';

/** What the checkout services need besides the request: the database, the providers, the image host and the clock. */
export interface CheckoutDeps {
  readonly db: Db;
  readonly gateways: PaymentGateways;
  readonly imageOrigin: string;
  readonly now: () => number;
}

/** The current payment attempt of a cart, as the paymentSession JSON string (spec §3 Checkout details). */
async function currentSession(db: Db, cartId: string): Promise<string | null> {
  const attempt = await openSessionAttempt(db, cartId);
  return attempt ? JSON.stringify({ reference: attempt.reference, id: attempt.session_id }) : null;
}

async function savedCardsOf(deps: CheckoutDeps, shopper: Shopper): Promise<SavedCard[]> {
  const customerId = shopper.identity.customerId;
  if (!customerId || shopper.site.country !== 'AU') return [];
  try {
    return [...(await deps.gateways.payForm.savedCards(customerId))];
  } catch {
    // Saved cards are a convenience: the checkout still works without them.
    return [];
  }
}

/** The wire cartSummary: the cart's lines (contract/cart.ts LineItem) and the server's totals. */
export async function cartSummaryOf(deps: CheckoutDeps, priced: PricedCheckout): Promise<CartSummary> {
  const store =
    priced.checkout.deliveryType === 'clickCollect' && priced.store ? { storeKey: priced.store.storeKey, name: priced.store.name } : undefined;
  const view = await cartView(deps.db, { site: priced.site, owner: priced.cart.owner }, deps.imageOrigin, store ? { store } : {});
  const { giftCards: _perCard, ...totals } = priced.totals;
  return { lineItems: view.lineItems, ...totals, discountCode: priced.discountCode, isDiscountCode: priced.discountCode !== null };
}

export async function detailsOf(deps: CheckoutDeps, shopper: Shopper, priced: PricedCheckout, step?: number): Promise<CheckoutDetails> {
  const { site, checkout } = priced;
  const paymentSession = await currentSession(deps.db, priced.cart.id);
  const computedStep = checkout.orderNumber ? 4 : !checkout.contact ? 1 : paymentSession ? 3 : 2;
  return {
    checkoutStep: step ?? computedStep,
    country: site.country,
    currency: site.currency,
    cartSummary: await cartSummaryOf(deps, priced),
    contactDetails: checkout.contact,
    billingAddress: checkout.billing,
    deliveryType: checkout.deliveryType,
    shippingMethods: [...priced.shippingMethods],
    selectedShippingMethod: priced.selectedShipping,
    store: priced.store,
    storesPurchaseOrderNumber: checkout.purchaseOrderNumber,
    insurance: { selected: checkout.insurance, price: priced.insurancePrice },
    coupons: priced.coupons.map((c) => c.amount),
    appliedCoupon: priced.appliedCoupon?.amount ?? null,
    credit: priced.creditAvailable === null ? null : { available: priced.creditAvailable, applied: priced.totals.credit },
    giftCards: priced.giftCards.map((card) => ({ last4: card.last4, amount: card.amount })),
    savedCards: await savedCardsOf(deps, shopper),
    paymentOptions: {
      dropIn: true,
      payForm: site.country === 'AU',
      bnpl: true,
      giftCard: true,
      credit: (priced.creditAvailable ?? 0) > 0,
    },
    frozen: priced.cart.frozen === 1,
    orderNumber: checkout.orderNumber,
    paymentSession,
  };
}

/** Prices a cart (the shopper's, or one just ordered) and answers its details. */
export async function detailsOfCart(deps: CheckoutDeps, shopper: Shopper, cart: CartRow, step?: number): Promise<CheckoutDetails> {
  const priced = await priceCheckout(
    deps.db,
    shopper.site,
    cart,
    await cartLines(deps.db, cart.id),
    await loadCheckout(deps.db, cart.id),
    shopper.identity.customerId,
  );
  return detailsOf(deps, shopper, priced, step);
}
