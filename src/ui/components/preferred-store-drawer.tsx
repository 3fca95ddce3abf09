import type { Store } from '../../domain/catalog';
import type { DrawersState } from '../../domain/drawers';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import { Drawer } from './drawer';
import { StoreSearch } from './store-list';

const selectSku = (state: DrawersState) => state.sku;

/** Spec §2: choose a preferred store, optionally for a sku (its stock is then shown per store). */
export function PreferredStoreDrawer() {
  const { views, drawers, preferredStore } = useServices();
  const sku = useProjection(views.drawers, selectSku);
  // The use case closes the drawer once the store is saved.
  const choose = (store: Store) => preferredStore.chooseStore(store, sku);
  return (
    <Drawer title="Choose your store" onClose={() => drawers.close('preferredStore')}>
      <StoreSearch sku={sku} heading="h3" onChoose={choose} />
    </Drawer>
  );
}
