import type { Address, ContactDetails, DeliveryType } from '../../../contract/checkout';
import type { CartUpdateBody } from '../../../contract/cart';
import { shippingKindOf } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import { Refusal, invalid, notFound } from '../refusal';
import { releaseReservations } from '../cart/reservations';
import { applyDiscount, CART_FROZEN_MESSAGE, removeDiscount, updateCart } from '../cart/cart';
import { checkoutStoreOf, priceCheckout } from './pricing';
import { loadCheckout, type OpenCart, openCart, saveCheckout, type Shopper } from './store';
import { heldCoupons } from '../payments/coupons';
import { clearFrozenAt, supersedeOpenAttempts } from './repository';
import { unfreezeIfFrozen } from '../cart/repository';
import type { Caller } from '../limits/rate-limit';
import { couponGuess, discountGuess } from '../limits/guess-limits';
import { locatePostcode } from '../delivery/zones';
import { storeByKey } from '../stores/stores';

/**
 * A checkout change on a frozen cart ends its payment attempt: the holds go back and the open attempt is
 * superseded, so the next payment call prices and holds the cart as it now is (an order for a payment
 * already under way is still placed from what that payment priced).
 */
export async function thaw(db: Db, cartId: string, now: number): Promise<void> {
  await releaseReservations(db, cartId);
  await unfreezeIfFrozen(db, cartId, now);
  await clearFrozenAt(db, cartId);
  await supersedeOpenAttempts(db, cartId);
}

/** Runs one change on the shopper's cart in a transaction, after thawing it. */
async function change(db: Db, shopper: Shopper, now: number, apply: (trx: Db, open: OpenCart) => Promise<void>): Promise<void> {
  await transact(db, async (trx) => {
    const open = await openCart(trx, shopper);
    if (open.cart.frozen === 1) await thaw(trx, open.cart.id, now);
    await apply(trx, open);
  });
}

/** POST /bff/checkout/contact-details: the parcel goes to the site's country, to a postcode we know. */
export async function saveContactDetails(db: Db, shopper: Shopper, contact: ContactDetails, now: number): Promise<void> {
  const { country } = shopper.site;
  if (contact.address.country !== country) throw invalid(`body.address.country: must be ${country} on this site`);
  if (!(await locatePostcode(db, country, contact.address.postalCode))) {
    throw invalid(`body.address.postalCode: ${contact.address.postalCode} is not a known ${country} postcode`);
  }
  await change(db, shopper, now, (trx, { cart }) => saveCheckout(trx, cart.id, { contact_details: JSON.stringify(contact) }, now));
}

/**
 * POST /bff/checkout/address/billing: no billing address means the contact address bills. It changes no
 * total, so a payment under way stays as it is.
 */
export async function saveBillingAddress(db: Db, shopper: Shopper, address: Address, now: number): Promise<void> {
  const { cart } = await openCart(db, shopper);
  await saveCheckout(db, cart.id, { billing_address: JSON.stringify(address) }, now);
}

/** PATCH /bff/checkout/deliveryType/{type}: click-and-collect needs a store of the brand that offers it. */
export async function setDeliveryType(db: Db, shopper: Shopper, type: DeliveryType, storeKey: string | undefined, now: number): Promise<void> {
  if (type === 'clickCollect') {
    if (!storeKey) throw invalid('query.storeKey: is required for click and collect');
    await requireCollectionStore(db, shopper, storeKey);
  }
  await change(db, shopper, now, (trx, { cart }) =>
    saveCheckout(trx, cart.id, { delivery_type: type, ...(storeKey ? { store_key: storeKey } : {}) }, now),
  );
}

export async function requireCollectionStore(db: Db, shopper: Shopper, storeKey: string): Promise<void> {
  const store = await storeByKey(db, shopper.site, storeKey);
  if (!store) throw notFound(`Store ${storeKey} not found`);
  if (!store.canClickAndCollect) throw invalid(`query.storeKey: ${store.name} does not offer click and collect`);
}

