import { type SessionError } from '../../domain/session';
import { type Result, err, ok } from '../../domain/shared';
import type { DeliveryEffect } from '../../domain/delivery';
import { type StoreEffect, type StoreEvent, effectsOf } from '../../domain/preferred-store';
import type { DomainEvent } from '../events';
import type { ApiError } from '../ports/api-error';
import type { Navigation } from '../ports/navigation';
import type { Recorder } from '../recorder';
import type { DrawersUseCases } from './drawers';
import type { SessionUseCases } from './session';
import type { ToastsUseCases } from './toasts';

export type StoreChangeError = { readonly type: 'store/tokenNotUpdated'; readonly cause: ApiError | SessionError };

export interface StoreChangeDeps {
  readonly recorder: Recorder;
  readonly sessionUseCases: Pick<SessionUseCases, 'updateToken'>;
  readonly navigation: Navigation;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
  readonly drawers: Pick<DrawersUseCases, 'close'>;
}

/**
 * Carries out a decided store or postcode change (spec §4 Preferred store, Delivery postcode). The token is
 * written first and the events recorded only once it is: the preferences and delivery views must never name a
 * store or postcode the server's token (and so its prices and stock) does not know. Then the toast, then the reload.
 */
export async function applyPreferenceChange<E extends DomainEvent>(
  events: readonly E[],
  effects: readonly (StoreEffect | DeliveryEffect)[],
  deps: StoreChangeDeps,
): Promise<Result<readonly E[], StoreChangeError>> {
  for (const effect of effects) {
    if (effect.type !== 'updateSessionToken') continue;
    const saved = await deps.sessionUseCases.updateToken(effect.patch);
    if (!saved.ok) return err({ type: 'store/tokenNotUpdated', cause: saved.error });
  }
  deps.recorder.record(events);
  runAfterRecording(effects, deps);
  return ok(events);
}

/** The toasts, the reload and the drawer a recorded change asks for, in their order. */
export function runAfterRecording(effects: readonly (StoreEffect | DeliveryEffect)[], deps: StoreChangeDeps): void {
  for (const effect of effects) {
    if (effect.type === 'showToast') deps.toasts.show({ ...effect.toast });
    else if (effect.type === 'softReload') deps.navigation.softReload();
    else if (effect.type === 'closeDeliveryPostcodeDrawer') deps.drawers.close('deliveryPostcode');
  }
}

/** A decided store change, carried out as applyPreferenceChange says. */
export function applyStoreChange(events: readonly StoreEvent[], deps: StoreChangeDeps): Promise<Result<readonly StoreEvent[], StoreChangeError>> {
  const where = { path: deps.navigation.currentPath() };
  return applyPreferenceChange(
    events,
    events.flatMap((event) => effectsOf(event, where)),
    deps,
  );
}
