import type { Store } from '../../domain/catalog';
import { type Result, type Sku, ok } from '../../domain/shared';
import {
  GEOLOCATION_NOT_SUPPORTED,
  type StoreCommand,
  type StoreError,
  type StoreEvent,
  type StoreState,
  chooseNearestStore,
  nearestStoreQuery,
  shouldGeolocateForStore,
  storeDecider,
} from '../../domain/preferred-store';
import type { SessionState } from '../../domain/session';
import type { Projection } from '../projection';
import type { Bff } from '../ports/bff';
import type { Geolocation } from '../ports/geolocation';
import type { Navigation } from '../ports/navigation';
import type { SessionService } from '../ports/session-service';
import type { Timer } from '../ports/timer';
import type { Recorder } from '../recorder';
import type { DrawersUseCases } from './drawers';
import type { SessionUseCases } from './session';
import { type StoreChangeError, applyStoreChange } from './preferred-store-effects';
import type { ToastsUseCases } from './toasts';

// Our own: the spec gives the store toast for success only; a failed token update mirrors the postcode's.
export const STORE_ERROR_TOAST_ID = 'store-error';
export const STORE_ERROR_MESSAGE = 'Oops! Something went wrong while setting your store';

export type ChooseStoreError = StoreError | StoreChangeError;

export type LocateOutcome =
  | { readonly type: 'alreadyChosen' }
  | { readonly type: 'unsupported' }
  | { readonly type: 'failed'; readonly reason: string }
  | { readonly type: 'noStoreNearby' }
  | { readonly type: 'chosen'; readonly storeKey: string }
  | { readonly type: 'notSaved'; readonly error: ChooseStoreError };

export interface PreferredStoreUseCases {
  /** Spec §4 Preferred store: token patch, confirmation toast, then a soft reload (not on /store-finder). */
  chooseStore(
    store: Pick<Store, 'storeKey' | 'supplyChannelId' | 'name'>,
    sku?: Sku | null,
  ): Promise<Result<readonly StoreEvent[], ChooseStoreError>>;
  /** Reads the store the session token already holds into the preferences view (the postcode is delivery's). */
  restoreFromSession(): void;
  /** Spec §4: once the browser is idle, a shopper with no preferred store gets the nearest one. */
  locateNearestStoreWhenIdle(): Promise<LocateOutcome>;
}

export interface PreferredStoreDeps {
  readonly view: Projection<StoreState>;
  readonly session: Projection<SessionState>;
  readonly recorder: Recorder;
  readonly bff: Pick<Bff, 'stores'>;
  readonly sessionUseCases: Pick<SessionUseCases, 'updateToken'>;
  readonly logger: Pick<SessionService, 'log'>;
  readonly geolocation: Geolocation;
  readonly navigation: Navigation;
  readonly timer: Pick<Timer, 'whenIdle'>;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
  readonly drawers: Pick<DrawersUseCases, 'close'>;
}

export function preferredStoreUseCases(deps: PreferredStoreDeps): PreferredStoreUseCases {
  const { view, session, recorder, bff, logger, geolocation, timer, toasts, drawers } = deps;

  const choose = async (command: Extract<StoreCommand, { type: 'choosePreferredStore' }>) => {
    const decided = storeDecider.decide(view.getSnapshot(), command);
    if (!decided.ok) return decided;
    const applied = await applyStoreChange(decided.value, deps);
    if (!applied.ok) {
      toasts.show({ id: STORE_ERROR_TOAST_ID, type: 'error', message: STORE_ERROR_MESSAGE });
      return applied;
    }
    // The drawer's work is done; outside /store-finder the soft reload would close it as a route change anyway.
    drawers.close('preferredStore');
    return applied;
  };

  const restoreFromSession = () => {
    const decided = storeDecider.decide(view.getSnapshot(), { type: 'restorePreferences', token: session.getSnapshot().token });
    if (decided.ok) recorder.record(decided.value);
  };

  const locate = async (): Promise<LocateOutcome> => {
    restoreFromSession();
    // Checked again once idle: the shopper may have chosen a store in the meantime.
    if (!shouldGeolocateForStore(view.getSnapshot(), { idle: true })) return { type: 'alreadyChosen' };
    // A position an earlier visit obtained (the `geo` cookie) is reused without asking the browser again.
    const known = geolocation.lastKnownPosition();
    const position = known ? ok(known) : await geolocation.currentPosition();
    if (!position.ok) {
      // Spec §8 Geolocation: not supported, or failed, is only logged; the shopper sees nothing.
      const message = position.error.type === 'unsupported' ? GEOLOCATION_NOT_SUPPORTED : `Geolocation failed: ${position.error.reason}`;
      await logger.log({ level: 'info', message });
      return position.error.type === 'unsupported' ? { type: 'unsupported' } : { type: 'failed', reason: position.error.reason };
    }
    const query = nearestStoreQuery(position.value);
    if (query === null) return { type: 'failed', reason: 'position out of range' };
    const stores = await bff.stores.nearest(position.value, { limit: query.limit });
    if (!stores.ok) {
      await logger.log({ level: 'warn', message: `Nearest store lookup failed: ${stores.error.message}` });
      return { type: 'failed', reason: stores.error.message };
    }
    const command = chooseNearestStore(stores.value);
    if (command === null || command.type !== 'choosePreferredStore') return { type: 'noStoreNearby' };
    if (!shouldGeolocateForStore(view.getSnapshot(), { idle: true })) return { type: 'alreadyChosen' };
    const chosen = await choose(command);
    return chosen.ok ? { type: 'chosen', storeKey: command.storeKey } : { type: 'notSaved', error: chosen.error };
  };

  return {
    chooseStore: (store, sku) =>
      choose({ type: 'choosePreferredStore', storeKey: store.storeKey, storeId: store.supplyChannelId, storeName: store.name, sku: sku ?? null }),
    restoreFromSession,
    locateNearestStoreWhenIdle() {
      restoreFromSession();
      if (!shouldGeolocateForStore(view.getSnapshot(), { idle: true })) return Promise.resolve({ type: 'alreadyChosen' });
      return new Promise((resolve) => {
        timer.whenIdle(() => void locate().then(resolve));
      });
    },
  };
}
