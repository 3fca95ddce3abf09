import { describe, expect, it } from 'vitest';
import type { Bff, ContactDetails } from '../../src/application/ports/bff';
import { CHECKOUT_STEPS, DELIVERY_TYPES } from '../../src/domain/checkout';
import type { BffUnderTest } from './bff';
import { said, value } from './bff-support';

const CONTACT: ContactDetails = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '0400 111 222',
  address: { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' },
};

const contactIn = (currency: 'AUD' | 'NZD'): ContactDetails =>
  currency === 'AUD' ? CONTACT : { ...CONTACT, address: { addressLine1: '10 Queen Street', city: 'Auckland', postalCode: '1010', country: 'NZ' } };

/** The checkout before any payment: its details, how the order comes to the shopper, and who they are. */
export function checkoutConformance(subject: () => BffUnderTest): void {
  /** A shopper with `stocked` × 2 in the cart, and what the cart says it comes to. */
  const withCart = async (): Promise<{ bff: Bff; subtotal: number }> => {
    const { shopper, stocked } = subject();
    const bff = await shopper();
    const cart = await bff.cart.add({ sku: stocked.sku, quantity: 2, itemContainer: 'conformance' });
    return { bff, subtotal: cart?.subtotal.centAmount ?? Number.NaN };
  };

  describe('checkout', () => {
    it('an empty cart has no checkout', async () => {
      const bff = await subject().shopper();
      expect(said(await bff.checkout.details(CHECKOUT_STEPS.Delivery))).toEqual({ status: 404, message: 'Your cart is empty' });
    });

    it("a cart's checkout comes to the cart's subtotal before delivery is chosen, in the site's country and currency", async () => {
      const { currency } = subject();
      const { bff, subtotal } = await withCart();
      const details = value(await bff.checkout.details(CHECKOUT_STEPS.Delivery));
      expect(details).toMatchObject({ currency, country: currency === 'AUD' ? 'AU' : 'NZ', frozen: false, orderNumber: null });
      expect(details.cartSummary).toMatchObject({ subtotal, shipping: 0, total: subtotal, amountDue: subtotal });
      expect(details.cartSummary.lineItems.map((line) => line.quantity)).toEqual([2]);
      expect(details.selectedShippingMethod).toBeNull();
      for (const method of details.shippingMethods) expect(method.code).toMatch(currency === 'AUD' ? /^JAU_/ : /^JNZ_/);
    });

    it('no shipping method is offered before an address; a method chosen adds its price, another country’s is refused', async () => {
      const { currency } = subject();
      const { bff, subtotal } = await withCart();
      const before = value(await bff.checkout.details(CHECKOUT_STEPS.Delivery)).shippingMethods;
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((method) => !method.available && method.message === 'Enter a delivery address first')).toBe(true);
      const offered = value(await bff.checkout.saveContactDetails(contactIn(currency))).shippingMethods.find((method) => method.available);
      if (!offered) throw new Error('no shipping method for the cart');
      const chosen = value(await bff.checkout.selectShippingMethod(offered.code));
      expect(chosen.selectedShippingMethod).toEqual({ code: offered.code, name: offered.name, price: offered.price });
      expect(chosen.cartSummary).toMatchObject({ shipping: offered.price, total: subtotal + offered.price });
      const foreign = currency === 'AUD' ? 'JNZ_STANDARD' : 'JAU_STANDARD';
      expect(said(await bff.checkout.selectShippingMethod(foreign)).status).toBe(400);
      expect(value(await bff.checkout.details(CHECKOUT_STEPS.Delivery)).selectedShippingMethod?.code).toBe(offered.code);
    });

    it('click and collect names the store and charges no delivery; an unknown store is not found', async () => {
      const { place } = subject();
      const { bff, subtotal } = await withCart();
      const [found] = value(await bff.stores.postcodeSearch(place.postcode));
      const [store] = value(
        await bff.stores.nearest({ latitude: found!.latitude, longitude: found!.longitude }, { limit: 1, canClickAndCollect: true }),
      );
      const collected = value(await bff.checkout.changeDeliveryType(DELIVERY_TYPES.pickup, store!.storeKey));
      expect(collected.deliveryType).toBe(DELIVERY_TYPES.pickup);
      expect(collected.store?.storeKey).toBe(store!.storeKey);
      expect(collected.cartSummary).toMatchObject({ shipping: 0, total: subtotal });
      expect(said(await bff.checkout.changeDeliveryType(DELIVERY_TYPES.pickup, 'no-such-store')).status).toBe(404);
    });

    it('contact details are kept as given; an address in another country is refused', async () => {
      const { currency } = subject();
      const { bff } = await withCart();
      const home =
        currency === 'AUD'
          ? CONTACT
          : { ...CONTACT, address: { addressLine1: '10 Queen Street', city: 'Auckland', postalCode: '1010', country: 'NZ' as const } };
      const saved = value(await bff.checkout.saveContactDetails({ ...home, email: ' Ada@Example.com ' }));
      expect(saved.contactDetails).toMatchObject({
        email: 'ada@example.com',
        firstName: 'Ada',
        address: { addressLine1: home.address.addressLine1 },
      });
      const abroad = {
        ...CONTACT,
        address: {
          addressLine1: '1 Main Road',
          city: 'Elsewhere',
          postalCode: '9999',
          state: 'NSW',
          country: currency === 'AUD' ? ('NZ' as const) : ('AU' as const),
        },
      };
      expect(said(await bff.checkout.saveContactDetails(abroad)).status).toBe(400);
      expect(value(await bff.checkout.details(CHECKOUT_STEPS.Delivery)).contactDetails?.address.country).toBe(home.address.country);
    });
  });

  describe('orders', () => {
    it("a guest has no orders to list; a new customer's list is empty", async () => {
      const { shopper, customer } = subject();
      expect(said(await (await shopper()).orders.list({})).status).toBe(401);
      expect(value(await (await customer()).orders.list({}))).toMatchObject({ orders: [], total: 0 });
    });

    it("an order that is not the customer's is not found, to list, return or order again", async () => {
      const bff = await subject().customer();
      const unknown = 'JAU99999999';
      expect(value(await bff.orders.list({ orderNumber: unknown })).orders).toEqual([]);
      const notFound = { status: 404, message: `Order ${unknown} not found` };
      expect(said(await bff.orders.requestReturn(unknown, { items: [{ sku: subject().stocked.sku, quantity: 1, reason: 'faulty' }] }))).toEqual(
        notFound,
      );
      expect(said(await bff.orders.reorder(unknown))).toEqual(notFound);
    });
  });
}
