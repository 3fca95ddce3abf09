import { castDraft, produce } from 'immer';
import type { SessionToken } from '../session/session-token';
import { type Decider, type Event, type Result, type Sku, assertNever, err, ok } from '../shared';
import type { CountryCode } from '../site';
import { type AvailableDeliveryMethod, type DeliveryAvailability, deliveryUnavailableMessage, normaliseDeliveryAvailability } from './availability';
import { type DeliveryPostcode, type DeliveryPostcodeErrors, acceptDeliveryPostcode, deliveryPostcodeErrors } from './postcode-form';
import { type DeliveryToast, POSTCODE_ERROR_TOAST } from './postcode-effects';

// State

/** The answer of one delivery check (spec §3 Delivery availability result), with the place it was asked for. */
export interface CheckedAvailability {
  readonly sku: Sku;
  readonly postcode: string;
  /** The suburb or city asked with; null when none was given. */
  readonly city: string | null;
  /** The AU state asked with; null in NZ, which has no states. */
  readonly state: string | null;
  readonly deliveryMethods: readonly AvailableDeliveryMethod[];
  readonly freightServiceErrorCode: number;
  readonly freightServiceMessage: string;
  /** Spec §8: what is shown instead of the methods when there are none; null when there are. */
  readonly unavailableMessage: string | null;
}

/** The shopper's delivery postcode (null where none is set) and the last delivery check of each product. */
export interface DeliveryState {
  readonly deliveryPostcode: string | null;
  readonly deliveryCity: string | null;
  readonly deliveryState: string | null;
  /** One entry per sku, in the order the products were first checked. */
  readonly availability: readonly CheckedAvailability[];
}

export const initialDelivery = (): DeliveryState => ({ deliveryPostcode: null, deliveryCity: null, deliveryState: null, availability: [] });

/** The last delivery check of a product, or null when it has none. */
export const availabilityOf = (state: DeliveryState, sku: Sku): CheckedAvailability | null =>
  state.availability.find((entry) => entry.sku === sku) ?? null;

// Events

export interface DeliveryPostcodeRestored {
  readonly deliveryPostcode: string | null;
  readonly deliveryCity: string | null;
  readonly deliveryState: string | null;
}

/**
 * A refused postcode: the form's field errors (spec §5), shown beside its fields; or, when the session token
 * would not take it, the postcode-error toast (spec §8), with no field errors.
 */
export interface DeliveryPostcodeRefusal {
  readonly postcode: string;
  readonly errors: DeliveryPostcodeErrors;
  readonly toast: DeliveryToast | null;
}

export type DeliveryEvent =
  | Event<'delivery/postcodeChosen', DeliveryPostcode>
  | Event<'delivery/postcodeRefused', DeliveryPostcodeRefusal>
  | Event<'delivery/postcodeRestored', DeliveryPostcodeRestored>
  | Event<'delivery/availabilityChecked', CheckedAvailability>
  | Event<'delivery/availabilityCleared', { readonly sku: Sku }>;

export function evolve(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'delivery/postcodeChosen':
      return { ...state, deliveryPostcode: event.data.postcode, deliveryCity: event.data.city, deliveryState: event.data.state };
    case 'delivery/postcodeRefused':
      // A refusal is a fact worth keeping, but the postcode in force stays what it was.
      return state;
    case 'delivery/postcodeRestored':
      return { ...state, ...event.data };
    case 'delivery/availabilityChecked':
      return produce(state, (draft) => {
        const at = draft.availability.findIndex((entry) => entry.sku === event.data.sku);
        const checked = castDraft(event.data);
        if (at === -1) draft.availability.push(checked);
        else draft.availability[at] = checked;
      });
    case 'delivery/availabilityCleared':
      return { ...state, availability: state.availability.filter((entry) => entry.sku !== event.data.sku) };
    default:
      return assertNever(event);
  }
}

// Commands

export type DeliveryCommand =
  | {
      readonly type: 'choosePostcode';
      readonly postcode: string;
      readonly city: string;
      readonly state: string;
      readonly country: CountryCode;
    }
  /** The session token would not take a postcode the form accepted. */
  | { readonly type: 'recordPostcodeNotSaved'; readonly postcode: string }
  | { readonly type: 'restorePostcode'; readonly token: SessionToken | null }
  | {
      readonly type: 'recordAvailability';
      readonly sku: Sku;
      readonly postcode: string;
      readonly city?: string | null;
      readonly state?: string | null;
      readonly availability: DeliveryAvailability;
    }
  | { readonly type: 'clearAvailability'; readonly sku: Sku };

export type DeliveryError = { readonly type: 'delivery/productUnidentified' } | { readonly type: 'delivery/placeMissing' };

const orNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** What the session token already says about the delivery postcode (spec §3 Session token). */
export function postcodeFromToken(token: SessionToken | null): DeliveryPostcodeRestored {
  return {
    deliveryPostcode: orNull(token?.deliveryPostcode),
    deliveryCity: orNull(token?.deliveryCity),
    deliveryState: orNull(token?.deliveryState),
  };
}

export function decide(state: DeliveryState, command: DeliveryCommand): Result<readonly DeliveryEvent[], DeliveryError> {
  switch (command.type) {
    case 'choosePostcode': {
      // Spec §5 Delivery postcode: the one rule for the form, in ./postcode-form.
      const accepted = acceptDeliveryPostcode(command, command.country);
      if (accepted !== null) return ok([{ type: 'delivery/postcodeChosen', data: accepted }]);
      const errors = deliveryPostcodeErrors(command, command.country);
      return ok([{ type: 'delivery/postcodeRefused', data: { postcode: command.postcode.trim(), errors, toast: null } }]);
    }
    case 'recordPostcodeNotSaved':
      return ok([{ type: 'delivery/postcodeRefused', data: { postcode: command.postcode.trim(), errors: {}, toast: POSTCODE_ERROR_TOAST } }]);
    case 'restorePostcode': {
      const restored = postcodeFromToken(command.token);
      const same = (Object.keys(restored) as (keyof DeliveryPostcodeRestored)[]).every((key) => restored[key] === state[key]);
      return ok(same ? [] : [{ type: 'delivery/postcodeRestored', data: restored }]);
    }
    case 'recordAvailability': {
      const sku = command.sku.trim();
      if (sku === '') return err({ type: 'delivery/productUnidentified' });
      const postcode = command.postcode.trim();
      if (postcode === '') return err({ type: 'delivery/placeMissing' });
      // Spec §3 and §8: every answer is normalised once more here, so the rules hold whoever answered.
      const availability = normaliseDeliveryAvailability(command.availability);
      const stateCode = orNull(command.state);
      return ok([
        {
          type: 'delivery/availabilityChecked',
          data: {
            sku,
            postcode,
            city: orNull(command.city),
            state: stateCode === null ? null : stateCode.toUpperCase(),
            ...availability,
            unavailableMessage: deliveryUnavailableMessage(availability),
          },
        },
      ]);
    }
    case 'clearAvailability': {
      const sku = command.sku.trim();
      return ok(availabilityOf(state, sku) === null ? [] : [{ type: 'delivery/availabilityCleared', data: { sku } }]);
    }
    default:
      return assertNever(command);
  }
}

export const deliveryDecider: Decider<DeliveryState, DeliveryCommand, DeliveryEvent, DeliveryError> = {
  initialState: initialDelivery,
  decide,
  evolve,
};
