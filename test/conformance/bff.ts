import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/application/ports/api-error';
import type { Bff } from '../../src/application/ports/bff';
import { accountConformance } from './bff-account';
import { authConformance } from './bff-auth';
import { checkoutConformance } from './bff-checkout';
import { makerhubConformance } from './bff-makerhub';
import { projectsConformance } from './bff-projects';
import { UNKNOWN_SKU, quantityOf, refusal, value } from './bff-support';
import { listsConformance } from './bff-lists';
import { walletConformance } from './bff-wallet';

/**
 * What every implementation of the BFF port answers alike: the HTTP client over the real server, and the
 * in-memory BFF that tests stand in for it. The suite speaks only through the port, so a rule the
 * in-memory BFF copies from the server and gets wrong fails here rather than in a test that trusted it.
 *
 * An implementation gives the few facts the suite cannot find through the port itself (which product has
 * stock to spare, which codes the shop takes), and a fresh shopper for each test.
 */
export interface BffUnderTest {
  /** A new shopper: a session of their own and an empty cart. */
  readonly shopper: () => Promise<Bff>;
  /** A signed-in customer (lists are theirs alone); the same customer may come back for several tests. */
  readonly customer: () => Promise<Bff>;
  /** A product of the site with stock to spare and no order limit below 10, and its title. */
  readonly stocked: { readonly sku: string; readonly title: string };
  /** Another product like it, for a cart of two lines. */
  readonly otherStocked: { readonly sku: string };
  /** Two discount codes the shop takes, each alone, on a cart of `stocked` × 10. */
  readonly discountCodes: readonly [string, string];
  /** The site's currency. */
  readonly currency: 'AUD' | 'NZD';
  /** A postcode the site delivers to, and the locality the place search names for it. */
  readonly place: { readonly postcode: string; readonly locality: string };
  /** Who `customer` is, and the password they sign in with. */
  readonly account: { readonly email: string; readonly password: string; readonly firstName: string; readonly lastName: string };
  /** A workshop with a session a customer may book, a competition open to entries and one closed with winners. */
  /** A word some of the site's Makerhub content names in its title or summary. */
  readonly contentWord: string;
  readonly makerhub: { readonly workshop: string; readonly openCompetition: string; readonly closedCompetition: string };
}

