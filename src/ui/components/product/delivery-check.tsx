import { type FormEvent, useId, useState } from 'react';
import type { ProductDetail } from '../../../application/ports/bff-payloads';
import type { DeliveryCheck as DeliveryCheckResult } from '../../../application/use-cases/delivery-check';
import {
  type DeliveryPostcodeErrors,
  type DeliveryState,
  deliveryPostcodeErrors,
  freeFreightMessage,
  hasErrors,
  homeDeliveryBlocker,
  requiresState,
} from '../../../domain/delivery';
import { formatMoney } from '../../../domain/money';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import './delivery-check.css';
import { AuStateField } from '../au-state-field';
import { useTypedBeforeHydration } from '../../use-typed-before-hydration';

const selectPostcode = (state: DeliveryState) => state.deliveryPostcode;
const selectCity = (state: DeliveryState) => state.deliveryCity;
const selectState = (state: DeliveryState) => state.deliveryState;

type Shown = Exclude<DeliveryCheckResult, { kind: 'superseded' }> | { kind: 'checking' } | null;

/** "Check delivery": postcode, suburb/city and (AU) state, then the methods or the spec's message. */
export function DeliveryCheck({ product }: { product: ProductDetail }) {
  const services = useServices();
  const { country, locale } = services.site;
  const id = useId();
  const withState = requiresState(country);
  // The shopper's delivery postcode, when set, fills the form to start with.
  const savedPostcode = useProjection(services.views.delivery, selectPostcode);
  const savedCity = useProjection(services.views.delivery, selectCity);
  const savedState = useProjection(services.views.delivery, selectState);
  const [postcode, setPostcode] = useState(savedPostcode ?? '');
  const [city, setCity] = useState(savedCity ?? '');
  const [state, setState] = useState(savedState ?? '');
  useTypedBeforeHydration(`${id}-postcode`, postcode, setPostcode);
  useTypedBeforeHydration(`${id}-city`, city, setCity);
  const [errors, setErrors] = useState<DeliveryPostcodeErrors>({});
  const [shown, setShown] = useState<Shown>(null);
  const blocker = homeDeliveryBlocker(product);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = deliveryPostcodeErrors({ postcode, city, state }, country);
    setErrors(found);
    if (hasErrors(found)) return;
    setShown({ kind: 'checking' });
    const answer = await services.deliveryCheck.checkDelivery({ postcode, sku: product.sku, suburb: city, state: withState ? state : null });
    if (answer.kind !== 'superseded') setShown(answer);
  };

  const fieldProps = (field: keyof DeliveryPostcodeErrors) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const fieldError = (field: keyof DeliveryPostcodeErrors) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <section className="delivery-check" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Delivery</h2>
      {blocker ? (
        <p className="delivery-check__message">{blocker}</p>
      ) : (
        <form className="delivery-check__form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-postcode`}>Postcode</label>
            <input
              id={`${id}-postcode`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={postcode}
              onChange={(e) => setPostcode(e.target.value)}
              {...fieldProps('postcode')}
            />
            {fieldError('postcode')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-city`}>{withState ? 'Suburb' : 'City'}</label>
            <input id={`${id}-city`} autoComplete="address-level2" value={city} onChange={(e) => setCity(e.target.value)} {...fieldProps('city')} />
            {fieldError('city')}
          </div>
          {withState && <AuStateField id={id} value={state} onChange={setState} described={fieldProps('state')} error={fieldError('state')} />}
          <button type="submit" className="button button--secondary delivery-check__submit" disabled={shown?.kind === 'checking'}>
            Check delivery
          </button>
        </form>
      )}
      <div className="delivery-check__result" aria-live="polite">
        {shown?.kind === 'checking' && <p>Checking delivery…</p>}
        {shown?.kind === 'failed' && <p className="delivery-check__message">Sorry, delivery could not be checked. Please try again.</p>}
        {shown?.kind === 'checked' && shown.unavailableMessage !== null && <p className="delivery-check__message">{shown.unavailableMessage}</p>}
        {shown?.kind === 'checked' && shown.availability.deliveryMethods.length > 0 && (
          <>
            <ul className="delivery-check__methods">
              {shown.availability.deliveryMethods.map((method) => (
                <li key={method.deliveryMethod}>
                  <span>{method.deliveryLabel}</span>
                  <strong>{formatMoney(method.deliveryCharge, locale)}</strong>
                </li>
              ))}
            </ul>
            {freeFreightMessage(product) && <p className="delivery-check__note">{freeFreightMessage(product)}</p>}
          </>
        )}
      </div>
    </section>
  );
}
