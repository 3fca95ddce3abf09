import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/domain/shared';
import {
  GEOLOCATION_NOT_SUPPORTED,
  NEAREST_STORE_LIMIT,
  type StoreCommand,
  type StoreState,
  chooseNearestStore,
  decide,
  effectsOf,
  evolve,
  formatGeoCookie,
  initialStore,
  nearestStoreQuery,
  parseGeoCookie,
  shouldGeolocateForStore,
  storeDecider,
  storeSelectedToast,
  tokenPatchForStore,
} from '../../src/domain/preferred-store';
import { sessionTokenArb } from './arbitraries/account';
import { skuArb } from './arbitraries/common';
import { geoPositionArb, storeCommandArb, storeKeyArb, storeSummaryArb } from './arbitraries/preferred-store';

const run = (state: StoreState, command: StoreCommand): StoreState => {
  const result = decide(state, command);
  return result.ok ? result.value.reduce(evolve, state) : state;
};
const statesArb = fc.array(storeCommandArb, { maxLength: 12 }).map((commands) => commands.reduce(run, initialStore()));
const pathArb = fc.constantFrom('/', '/products/arduino', '/store-finder', '/store-finder/', '/store-finder?postcode=2000', '/checkout');
const onStoreFinder = (path: string) => /^\/store-finder\/?(\?|$)/.test(path);

describe('preferred store', () => {
  it('choosing a store makes it the preferred store; the sku follows when given and stays otherwise', () => {
    fc.assert(
      fc.property(statesArb, storeSummaryArb, fc.option(skuArb, { nil: undefined }), (before, store, sku) => {
        const command = {
          type: 'choosePreferredStore',
          storeKey: store.storeKey,
          storeId: store.supplyChannelId,
          storeName: store.name,
          sku,
        } as const;
        const after = run(before, command);
        expect(after).toMatchObject({ storeKey: store.storeKey, storeId: store.supplyChannelId, storeName: store.name || store.storeKey });
        expect(after.sku).toBe(sku ?? before.sku);
      }),
    );
  });

  it('a store without a key or id is refused and nothing changes', () => {
    fc.assert(
      fc.property(statesArb, fc.constantFrom('', '  '), storeKeyArb, (state, blank, key) => {
        expect(decide(state, { type: 'choosePreferredStore', storeKey: blank, storeId: 'channel-1', storeName: 'X' })).toEqual({
          ok: false,
          error: { type: 'store/storeUnidentified' },
        });
        expect(decide(state, { type: 'choosePreferredStore', storeKey: key, storeId: blank, storeName: 'X' }).ok).toBe(false);
      }),
    );
  });

  it('a store selection updates the token (storeKey, storeId, sku), confirms with a toast and soft-reloads, except on /store-finder', () => {
    fc.assert(
      fc.property(storeSummaryArb, fc.option(skuArb, { nil: undefined }), pathArb, (store, sku, path) => {
        const result = decide(initialStore(), {
          type: 'choosePreferredStore',
          storeKey: store.storeKey,
          storeId: store.supplyChannelId,
          storeName: store.name,
          sku,
        });
        if (!result.ok) throw new Error('refused');
        const [event] = result.value;
        const name = store.name || store.storeKey;
        expect(effectsOf(event!, { path })).toEqual([
          {
            type: 'updateSessionToken',
            patch: sku
              ? { storeKey: store.storeKey, storeId: store.supplyChannelId, sku }
              : { storeKey: store.storeKey, storeId: store.supplyChannelId },
          },
          { type: 'showToast', toast: { id: 'store-success', type: 'success', message: `You've selected ${name} as your store` } },
          onStoreFinder(path) ? { type: 'closeDeliveryPostcodeDrawer' } : { type: 'softReload' },
        ]);
      }),
    );
  });

  it('geolocates only when no store is preferred and the browser is idle', () => {
    fc.assert(
      fc.property(statesArb, fc.boolean(), (state, idle) => {
        expect(shouldGeolocateForStore(state, { idle })).toBe(state.storeKey === null && idle);
      }),
    );
    expect(GEOLOCATION_NOT_SUPPORTED).toBe('Browser geolocation not supported');
  });

  it('the nearest-store query sorts by closest with limit 1, carrying sku and canClickAndCollect only when asked', () => {
    fc.assert(
      fc.property(geoPositionArb, fc.option(skuArb, { nil: undefined }), fc.option(fc.boolean(), { nil: undefined }), (position, sku, cnc) => {
        const query = nearestStoreQuery(position, { sku, canClickAndCollect: cnc });
        expect(query).toEqual({
          sortBy: 'closest',
          limit: NEAREST_STORE_LIMIT,
          latitude: position.latitude,
          longitude: position.longitude,
          ...(sku ? { sku } : {}),
          ...(cnc ? { canClickAndCollect: true } : {}),
        });
      }),
    );
    expect(nearestStoreQuery({ latitude: 91, longitude: 0 })).toBeNull();
  });

  it('the nearest store found becomes the preferred store; no store found chooses nothing', () => {
    fc.assert(
      fc.property(fc.array(storeSummaryArb, { maxLength: 3 }), fc.option(skuArb, { nil: null }), (stores, sku) => {
        const command = chooseNearestStore(stores, sku);
        const first = stores[0];
        if (first === undefined) {
          expect(command).toBeNull();
          return;
        }
        expect(run(initialStore(), command!)).toMatchObject({ storeKey: first.storeKey, storeId: first.supplyChannelId, sku });
      }),
    );
  });
});

