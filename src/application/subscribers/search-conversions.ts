import type { EventBus } from '../ports/event-bus';
import type { BrowsingUseCases } from '../use-cases/browsing';
import { cartChangesOf } from './cart-changes';

/**
 * Spec §4 Search query id: an add to cart after a search is credited to that search, once. The credit is a
 * browsing fact recorded as the cart changes, before any later search can replace the query id; the search
 * insights subscriber reports it like any other fact.
 */
export function startSearchConversions({
  bus,
  browsing,
}: {
  bus: EventBus;
  browsing: Pick<BrowsingUseCases, 'attributeSearchConversion'>;
}): () => void {
  return bus.subscribe((event) => {
    for (const added of cartChangesOf(event)?.added ?? []) browsing.attributeSearchConversion(added.line.variant.sku);
  });
}
