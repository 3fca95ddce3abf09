import { type CompareError, type CompareEvent, type CompareState, compareDecider, compareHref } from '../../domain/compare';
import type { Result, Sku } from '../../domain/shared';
import type { Projection } from '../projection';
import type { KeyValueStore } from '../ports/key-value-store';
import { type Recorder, execute } from '../recorder';

/** Spec §3 Compare list: kept in browser local storage under "compare-list". */
export const COMPARE_LIST_KEY = 'compare-list';

export interface CompareUseCases {
  /** Reads the list a previous visit left in storage. */
  restore(): void;
  toggle(sku: Sku): Result<readonly CompareEvent[], CompareError>;
  clear(): void;
  /** Where the compare page for the current selection lives. */
  href(): string;
}

export function compareUseCases(deps: { view: Projection<CompareState>; recorder: Recorder; localStore: KeyValueStore }): CompareUseCases {
  const { view, recorder, localStore } = deps;
  return {
    restore() {
      execute(compareDecider, view.getSnapshot(), { type: 'restoreList', skus: readStoredList(localStore) }, recorder);
    },
    toggle: (sku) => execute(compareDecider, view.getSnapshot(), { type: 'toggleProduct', sku }, recorder),
    clear() {
      execute(compareDecider, view.getSnapshot(), { type: 'clearList' }, recorder);
    },
    href: () => compareHref(view.getSnapshot().skus),
  };
}

/** Keeps local storage in step with the compare list, so it survives reloads and is shared by tabs. */
export function persistCompareList(view: Projection<CompareState>, localStore: KeyValueStore): () => void {
  return view.subscribe(() => localStore.set(COMPARE_LIST_KEY, JSON.stringify(view.getSnapshot().skus)));
}

function readStoredList(store: KeyValueStore): Sku[] {
  try {
    const parsed: unknown = JSON.parse(store.get(COMPARE_LIST_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((sku): sku is string => typeof sku === 'string') : [];
  } catch {
    // A list another version of the site wrote, or a hand-edited one: start afresh rather than fail.
    return [];
  }
}
