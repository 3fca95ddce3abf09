import { type DrawerName, type DrawersState, drawersDecider } from '../../domain/drawers';
import type { Sku } from '../../domain/shared';
import type { Projection } from '../projection';
import { type Recorder, execute } from '../recorder';

export interface DrawersUseCases {
  /** Spec §2: the preferred store drawer may be opened for a given sku. */
  open(drawer: DrawerName, sku?: Sku | null): void;
  close(drawer: DrawerName): void;
  /** Spec §2: drawers close when a route change completes; the router calls this. */
  routeChanged(): void;
}

export function drawersUseCases({ view, recorder }: { readonly view: Projection<DrawersState>; readonly recorder: Recorder }): DrawersUseCases {
  return {
    open(drawer, sku) {
      execute(drawersDecider, view.getSnapshot(), { type: 'openDrawer', drawer, sku: sku ?? null }, recorder);
    },
    close(drawer) {
      execute(drawersDecider, view.getSnapshot(), { type: 'closeDrawer', drawer }, recorder);
    },
    routeChanged() {
      execute(drawersDecider, view.getSnapshot(), { type: 'routeChanged' }, recorder);
    },
  };
}
