import { type Decider, type Result, type Sku, assertNever, err, ok, type Event } from '../shared';

/** Spec §9 Compare: at most 4 products. */
export const COMPARE_LIMIT = 4;

// State

export interface CompareState {
  /** Oldest first; never more than COMPARE_LIMIT, never a duplicate. */
  readonly skus: readonly Sku[];
}

export const initialCompare = (): CompareState => ({ skus: [] });

// Events

export type CompareEvent =
  | Event<'compare/productAdded', { sku: Sku }>
  | Event<'compare/productRemoved', { sku: Sku }>
  | Event<'compare/listRestored', { skus: readonly Sku[] }>
  | Event<'compare/listCleared'>;

/** Keeps the last `COMPARE_LIMIT` distinct SKUs, in the order they were last added. */
export function keepLast(skus: readonly Sku[]): Sku[] {
  const distinct: Sku[] = [];
  for (const sku of [...skus].reverse()) {
    if (sku !== '' && !distinct.includes(sku)) distinct.unshift(sku);
  }
  return distinct.slice(-COMPARE_LIMIT);
}

export function evolve(state: CompareState, event: CompareEvent): CompareState {
  switch (event.type) {
    case 'compare/productAdded':
      return { skus: keepLast([...state.skus, event.data.sku]) };
    case 'compare/productRemoved':
      return { skus: state.skus.filter((sku) => sku !== event.data.sku) };
    case 'compare/listRestored':
      return { skus: keepLast(event.data.skus) };
    case 'compare/listCleared':
      return initialCompare();
    default:
      return assertNever(event);
  }
}

// Commands

export type CompareCommand =
  | { readonly type: 'toggleProduct'; readonly sku: Sku }
  | { readonly type: 'restoreList'; readonly skus: readonly Sku[] }
  | { readonly type: 'clearList' };

export type CompareError = { readonly type: 'compare/limitReached'; readonly limit: number } | { readonly type: 'compare/emptySku' };

/** Spec §5: a product can be added only while fewer than 4 are selected, or if it is already selected. */
export function canAddToCompare(state: CompareState, sku: Sku): boolean {
  return state.skus.length < COMPARE_LIMIT || state.skus.includes(sku);
}

export function decide(state: CompareState, command: CompareCommand): Result<readonly CompareEvent[], CompareError> {
  switch (command.type) {
    case 'toggleProduct': {
      if (command.sku === '') return err({ type: 'compare/emptySku' });
      if (state.skus.includes(command.sku)) return ok([{ type: 'compare/productRemoved', data: { sku: command.sku } }]);
      if (!canAddToCompare(state, command.sku)) return err({ type: 'compare/limitReached', limit: COMPARE_LIMIT });
      return ok([{ type: 'compare/productAdded', data: { sku: command.sku } }]);
    }
    case 'restoreList':
      return ok([{ type: 'compare/listRestored', data: { skus: keepLast(command.skus) } }]);
    case 'clearList':
      return state.skus.length === 0 ? ok([]) : ok([{ type: 'compare/listCleared', data: {} }]);
    default:
      return assertNever(command);
  }
}

export const compareDecider: Decider<CompareState, CompareCommand, CompareEvent, CompareError> = {
  initialState: initialCompare,
  decide,
  evolve,
};

// Route

/** Spec §2: `/compare?products={sku}|{sku}|...`, SKUs pipe-separated. */
export function compareHref(skus: readonly Sku[]): string {
  return `/compare?products=${keepLast(skus).map(encodeURIComponent).join('|')}`;
}

/** Reads the `products` query value of the compare route: at most 4 distinct SKUs. */
export function parseCompareProducts(products: string | null | undefined): Sku[] {
  if (!products) return [];
  return keepLast(products.split('|').map((sku) => sku.trim()));
}
