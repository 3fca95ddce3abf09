// Only the dev overlay's chunk imports this file (not through the index), so no first page carries it.
/** One push to the dataLayer as a watcher sees it: when, and what (null when it was there before the watch began). */
export interface DataLayerPush {
  readonly at: number | null;
  readonly entry: unknown;
}

/**
 * Follows the pushes to `window.dataLayer` (for the dev overlay): the ones already made, then each as it is
 * made, whoever makes it (the shop, the tag manager's own tags). The array stays the one the tag manager reads.
 */
export function watchDataLayer(view: Window, listener: (pushes: readonly DataLayerPush[]) => void): () => void {
  const layer = (view.dataLayer ??= []);
  const pushes: DataLayerPush[] = layer.map((entry) => ({ at: null, entry }));
  const push = layer.push;
  layer.push = function watched(...entries: unknown[]) {
    const length = push.apply(this, entries);
    for (const entry of entries) pushes.push({ at: Date.now(), entry });
    listener([...pushes]);
    return length;
  };
  listener([...pushes]);
  return () => {
    layer.push = push;
  };
}
