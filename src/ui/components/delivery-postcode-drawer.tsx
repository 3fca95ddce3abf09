import { type FormEvent, useId, useState } from 'react';
import type { DeliveryPostcodeErrors, DeliveryPostcodeField, DeliveryState } from '../../domain/delivery';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import { Drawer } from './drawer';
import { AuStateField } from './au-state-field';
import { UseMyLocation } from './use-my-location';

const selectPostcode = (state: DeliveryState) => state.deliveryPostcode;
const selectCity = (state: DeliveryState) => state.deliveryCity;
const selectState = (state: DeliveryState) => state.deliveryState;

/** Spec §4 Delivery postcode: postcode, city/suburb and (AU) state; toasts come from the use case. */
export function DeliveryPostcodeDrawer() {
  const { site, views, drawers, deliveryPostcode } = useServices();
  const id = useId();
  const isAu = site.country === 'AU';
  // The form starts from what the shopper set before.
  const savedPostcode = useProjection(views.delivery, selectPostcode);
  const savedCity = useProjection(views.delivery, selectCity);
  const savedState = useProjection(views.delivery, selectState);
  const [postcode, setPostcode] = useState(savedPostcode ?? '');
  const [city, setCity] = useState(savedCity ?? '');
  const [state, setState] = useState(savedState ?? '');
  const [errors, setErrors] = useState<DeliveryPostcodeErrors>({});
  const [busy, setBusy] = useState(false);
  const close = () => drawers.close('deliveryPostcode');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await deliveryPostcode.setDeliveryPostcode({ postcode, city, state: isAu ? state : '' });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      close();
      return;
    }
    // A failed save shows the use case's error toast; field errors are shown beside their fields.
    const fieldErrors = result.error.type === 'delivery/postcodeInvalid' ? result.error.errors : {};
    setErrors(fieldErrors);
    const first = (['postcode', 'city', 'state'] as const).find((field) => fieldErrors[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const described = (field: DeliveryPostcodeField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  const error = (field: DeliveryPostcodeField) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <Drawer title="Your delivery postcode" onClose={close}>
      <p>Set your postcode to see delivery options and prices for your area.</p>
      <UseMyLocation onChosen={close} />
      <p className="use-my-location__or">Or enter it yourself:</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-postcode`}>Postcode</label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
            {...described('postcode')}
          />
          {error('postcode')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-city`}>{isAu ? 'Suburb' : 'City'}</label>
          <input
            id={`${id}-city`}
            name="city"
            autoComplete="address-level2"
            value={city}
            onChange={(e) => setCity(e.target.value)}
            {...described('city')}
          />
          {error('city')}
        </div>
        {isAu && <AuStateField id={id} value={state} onChange={setState} described={described('state')} error={error('state')} />}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save postcode'}
        </button>
      </form>
    </Drawer>
  );
}
