import {
  type DeliveryError,
  type DeliveryEvent,
  type DeliveryPostcodeErrors,
  type DeliveryPostcodeInput,
  type DeliveryState,
  type LocationFailure,
  deliveryDecider,
  effectsOf,
  geolocationLogMessage,
  locationFailureMessage,
  requiresState,
} from '../../domain/delivery';
import type { SessionState } from '../../domain/session';
import { type Result, err } from '../../domain/shared';
import type { CountryCode } from '../../domain/site';
import type { Projection } from '../projection';
import type { Bff } from '../ports/bff';
import type { Geolocation } from '../ports/geolocation';
import type { SessionService } from '../ports/session-service';
import { execute } from '../recorder';
import { type StoreChangeDeps, type StoreChangeError, applyPreferenceChange, runAfterRecording } from './preferred-store-effects';

export type DeliveryPostcodeError =
  /** The form's field errors (spec §5), shown beside the fields. */
  | { readonly type: 'delivery/postcodeInvalid'; readonly errors: DeliveryPostcodeErrors }
  /** The session token would not take the postcode: the postcode-error toast is shown (spec §8). */
  | StoreChangeError
  | DeliveryError;

/** What "Use my location" came to. */
export type LocationOutcome =
  /** The nearest postcode is the delivery postcode now: token patched, confirmation toast shown, page soft-reloaded. */
  | { readonly type: 'chosen'; readonly postcode: string; readonly city: string }
  /** No postcode: the message says why, and the manual postcode path stays open. */
  | { readonly type: 'failed'; readonly failure: LocationFailure; readonly message: string }
  /** The session token would not take the postcode: the postcode-error toast is shown (spec §8). */
  | { readonly type: 'notSaved' };

export interface DeliveryPostcodeUseCases {
  /**
   * Spec §4 Delivery postcode: validates, patches the token, shows "You've selected {postcode} as your postcode"
   * (id postcode-success) and soft-reloads, or on /store-finder closes the drawer. A failed token update shows
   * the postcode-error toast (spec §8).
   */
  setDeliveryPostcode(form: DeliveryPostcodeInput): Promise<Result<readonly DeliveryEvent[], DeliveryPostcodeError>>;
  /** Reads the postcode the session token already holds into the delivery view. */
  restoreFromSession(): void;
  /**
   * "Use my location": asks the browser where the shopper is (the position is remembered in the `geo` cookie),
   * looks up the site's nearest delivery postcode and sets it as setDeliveryPostcode does. A refused or failed
   * geolocation is logged (spec §8) and answered with a message for the shopper.
   */
  useMyLocation(): Promise<LocationOutcome>;
}

type Refused = Extract<DeliveryEvent, { type: 'delivery/postcodeRefused' }>;
type Chosen = Extract<DeliveryEvent, { type: 'delivery/postcodeChosen' }>;

export interface DeliveryPostcodeDeps extends StoreChangeDeps {
  readonly view: Projection<DeliveryState>;
  readonly session: Projection<SessionState>;
  readonly country: CountryCode;
  readonly geolocation: Pick<Geolocation, 'currentPosition'>;
  readonly bff: Pick<Bff, 'stores'>;
  readonly logger: Pick<SessionService, 'log'>;
}

export function deliveryPostcodeUseCases(deps: DeliveryPostcodeDeps): DeliveryPostcodeUseCases {
  const { view, session, country, recorder, geolocation, bff, logger } = deps;
  const failed = (failure: LocationFailure): LocationOutcome => ({ type: 'failed', failure, message: locationFailureMessage(failure, country) });

  const setDeliveryPostcode: DeliveryPostcodeUseCases['setDeliveryPostcode'] = async (form) => {
    const decided = deliveryDecider.decide(view.getSnapshot(), {
      type: 'choosePostcode',
      postcode: form.postcode ?? '',
      city: form.city ?? '',
      state: form.state ?? '',
      country,
    });
    if (!decided.ok) return decided;
    const events = decided.value;
    const where = { path: deps.navigation.currentPath() };
    const refused = events.find((event): event is Refused => event.type === 'delivery/postcodeRefused');
    if (refused) {
      // A form with field errors shows them where they are; nothing is sent, announced or reloaded.
      recorder.record(events);
      runAfterRecording(effectsOf(refused, where), deps);
      return err({ type: 'delivery/postcodeInvalid', errors: refused.data.errors });
    }
    const applied = await applyPreferenceChange(
      events,
      events.flatMap((event) => effectsOf(event, where)),
      deps,
    );
    if (applied.ok) return applied;
    const postcode = events.find((event): event is Chosen => event.type === 'delivery/postcodeChosen')?.data.postcode ?? '';
    const notSaved = execute(deliveryDecider, view.getSnapshot(), { type: 'recordPostcodeNotSaved', postcode }, recorder);
    if (notSaved.ok)
      runAfterRecording(
        notSaved.value.flatMap((event) => effectsOf(event, where)),
        deps,
      );
    return applied;
  };

  return {
    setDeliveryPostcode,
    restoreFromSession() {
      execute(deliveryDecider, view.getSnapshot(), { type: 'restorePostcode', token: session.getSnapshot().token }, recorder);
    },
    async useMyLocation() {
      const found = await geolocation.currentPosition();
      if (!found.ok) {
        // Spec §8 Geolocation: the failure is logged; the shopper who asked is also told, and can type the postcode.
        await logger.log({ level: 'info', message: geolocationLogMessage(found.error) });
        return failed(found.error.type === 'unsupported' ? 'unsupported' : found.error.type === 'denied' ? 'denied' : 'unavailable');
      }
      const place = await bff.stores.nearestPostcode(found.value);
      if (!place.ok) return failed(place.error.status === 404 ? 'noPostcodeNearby' : 'lookupFailed');
      const { postcode, locality, state } = place.value;
      const saved = await setDeliveryPostcode({ postcode, city: locality, state: requiresState(country) ? state : '' });
      return saved.ok ? { type: 'chosen', postcode, city: locality } : { type: 'notSaved' };
    },
  };
}
