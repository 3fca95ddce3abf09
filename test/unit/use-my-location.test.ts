import { describe, expect, it } from 'vitest';
import type { GeolocationError, Position } from '../../src/application/ports/geolocation';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import type { SiteCode } from '../../src/domain/site';
import { createTestContainer } from '../support/test-container';

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const AUCKLAND = { latitude: -36.8485, longitude: 174.7633 };

const setup = (options: { site?: SiteCode; position?: Position | GeolocationError; rememberedPosition?: Position; path?: string } = {}) => {
  const { container, fakes } = createTestContainer(options);
  return {
    fakes,
    delivery: resolve(container, TOKENS.DeliveryPostcodeUseCases),
    deliveryView: resolve(container, TOKENS.DeliveryView),
    toasts: resolve(container, TOKENS.ToastsView),
    cart: resolve(container, TOKENS.CartUseCases),
    stores: resolve(container, TOKENS.PreferredStoreUseCases),
  };
};

describe('"Use my location" for the delivery postcode', () => {
  it('sets the nearest postcode as the manual path does: token, confirmation toast, soft reload', async () => {
    const { delivery, deliveryView, toasts, fakes } = setup({ position: SYDNEY, path: '/p/uno-r3' });

    expect(await delivery.useMyLocation()).toEqual({ type: 'chosen', postcode: '2000', city: 'Sydney' });

    expect(fakes.session.patches).toEqual([{ deliveryPostcode: '2000', deliveryCity: 'Sydney', deliveryState: 'NSW' }]);
    expect(deliveryView.getSnapshot()).toMatchObject({ deliveryPostcode: '2000', deliveryCity: 'Sydney', deliveryState: 'NSW' });
    expect(toasts.getSnapshot().toasts).toMatchObject([{ id: 'postcode-success', message: "You've selected 2000 as your postcode" }]);
    expect(fakes.navigation.softReloads).toBe(1);
    // The position is kept (the `geo` cookie) for the next visit.
    expect(fakes.geolocation.lastKnownPosition()).toEqual(SYDNEY);
  });

  it('on the NZ site gives an NZ postcode with no state, and none for a position in Australia', async () => {
    const nz = setup({ site: 'jrnz', position: AUCKLAND });
    expect(await nz.delivery.useMyLocation()).toEqual({ type: 'chosen', postcode: '1010', city: 'Auckland Central' });
    expect(nz.fakes.session.patches).toEqual([{ deliveryPostcode: '1010', deliveryCity: 'Auckland Central' }]);

    const far = setup({ site: 'jrnz', position: SYDNEY });
    expect(await far.delivery.useMyLocation()).toEqual({
      type: 'failed',
      failure: 'noPostcodeNearby',
      message: "We couldn't find a New Zealand postcode near your location. Please enter your postcode instead.",
    });
    expect(far.fakes.session.patches).toEqual([]);
    expect(far.toasts.getSnapshot().toasts).toEqual([]);
  });

  it('a refused position leaves a message and the postcode unset, and is logged (spec §8)', async () => {
    const { delivery, deliveryView, fakes, toasts } = setup({ position: { type: 'denied', reason: 'User denied Geolocation' } });
    const outcome = await delivery.useMyLocation();
    expect(outcome).toMatchObject({ type: 'failed', failure: 'denied' });
    expect(outcome.type === 'failed' && outcome.message).toContain('Location access is blocked');
    expect(fakes.session.logs.map((entry) => entry.message)).toEqual(['Geolocation failed: User denied Geolocation']);
    expect(fakes.session.patches).toEqual([]);
    expect(deliveryView.getSnapshot().deliveryPostcode).toBeNull();
    expect(toasts.getSnapshot().toasts).toEqual([]);
    expect(fakes.geolocation.lastKnownPosition()).toBeNull();

    // The manual path still works afterwards.
    expect((await delivery.setDeliveryPostcode({ postcode: '3000', city: 'Melbourne', state: 'VIC' })).ok).toBe(true);
    expect(deliveryView.getSnapshot().deliveryPostcode).toBe('3000');
  });

  it('says "Browser geolocation not supported" where the browser has none, and logs it (spec §8)', async () => {
    const { delivery, fakes } = setup({ position: { type: 'unsupported' } });
    expect(await delivery.useMyLocation()).toEqual({ type: 'failed', failure: 'unsupported', message: 'Browser geolocation not supported' });
    expect(fakes.session.logs.map((entry) => entry.message)).toEqual(['Browser geolocation not supported']);
  });

  it('a browser that cannot tell where it is gets its own message', async () => {
    const { delivery } = setup({ position: { type: 'failed', reason: 'Timeout expired' } });
    expect(await delivery.useMyLocation()).toMatchObject({
      type: 'failed',
      failure: 'unavailable',
      message: expect.stringContaining("couldn't find your location"),
    });
  });

  it('a token that will not take the postcode shows the postcode-error toast', async () => {
    const { delivery, fakes, toasts } = setup({ position: SYDNEY });
    fakes.session.failUpdatesWith = { status: 500, message: 'Internal Server Error' };
    expect(await delivery.useMyLocation()).toEqual({ type: 'notSaved' });
    expect(toasts.getSnapshot().toasts).toMatchObject([{ id: 'postcode-error' }]);
  });
});

describe('the shopper position after it is known (spec §3 Cart lookup context, Geolocation)', () => {
  it('goes with the cart lookup once obtained, and not before', async () => {
    const { delivery, cart, fakes } = setup({ position: SYDNEY });
    await cart.loadCart();
    expect(fakes.bff.cartStore.lookups).toEqual([{}]);
    await delivery.useMyLocation();
    await cart.loadCart();
    expect(fakes.bff.cartStore.lookups[1]).toEqual({ position: SYDNEY });
  });

  it('a position an earlier visit left is sent with the cart lookup and reused for the nearest store without asking', async () => {
    const { cart, stores, fakes } = setup({ position: { type: 'denied', reason: 'would prompt' }, rememberedPosition: SYDNEY });
    await cart.loadCart();
    expect(fakes.bff.cartStore.lookups).toEqual([{ position: SYDNEY }]);

    const located = stores.locateNearestStoreWhenIdle();
    fakes.timer.runIdle();
    expect(await located).toMatchObject({ type: 'chosen' });
    expect(fakes.bff.storeLookups).toEqual([{ ...SYDNEY, limit: 1 }]);
    expect(fakes.geolocation.asked).toBe(0);
  });
});
