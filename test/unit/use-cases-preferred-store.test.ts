import { describe, expect, it } from 'vitest';
import type { GeolocationError, Position } from '../../src/application/ports/geolocation';
import { TOKENS } from '../../src/application/tokens';
import { STORE_ERROR_MESSAGE, STORE_ERROR_TOAST_ID } from '../../src/application/use-cases/preferred-store';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import { MEMORY_ANONYMOUS_TOKEN } from '../../src/adapters/memory';
import type { SessionToken } from '../../src/domain/session';

const SYDNEY = { storeKey: 'sydney-cbd', supplyChannelId: 'channel-sydney-cbd', name: 'Sydney CBD' };

const setup = (options: { path?: string; position?: Position | GeolocationError; token?: SessionToken | null } = {}) => {
  const { container, fakes } = createTestContainer(options);
  return {
    fakes,
    stores: resolve(container, TOKENS.PreferredStoreUseCases),
    drawers: resolve(container, TOKENS.DrawersUseCases),
    preferences: resolve(container, TOKENS.PreferencesView),
    toastsView: resolve(container, TOKENS.ToastsView),
    drawersView: resolve(container, TOKENS.DrawersView),
    sessionView: resolve(container, TOKENS.SessionView),
  };
};

describe('choosing a preferred store', () => {
  it('patches the token, confirms with a toast, soft-reloads and closes the drawer (spec §4)', async () => {
    const { stores, drawers, fakes, preferences, toastsView, drawersView, sessionView } = setup({ path: '/p/uno-r3' });
    drawers.open('preferredStore', 'AB1234');

    expect((await stores.chooseStore(SYDNEY, 'AB1234')).ok).toBe(true);

    expect(fakes.session.patches).toEqual([{ storeKey: 'sydney-cbd', storeId: 'channel-sydney-cbd', sku: 'AB1234' }]);
    expect(sessionView.getSnapshot().token).toMatchObject({ storeKey: 'sydney-cbd', storeId: 'channel-sydney-cbd', sku: 'AB1234' });
    expect(preferences.getSnapshot()).toMatchObject({
      storeKey: 'sydney-cbd',
      storeId: 'channel-sydney-cbd',
      storeName: 'Sydney CBD',
      sku: 'AB1234',
    });
    expect(toastsView.getSnapshot().toasts).toMatchObject([
      { id: 'store-success', type: 'success', message: "You've selected Sydney CBD as your store" },
    ]);
    expect(fakes.navigation.softReloads).toBe(1);
    expect(drawersView.getSnapshot().open).toBeNull();
  });

  it('on /store-finder closes the postcode drawer instead of reloading (spec §2)', async () => {
    const { stores, drawers, fakes, drawersView } = setup({ path: '/store-finder?postcode=2000' });
    drawers.open('deliveryPostcode');
    await stores.chooseStore(SYDNEY);
    expect(fakes.navigation.softReloads).toBe(0);
    expect(drawersView.getSnapshot().open).toBeNull();
    expect(fakes.session.patches).toEqual([{ storeKey: 'sydney-cbd', storeId: 'channel-sydney-cbd' }]);
  });

  it('a failed token update shows an error toast and changes nothing else', async () => {
    const { stores, fakes, preferences, toastsView } = setup();
    fakes.session.failUpdatesWith = { status: 500, message: 'Internal Server Error' };
    const result = await stores.chooseStore(SYDNEY);
    expect(result).toEqual({ ok: false, error: { type: 'store/tokenNotUpdated', cause: { status: 500, message: 'Internal Server Error' } } });
    expect(preferences.getSnapshot().storeKey).toBeNull();
    expect(toastsView.getSnapshot().toasts).toMatchObject([{ id: STORE_ERROR_TOAST_ID, type: 'error', message: STORE_ERROR_MESSAGE }]);
    expect(fakes.navigation.softReloads).toBe(0);
  });

  it('refuses a store without a key or channel', async () => {
    const { stores, fakes } = setup();
    expect(await stores.chooseStore({ ...SYDNEY, storeKey: ' ' })).toEqual({ ok: false, error: { type: 'store/storeUnidentified' } });
    expect(fakes.session.patches).toEqual([]);
  });
});

describe('the nearest store, once the browser is idle', () => {
  it('geolocates a shopper with no store and chooses the nearest (spec §4, §7 limit 1)', async () => {
    const { stores, fakes, preferences, toastsView } = setup({ position: { latitude: -33.82, longitude: 151.0 } });
    const outcome = stores.locateNearestStoreWhenIdle();
    expect(fakes.bff.storeLookups).toEqual([]);
    fakes.timer.runIdle();

    expect(await outcome).toEqual({ type: 'chosen', storeKey: 'parramatta' });
    expect(fakes.bff.storeLookups).toEqual([{ latitude: -33.82, longitude: 151.0, limit: 1 }]);
    expect(preferences.getSnapshot()).toMatchObject({ storeKey: 'parramatta', storeName: 'Parramatta' });
    expect(toastsView.getSnapshot().toasts[0]?.message).toBe("You've selected Parramatta as your store");
  });

  it('does nothing for a shopper whose token already names a store, and shows that store', async () => {
    const token = { ...MEMORY_ANONYMOUS_TOKEN, storeKey: 'melbourne', storeId: 'channel-melbourne' };
    const { container, fakes } = createTestContainer({ position: { latitude: -33.82, longitude: 151.0 }, token });
    // The app loads the session on start.
    await resolve(container, TOKENS.SessionUseCases).loadSession();

    expect(await resolve(container, TOKENS.PreferredStoreUseCases).locateNearestStoreWhenIdle()).toEqual({ type: 'alreadyChosen' });
    expect(resolve(container, TOKENS.PreferencesView).getSnapshot()).toMatchObject({ storeKey: 'melbourne', storeId: 'channel-melbourne' });
    expect(fakes.bff.storeLookups).toEqual([]);
    expect(fakes.session.patches).toEqual([]);
  });

  it('only logs "Browser geolocation not supported" (spec §8)', async () => {
    const { stores, fakes, toastsView } = setup({ position: { type: 'unsupported' } });
    const outcome = stores.locateNearestStoreWhenIdle();
    fakes.timer.runIdle();
    expect(await outcome).toEqual({ type: 'unsupported' });
    expect(fakes.session.logs.map((l) => l.message)).toEqual(['Browser geolocation not supported']);
    expect(toastsView.getSnapshot().toasts).toEqual([]);
  });
});
