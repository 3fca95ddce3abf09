import {
  type DeliveryError,
  type DeliveryEvent,
  type DeliveryPostcodeErrors,
  type DeliveryPostcodeInput,
  type DeliveryState,
  deliveryDecider,
  effectsOf,
} from '../../domain/delivery';
import type { SessionState } from '../../domain/session';
import { type Result, err } from '../../domain/shared';
import type { CountryCode } from '../../domain/site';
import type { Projection } from '../projection';
import { execute } from '../recorder';
import { type StoreChangeDeps, type StoreChangeError, applyPreferenceChange, runAfterRecording } from './preferred-store-effects';

export type DeliveryPostcodeError =
  /** The form's field errors (spec §5), shown beside the fields. */
  | { readonly type: 'delivery/postcodeInvalid'; readonly errors: DeliveryPostcodeErrors }
  /** The session token would not take the postcode: the postcode-error toast is shown (spec §8). */
  | StoreChangeError
  | DeliveryError;

export interface DeliveryPostcodeUseCases {
  /**
   * Spec §4 Delivery postcode: validates, patches the token, shows "You've selected {postcode} as your postcode"
   * (id postcode-success) and soft-reloads, or on /store-finder closes the drawer. A failed token update shows
   * the postcode-error toast (spec §8).
   */
  setDeliveryPostcode(form: DeliveryPostcodeInput): Promise<Result<readonly DeliveryEvent[], DeliveryPostcodeError>>;
  /** Reads the postcode the session token already holds into the delivery view. */
  restoreFromSession(): void;
}

type Refused = Extract<DeliveryEvent, { type: 'delivery/postcodeRefused' }>;
type Chosen = Extract<DeliveryEvent, { type: 'delivery/postcodeChosen' }>;

export interface DeliveryPostcodeDeps extends StoreChangeDeps {
  readonly view: Projection<DeliveryState>;
  readonly session: Projection<SessionState>;
  readonly country: CountryCode;
}

export function deliveryPostcodeUseCases(deps: DeliveryPostcodeDeps): DeliveryPostcodeUseCases {
  const { view, session, country, recorder } = deps;
  return {
    async setDeliveryPostcode(form) {
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
    },
    restoreFromSession() {
      execute(deliveryDecider, view.getSnapshot(), { type: 'restorePostcode', token: session.getSnapshot().token }, recorder);
    },
  };
}
