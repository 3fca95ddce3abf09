import { useEffect } from 'react';
import { usePageHead } from '../use-page-head';
import type { Store } from '../../domain/catalog';
import type { DeliveryState } from '../../domain/delivery';
import type { StoreState } from '../../domain/preferred-store';
import { StoreSearch } from '../components/store-list';
import { useRouter } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import './store-finder-page.css';

const selectStoreName = (state: StoreState) => state.storeName;
const selectStoreKey = (state: StoreState) => state.storeKey;
const selectPostcode = (state: DeliveryState) => state.deliveryPostcode;

/** Spec §2 Store finder: find stores near a postcode or suburb and make one the preferred store, without a reload. */
export function StoreFinderPage() {
  const { browsing, views, preferredStore, drawers } = useServices();
  const { path } = useRouter();
  const storeName = useProjection(views.preferences, selectStoreName);
  const storeKey = useProjection(views.preferences, selectStoreKey);
  const postcode = useProjection(views.delivery, selectPostcode);

  useEffect(() => {
    browsing.viewPage(path);
    browsing.openStoreFinder();
    // Recorded once per visit to the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  usePageHead(
    'Find a store',
    'Find your nearest store, check its opening hours and set it as your store for click and collect.',
    'StoreFinder',
    '/store-finder',
  );

  // On /store-finder the use case shows its toast and does not reload (spec §4 Preferred store).
  const choose = (store: Store) => preferredStore.chooseStore(store);

  return (
    <div className="store-finder">
      <h1>Store finder</h1>
      <section className="store-finder__summary" aria-label="Your choices">
        <p>
          Your store: <strong>{storeName ?? storeKey ?? 'not chosen yet'}</strong>
        </p>
        <p>
          Delivery postcode: <strong>{postcode ?? 'not set'}</strong>{' '}
          <button type="button" className="button button--secondary" onClick={() => drawers.open('deliveryPostcode')}>
            {postcode ? 'Change postcode' : 'Set postcode'}
          </button>
        </p>
      </section>
      <StoreSearch heading="h2" onChoose={choose} />
    </div>
  );
}