describe('geo cookie', () => {
  it('a position written to the cookie as "lat,long" reads back the same', () => {
    fc.assert(
      fc.property(geoPositionArb, (position) => {
        const cookie = formatGeoCookie(position);
        expect(cookie).toBe(`${position.latitude},${position.longitude}`);
        expect(parseGeoCookie(cookie)).toEqual({ latitude: position.latitude + 0, longitude: position.longitude + 0 });
      }),
    );
  });

  it('out-of-range or malformed values read as no position', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(fc.double({ min: 90, max: 1e6, minExcluded: true, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }))
            .map(([a, b]) => `${a},${b}`),
          fc
            .tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: 180, max: 1e6, minExcluded: true, noNaN: true }))
            .map(([a, b]) => `-${a},-${b}`.replace('--', '')),
          fc.constantFrom('', ',', '1', '1,2,3', 'abc,def', '0x10,5', 'Infinity,0', '1;2', ' , 5', 'NaN,NaN'),
        ),
        (value) => {
          expect(parseGeoCookie(value)).toBeNull();
        },
      ),
    );
    expect(formatGeoCookie({ latitude: Number.NaN, longitude: 0 })).toBeNull();
    expect(parseGeoCookie(undefined)).toBeNull();
  });
});

describe('store toasts and token patches', () => {
  it('use the spec wording and fields', () => {
    expect(storeSelectedToast('Parramatta').message).toBe("You've selected Parramatta as your store");
    expect(tokenPatchForStore({ storeKey: 'k', storeId: 'i', sku: 'AB1234' })).toEqual({ storeKey: 'k', storeId: 'i', sku: 'AB1234' });
  });
});

describe('store decider', () => {
  it('restoring from the session token mirrors its store fields only, keeps a known store name, and a second restore records nothing', () => {
    fc.assert(
      fc.property(statesArb, fc.option(sessionTokenArb, { nil: null }), (before, token) => {
        const result = decide(before, { type: 'restorePreferences', token });
        const after = result.ok ? result.value.reduce(evolve, before) : before;
        const or = (v: string | undefined) => (v ? v : null);
        expect(after).toMatchObject({
          storeKey: or(token?.storeKey),
          storeId: or(token?.storeId),
          sku: or(token?.sku),
        });
        // The delivery postcode the token holds is the delivery module's to restore (delivery/postcodeRestored).
        expect(Object.keys(after).sort()).toEqual(['sku', 'storeId', 'storeKey', 'storeName']);
        expect(after.storeName).toBe(after.storeKey !== null && after.storeKey === before.storeKey ? before.storeName : null);
        expect(decide(after, { type: 'restorePreferences', token })).toEqual({ ok: true, value: [] });
        for (const event of result.ok ? result.value : []) expect(effectsOf(event, { path: '/' })).toEqual([]);
      }),
    );
  });

  it('folding its events rebuilds the same state', () => {
    fc.assert(
      fc.property(fc.array(storeCommandArb, { maxLength: 30 }), (commands) => {
        const events = [];
        let state = initialStore();
        for (const command of commands) {
          const result = decide(state, command);
          if (!result.ok) continue;
          events.push(...result.value);
          state = result.value.reduce(evolve, state);
        }
        expect(fold(storeDecider, events)).toEqual(state);
      }),
    );
  });
});
