import { useEffect, useState } from 'react';
import type { ListsUseCases } from '../../../application/use-cases/lists';
import type { ListsState } from '../../../domain/lists';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';

const selectLists = (state: ListsState) => state;

/** The customer's lists and bookmarks as the shop knows them. */
export function useListsState(): ListsState {
  return useProjection(useServices().views.lists, selectLists);
}

/** The lists' use cases, loaded with the first view that needs them; null until they are. */
export function useListsUseCases(): ListsUseCases | null {
  const { loadLists } = useServices();
  const [lists, setLists] = useState<ListsUseCases | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadLists().then(
      (loaded) => live && setLists(loaded),
      (error: unknown) => live && setFailure(error ?? new Error('Lists did not load')),
    );
    return () => {
      live = false;
    };
  }, [loadLists]);
  // The load boundary around the view shows why and offers Retry.
  if (failure) throw failure;
  return lists;
}
