import { watchDataLayer } from '../adapters/browser/data-layer-watch';
import { DATA_LAYER_OVERLAY_CSS, DataLayerOverlay } from '../ui/dev/data-layer-overlay';
import { mountDevToolRoot } from './dev-tool-root';

/** The dev overlay of the dataLayer (src/ui/dev): in its own root, beside the shop's, following every push. */
export function mountDataLayerOverlay(doc: Document): void {
  const mounted = mountDevToolRoot(doc, 'datalayer-overlay', DATA_LAYER_OVERLAY_CSS);
  if (!mounted) return;
  watchDataLayer(mounted.view, (pushes) => mounted.root.render(<DataLayerOverlay pushes={pushes} />));
}
