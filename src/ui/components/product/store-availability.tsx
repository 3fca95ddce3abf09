import { useEffect } from 'react';
import type { Store } from '../../../domain/catalog';
import type { CountryCode } from '../../../domain/site';
import type { StoreState } from '../../../domain/preferred-store';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import { useQuery } from '../../use-query';
import './store-availability.css';

const NEARBY_LIMIT = 5;
/** Where to look from when no store is chosen: the country's largest city (our own choice). */
const DEFAULT_POSITION: Readonly<Record<CountryCode, { latitude: number; longitude: number }>> = {
  AU: { latitude: -33.8688, longitude: 151.2093 },
  NZ: { latitude: -36.8485, longitude: 174.7633 },
};

const selectStoreKey = (state: StoreState) => state.storeKey;
const selectStoreName = (state: StoreState) => state.storeName;

const stockText = (store: Store): string => {
  const units = store.stock ?? 0;
  if (units <= 0) return 'Out of stock';
  return units === 1 ? '1 in stock' : `${units} in stock`;
};

/** Nearby stores with stock of this sku, from the preferred store or the country's default position. */
export function StoreAvailability({ sku, reloadKey }: { sku: string; reloadKey: number }) {
  const services = useServices();
  const storeKey = useProjection(services.views.preferences, selectStoreKey);
  const storeName = useProjection(services.views.preferences, selectStoreName);
  const { country } = services.site;

  const stores = useQuery(`stores:${sku}:${storeKey ?? ''}:${reloadKey}`, async () => {
    let position = DEFAULT_POSITION[country];
    if (storeKey) {
      const preferred = await services.catalog.store(storeKey, sku);
      if (preferred.ok) position = { latitude: preferred.value.latitude, longitude: preferred.value.longitude };
    }
    return services.catalog.nearestStores(position, { sku, limit: NEARBY_LIMIT });
  });

  useEffect(() => {
    services.browsing.checkStoreAvailability(sku, storeKey ? { storeKey } : {});
  }, [services, sku, storeKey]);

  return (
    <section className="store-availability" aria-labelledby="store-availability-heading">
      <h2 id="store-availability-heading">Availability in stores</h2>
      <p className="store-availability__preferred">
        {storeName ? (
          <>
            Your store: <strong>{storeName}</strong>
          </>
        ) : (
          'Choose a store to see stock near you.'
        )}
      </p>
      <div aria-live="polite" aria-busy={stores.status === 'loading'}>
        {stores.status === 'loading' && <p>Checking stores near you…</p>}
        {stores.status === 'error' && <p role="alert">Sorry, store stock could not be loaded.</p>}
        {stores.status === 'ok' && stores.value.length === 0 && <p>No stores found nearby.</p>}
        {stores.status === 'ok' && stores.value.length > 0 && (
          <ul className="store-availability__list">
            {stores.value.map((store) => (
              <li key={store.storeKey} className="store-availability__store">
                <span className="store-availability__name">
                  {store.name}
                  {store.storeKey === storeKey && <span className="store-availability__tag"> (your store)</span>}
                </span>
                {store.distanceKm !== undefined && <span className="store-availability__distance">{store.distanceKm.toFixed(1)} km</span>}
                <span
                  className={
                    (store.stock ?? 0) > 0
                      ? 'store-availability__stock store-availability__stock--in'
                      : 'store-availability__stock store-availability__stock--out'
                  }
                >
                  {stockText(store)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="button button--secondary" onClick={() => services.drawers.open('preferredStore', sku)}>
        {storeName ? 'Change store' : 'Choose a store'}
      </button>
    </section>
  );
}
