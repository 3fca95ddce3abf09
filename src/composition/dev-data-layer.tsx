import { createRoot } from 'react-dom/client';
import { watchDataLayer } from '../adapters/browser/data-layer-watch';
import { DATA_LAYER_OVERLAY_CSS, DataLayerOverlay } from '../ui/dev/data-layer-overlay';

/** The dev overlay of the dataLayer (src/ui/dev): in its own root, beside the shop's, following every push. */
export function mountDataLayerOverlay(doc: Document): void {
  const view = doc.defaultView;
  if (!view || doc.getElementById('datalayer-overlay')) return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(DATA_LAYER_OVERLAY_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  const host = doc.createElement('div');
  host.id = 'datalayer-overlay';
  doc.body.append(host);
  const root = createRoot(host);
  watchDataLayer(view, (pushes) => root.render(<DataLayerOverlay pushes={pushes} />));
}
