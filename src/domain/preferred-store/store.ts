import type { SessionToken } from '../session/session-token';
import { type Decider, type Event, type Result, type Sku, assertNever, err, ok } from '../shared';

// State

/** The shopper's preferred store; null where nothing is chosen. The delivery postcode is the delivery module's. */
export interface StoreState {
  readonly storeKey: string | null;
  /** The store's supplyChannelId. */
  readonly storeId: string | null;
  readonly storeName: string | null;
  readonly sku: Sku | null;
}

export const initialStore = (): StoreState => ({
  storeKey: null,
  storeId: null,
  storeName: null,
  sku: null,
});

// Events

export type StoreEvent =
  | Event<'store/preferredStoreChosen', { storeKey: string; storeId: string; storeName: string; sku: Sku | null }>
  | Event<'store/preferencesRestored', { preferences: StoreState }>;

export function evolve(state: StoreState, event: StoreEvent): StoreState {
  switch (event.type) {
    case 'store/preferredStoreChosen':
      // A choice without a sku keeps the sku, as the session token does (see tokenPatchForStore).
      return {
        ...state,
        storeKey: event.data.storeKey,
        storeId: event.data.storeId,
        storeName: event.data.storeName,
        sku: event.data.sku ?? state.sku,
      };
    case 'store/preferencesRestored':
      return { ...event.data.preferences };
    default:
      return assertNever(event);
  }
}

// Commands

export type StoreCommand =
  | {
      readonly type: 'choosePreferredStore';
      readonly storeKey: string;
      readonly storeId: string;
      readonly storeName: string;
      readonly sku?: Sku | null;
    }
  | { readonly type: 'restorePreferences'; readonly token: SessionToken | null };

export type StoreError = { readonly type: 'store/storeUnidentified' };

const orNull = (value: string | undefined): string | null => (value ? value : null);

/** What the session token already says about the shopper's store (spec §3 Session token). */
export function preferencesFromToken(token: SessionToken | null): StoreState {
  if (token === null) return initialStore();
  return {
    storeKey: orNull(token.storeKey),
    storeId: orNull(token.storeId),
    storeName: null,
    sku: orNull(token.sku),
  };
}

export function decide(state: StoreState, command: StoreCommand): Result<readonly StoreEvent[], StoreError> {
  switch (command.type) {
    case 'choosePreferredStore': {
      const storeKey = command.storeKey.trim();
      const storeId = command.storeId.trim();
      if (storeKey === '' || storeId === '') return err({ type: 'store/storeUnidentified' });
      // The name is only shown in the toast; a store without one is still named by its key.
      const storeName = command.storeName.trim() || storeKey;
      const sku = command.sku?.trim() || null;
      return ok([{ type: 'store/preferredStoreChosen', data: { storeKey, storeId, storeName, sku } }]);
    }
    case 'restorePreferences': {
      const fromToken = preferencesFromToken(command.token);
      // The token holds no store name; the name already known for the same store is kept for display.
      const storeName = fromToken.storeKey !== null && fromToken.storeKey === state.storeKey ? state.storeName : null;
      const preferences = { ...fromToken, storeName };
      const same = (Object.keys(preferences) as (keyof StoreState)[]).every((key) => preferences[key] === state[key]);
      return same ? ok([]) : ok([{ type: 'store/preferencesRestored', data: { preferences } }]);
    }
    default:
      return assertNever(command);
  }
}

export const storeDecider: Decider<StoreState, StoreCommand, StoreEvent, StoreError> = {
  initialState: initialStore,
  decide,
  evolve,
};
