import type { Address, ContactDetails, DeliveryType } from '../../../contract/checkout';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import type { Identity } from '../auth/identity';
import { notFound } from '../refusal';
import { type CartLineRow, type CartRow, cartLines, findCart } from '../cart/repository';
import { checkoutRow } from './repository';

export { type CheckoutPatch, saveCheckout } from './repository';

/** Who is checking out, and on which site (the identity of the bearer token; anonymous ones place guest orders). */
export interface Shopper {
  readonly site: Site;
  readonly identity: Identity;
}

/** Spec §8: an empty cart answers the details with 404 and the client goes back to /. */
export const CART_EMPTY_MESSAGE = 'Your cart is empty';

/** The shopper's choices for one cart (table checkouts), with defaults before the first choice. */
export interface CheckoutState {
  readonly cartId: string;
  readonly contact: ContactDetails | null;
  readonly billing: Address | null;
  readonly deliveryType: DeliveryType;
  readonly shippingCode: string | null;
  readonly storeKey: string | null;
  readonly purchaseOrderNumber: string | null;
  readonly insurance: boolean;
  readonly couponId: string | null;
  readonly creditCents: number;
  readonly frozenAt: number | null;
  readonly orderNumber: string | null;
}

const parseJson = <T>(text: string | null): T | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

export async function loadCheckout(db: Db, cartId: string): Promise<CheckoutState> {
  const row = await checkoutRow(db, cartId);
  return {
    cartId,
    contact: parseJson<ContactDetails>(row?.contact_details ?? null),
    billing: parseJson<Address>(row?.billing_address ?? null),
    deliveryType: row?.delivery_type ?? 'deliveryStore',
    shippingCode: row?.shipping_code ?? null,
    storeKey: row?.store_key ?? null,
    purchaseOrderNumber: row?.purchase_order_number ?? null,
    insurance: row?.insurance === 1,
    couponId: row?.coupon_id ?? null,
    creditCents: row?.credit_cents ?? 0,
    frozenAt: row?.frozen_at ?? null,
    orderNumber: row?.order_number ?? null,
  };
}

export interface OpenCart {
  readonly cart: CartRow;
  readonly lines: CartLineRow[];
}

/** The shopper's current cart with its lines; 404 "Your cart is empty" when there is none or it has no lines. */
export async function openCart(db: Db, shopper: Shopper): Promise<OpenCart> {
  const cart = await findCart(db, { site: shopper.site, owner: shopper.identity.owner });
  const lines = cart ? await cartLines(db, cart.id) : [];
  if (!cart || lines.length === 0) throw notFound(CART_EMPTY_MESSAGE);
  return { cart, lines };
}
