/**
 * Loads once, when first asked: later calls share the same promise. A failed load (a chunk the network lost,
 * a deploy in between, an answer that did not come) is forgotten, so the next call tries again; a failure kept
 * would leave the shop broken for this tab after one blip.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
}