/** Spec §9 shipping codes: the site's country only, and only a method the cart can travel by. */
export async function requireShippingCode(db: Db, shopper: Shopper, open: OpenCart, code: string): Promise<void> {
  if (shippingKindOf(code)?.country !== shopper.site.country)
    throw invalid(`query.deliveryCode: ${code} is not a shipping method of ${shopper.site.country}`);
  const checkout = await loadCheckout(db, open.cart.id);
  const priced = await priceCheckout(
    db,
    shopper.site,
    open.cart,
    open.lines,
    { ...checkout, deliveryType: 'deliveryStore' },
    shopper.identity.customerId,
  );
  const method = priced.shippingMethods.find((m) => m.code === code);
  if (!method?.available) throw invalid(method?.message ?? `query.deliveryCode: ${code} is not available`);
}

/** PATCH /bff/checkout/shipping-method: choosing a shipping method means home delivery. */
export async function setShippingMethod(db: Db, shopper: Shopper, code: string, now: number): Promise<void> {
  await change(db, shopper, now, async (trx, open) => {
    await requireShippingCode(trx, shopper, open, code);
    const { deliveryType } = await loadCheckout(trx, open.cart.id);
    await saveCheckout(
      trx,
      open.cart.id,
      { shipping_code: code, delivery_type: deliveryType === 'clickCollect' ? 'deliveryStore' : deliveryType },
      now,
    );
  });
}

export async function setInsurance(db: Db, shopper: Shopper, selected: boolean, now: number): Promise<void> {
  await change(db, shopper, now, (trx, { cart }) => saveCheckout(trx, cart.id, { insurance: selected ? 1 : 0 }, now));
}

/** POST /bff/checkout/coupon: one of the signed-in customer's unused coupons, by its amount. */
export async function applyCoupon(db: Db, shopper: Shopper, caller: Caller, amount: number, now: number): Promise<void> {
  const coupon = await couponGuess(db, shopper.identity.owner, caller.address, now, async () => {
    const held = (await heldCoupons(db, shopper.identity.customerId, shopper.site.currency)).find((c) => c.amount === amount);
    if (!held) throw invalid(`body.amount: you hold no coupon of ${amount} cents`);
    return held;
  });
  await change(db, shopper, now, (trx, { cart }) => saveCheckout(trx, cart.id, { coupon_id: coupon.id }, now));
}

export async function removeCoupon(db: Db, shopper: Shopper, now: number): Promise<void> {
  await change(db, shopper, now, (trx, { cart }) => saveCheckout(trx, cart.id, { coupon_id: null }, now));
}

/**
 * The cart's own rules (server/services/cart/cart.ts), reached from the checkout. They refuse a frozen cart only
 * after checking the input, so a bad code or line leaves the payment attempt alone; a good one thaws first.
 */
async function onCart(db: Db, shopper: Shopper, now: number, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof Refusal && error.message === CART_FROZEN_MESSAGE)) throw error;
    await change(db, shopper, now, async () => undefined);
    await run();
  }
}

const cartKeyOf = (shopper: Shopper) => ({ site: shopper.site, owner: shopper.identity.owner });

export async function applyCheckoutDiscount(db: Db, shopper: Shopper, caller: Caller, code: string, now: number): Promise<void> {
  await openCart(db, shopper);
  await discountGuess(db, shopper.identity.owner, caller.address, now, () =>
    onCart(db, shopper, now, () => applyDiscount(db, cartKeyOf(shopper), code, now)),
  );
}

export async function removeCheckoutDiscount(db: Db, shopper: Shopper, now: number): Promise<void> {
  await openCart(db, shopper);
  await onCart(db, shopper, now, () => removeDiscount(db, cartKeyOf(shopper), now));
}

export async function updateCheckoutCart(db: Db, shopper: Shopper, updates: CartUpdateBody, now: number): Promise<void> {
  await onCart(db, shopper, now, () => updateCart(db, cartKeyOf(shopper), updates, now));
}

export { checkoutStoreOf };
