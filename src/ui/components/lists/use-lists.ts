import type { ListsUseCases } from '../../../application/use-cases/lists';
import type { ListsState } from '../../../domain/lists';
import { useServices } from '../../services';
import { useLoaded } from '../../use-loaded';
import { useProjection } from '../../use-projection';

const selectLists = (state: ListsState) => state;

/** The customer's lists and bookmarks as the shop knows them. */
export function useListsState(): ListsState {
  return useProjection(useServices().views.lists, selectLists);
}

/** The lists' use cases, loaded with the first view that needs them; null until they are. */
export function useListsUseCases(): ListsUseCases | null {
  return useLoaded(useServices().loadLists);
}
