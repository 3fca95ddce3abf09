import type { DeliveryPostcodeInput } from '../../domain/delivery';
import type { Result } from '../../domain/shared';
import type { CountryCode } from '../../domain/site';
import { POSTCODE_ERROR_TOAST, type StoreError, type StoreEvent, type StoreState, storeDecider } from '../../domain/store';
import type { Projection } from '../projection';
import { type StoreChangeDeps, type StoreChangeError, applyStoreChange } from './preferred-store-effects';

/** A store/deliveryPostcodeInvalid error carries the form's field errors (spec §5), shown beside the fields. */
export type DeliveryPostcodeError = StoreError | StoreChangeError;

export interface DeliveryPostcodeUseCases {
  /**
   * Spec §4 Delivery postcode: validates, patches the token, shows "You've selected {postcode} as your postcode"
   * (id postcode-success) and soft-reloads, or on /store-finder closes the drawer. A failed token update shows
   * the postcode-error toast (spec §8).
   */
  setDeliveryPostcode(form: DeliveryPostcodeInput): Promise<Result<readonly StoreEvent[], DeliveryPostcodeError>>;
}

export interface DeliveryPostcodeDeps extends StoreChangeDeps {
  readonly view: Projection<StoreState>;
  readonly country: CountryCode;
}

export function deliveryPostcodeUseCases(deps: DeliveryPostcodeDeps): DeliveryPostcodeUseCases {
  const { view, country, toasts } = deps;
  return {
    async setDeliveryPostcode(form) {
      const decided = storeDecider.decide(view.getSnapshot(), {
        type: 'setDeliveryPostcode',
        postcode: form.postcode ?? '',
        city: form.city ?? '',
        state: form.state ?? '',
        country,
      });
      // A form with field errors shows them where they are; the toast is kept for what the shopper cannot fix.
      if (!decided.ok) return decided;
      const applied = await applyStoreChange(decided.value, deps);
      if (!applied.ok) toasts.show({ ...POSTCODE_ERROR_TOAST });
      return applied;
    },
  };
}