export function bffConformance(name: string, subject: () => BffUnderTest): void {
  describe(`${name} answers as the BFF port says`, () => {
    describe('cart', () => {
      it('a new shopper has an empty cart that is not frozen and holds no code', async () => {
        const bff = await subject().shopper();
        const cart = await bff.cart.details({});
        expect(cart?.lineItems).toEqual([]);
        expect(cart?.totalQuantity).toBe(0);
        expect(cart?.frozen).toBe(false);
        expect(cart?.discountCode).toBeNull();
      });

      it('adding the same product twice makes one line of the two quantities, priced in the site currency', async () => {
        const { shopper, stocked, currency } = subject();
        const bff = await shopper();
        await bff.cart.add({ sku: stocked.sku, quantity: 2, itemContainer: 'conformance' });
        const cart = await bff.cart.add({ sku: stocked.sku, quantity: 1, itemContainer: 'conformance' });
        expect(cart?.lineItems).toHaveLength(1);
        expect(quantityOf(cart, stocked.sku)).toBe(3);
        expect(cart?.totalQuantity).toBe(3);
        expect(cart?.lineItems[0]?.price.value.currencyCode).toBe(currency);
        expect(quantityOf(await bff.cart.details({}), stocked.sku)).toBe(3);
      });

      it("an update sets a line's quantity, and a quantity of 0 takes the line out", async () => {
        const { shopper, stocked, otherStocked } = subject();
        const bff = await shopper();
        await bff.cart.add({ sku: stocked.sku, quantity: 2, itemContainer: 'conformance' });
        const both = await bff.cart.add({ sku: otherStocked.sku, quantity: 1, itemContainer: 'conformance' });
        const lineOf = (sku: string) => {
          const line = both?.lineItems.find((item) => item.variant.sku.toUpperCase() === sku.toUpperCase());
          if (!line) throw new Error(`no line of ${sku}`);
          return { lineItemId: line.id, sku: line.variant.sku };
        };
        const updated = await bff.cart.update([
          { ...lineOf(stocked.sku), quantity: 5 },
          { ...lineOf(otherStocked.sku), quantity: 0 },
        ]);
        expect(updated?.lineItems.map((line) => [line.variant.sku.toUpperCase(), line.quantity])).toEqual([[stocked.sku.toUpperCase(), 5]]);
        expect(updated?.totalQuantity).toBe(5);
      });

      it('a product the shop does not sell is not added, and the caller learns why', async () => {
        const bff = await subject().shopper();
        const errors: ApiError[] = [];
        const cart = await bff.cart.add({ sku: UNKNOWN_SKU, quantity: 1, itemContainer: 'conformance' }, { onError: (error) => errors.push(error) });
        expect(cart).toBeUndefined();
        expect(errors.map((error) => error.status)).toEqual([404]);
        expect((await bff.cart.details({}))?.lineItems).toEqual([]);
      });

      it('one discount code per order: a second is refused naming both, and taking the first off lets it in', async () => {
        const { shopper, stocked, discountCodes } = subject();
        const [first, second] = discountCodes;
        const bff = await shopper();
        await bff.cart.add({ sku: stocked.sku, quantity: 10, itemContainer: 'conformance' });
        expect(value(await bff.cart.applyDiscount(first.toLowerCase())).discountCode).toBe(first);
        const refused = refusal(await bff.cart.applyDiscount(second));
        expect(refused.status).toBe(409);
        expect(refused.message).toBe(`Only one discount code per order: ${first} is applied. Remove it to use ${second}.`);
        expect(value(await bff.cart.removeDiscount()).discountCode).toBeNull();
        expect(value(await bff.cart.applyDiscount(second)).discountCode).toBe(second);
      });

      it('a frozen cart takes no change until it is unfrozen', async () => {
        const { shopper, stocked } = subject();
        const bff = await shopper();
        await bff.cart.add({ sku: stocked.sku, quantity: 1, itemContainer: 'conformance' });
        expect((await bff.cart.freeze())?.frozen).toBe(true);
        const errors: ApiError[] = [];
        expect(
          await bff.cart.add({ sku: stocked.sku, quantity: 1, itemContainer: 'conformance' }, { onError: (error) => errors.push(error) }),
        ).toBeUndefined();
        expect(errors.map((error) => error.status)).toEqual([409]);
        expect(quantityOf(await bff.cart.details({}), stocked.sku)).toBe(1);
        await bff.cart.unFreeze();
        const after = await bff.cart.add({ sku: stocked.sku, quantity: 1, itemContainer: 'conformance' });
        expect(after?.frozen).toBe(false);
        expect(quantityOf(after, stocked.sku)).toBe(2);
      });
    });

    describe('catalog', () => {
      it('a search finds the product by the words of its title, each price in the site currency', async () => {
        const { shopper, stocked, currency } = subject();
        const page = value(await (await shopper()).products.search(stocked.title));
        expect(page.products.map((product) => product.sku.toUpperCase())).toContain(stocked.sku.toUpperCase());
        expect(page.products.every((product) => product.finalPrice.currencyCode === currency)).toBe(true);
        expect(page.total).toBeGreaterThanOrEqual(page.products.length);
      });

      it('words no product has find nothing, without an error', async () => {
        const page = value(await (await subject().shopper()).products.search('qqzzxxv'));
        expect(page.products).toEqual([]);
        expect(page.total).toBe(0);
      });

      it('products asked for by id come back with their details; an unknown id is left out', async () => {
        const { shopper, stocked } = subject();
        const products = value(await (await shopper()).products.listBySlugIds([stocked.sku.toLowerCase(), UNKNOWN_SKU.toLowerCase()]));
        expect(products.map((product) => product.sku.toUpperCase())).toEqual([stocked.sku.toUpperCase()]);
        expect(products[0]?.orderLimit ?? null).not.toBe(0);
      });
    });

    describe('stores and places', () => {
      it('a postcode search names the place', async () => {
        const { shopper, place } = subject();
        const places = value(await (await shopper()).stores.postcodeSearch(place.postcode));
        expect(places.map((found) => found.locality)).toContain(place.locality);
        expect(places.every((found) => found.postcode.startsWith(place.postcode))).toBe(true);
      });

      it('the nearest stores to a place come nearest first, and a store is found again by its key', async () => {
        const { shopper, place } = subject();
        const bff = await shopper();
        const [found] = value(await bff.stores.postcodeSearch(place.postcode));
        if (!found) throw new Error(`no place for ${place.postcode}`);
        const stores = value(await bff.stores.nearest({ latitude: found.latitude, longitude: found.longitude }, { limit: 3 }));
        expect(stores.length).toBeGreaterThan(0);
        expect(stores.length).toBeLessThanOrEqual(3);
        const distances = stores.map((store) => store.distanceKm ?? Number.NaN);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        const [nearest] = stores;
        expect(value(await bff.stores.byKey(nearest!.storeKey)).map((store) => store.storeKey)).toEqual([nearest!.storeKey]);
      });

      it("the nearest postcode to a place is one of the site's country close by, and there is none in the open sea", async () => {
        const { shopper, place } = subject();
        const bff = await shopper();
        const [found] = value(await bff.stores.postcodeSearch(place.postcode));
        if (!found) throw new Error(`no place for ${place.postcode}`);
        const nearest = value(await bff.stores.nearestPostcode({ latitude: found.latitude, longitude: found.longitude }));
        expect(nearest.distanceKm).toBeLessThan(5);
        expect(value(await bff.stores.postcodeSearch(nearest.postcode)).map((p) => p.locality)).toContain(nearest.locality);
        const sea = await bff.stores.nearestPostcode({ latitude: -30, longitude: 170 });
        expect(sea.ok ? null : sea.error.status).toBe(404);
      });

      it("delivery of a product to a postcode offers the country's methods", async () => {
        const { shopper, place, stocked, currency } = subject();
        const availability = value(await (await shopper()).stores.deliveryAvailability(place.postcode, { sku: stocked.sku, quantity: 1 }));
        expect(availability.deliveryMethods.length).toBeGreaterThan(0);
        for (const method of availability.deliveryMethods) expect(method.deliveryMethod).toMatch(currency === 'AUD' ? /^JAU_/ : /^JNZ_/);
      });
    });

    listsConformance(subject);
    projectsConformance(subject);
    makerhubConformance(subject);
    authConformance(subject);
    accountConformance(subject);
    walletConformance(subject);
    checkoutConformance(subject);
  });
}
