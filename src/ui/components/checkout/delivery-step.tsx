import { useId, useState } from 'react';
import { DELIVERY_TYPES, type DeliveryType } from '../../../domain/checkout';
import type { StoreState } from '../../../domain/preferred-store';
import { StoreSearch } from '../store-list';
import { useProjection } from '../../use-projection';
import { useCheckoutServices } from '../../checkout-services';
import { failureMessage, useAction, useCents, useCheckout } from './use-checkout';

const selectStoreKey = (state: StoreState) => state.storeKey;

const DELIVERY_OPTIONS: ReadonlyArray<{ type: DeliveryType; label: string; hint: string }> = [
  { type: DELIVERY_TYPES.delivery, label: 'Home delivery', hint: 'Standard, express, same-day or bulky freight' },
  { type: DELIVERY_TYPES.pickup, label: 'Click and Collect', hint: 'Pick it up from a store' },
  { type: DELIVERY_TYPES.warehouse, label: 'Warehouse delivery', hint: 'Sent straight from our warehouse' },
];

/** Spec §1 Checkout delivery modes and §2 step 2: delivery type, shipping method or store, purchase order number, insurance. */
export function DeliveryStep() {
  const { checkout, views } = useCheckoutServices();
  const { details } = useCheckout();
  const cents = useCents();
  const id = useId();
  const [po, setPo] = useState(details?.storesPurchaseOrderNumber ?? '');
  const { busy, error, setError, run } = useAction();
  // What the shopper just picked shows at once; the server's answer then takes over.
  const [picked, setPicked] = useState<{ type?: DeliveryType; method?: string; insurance?: boolean }>({});
  // Click and Collect needs a store: with none known yet the picker shows first, and choosing one sends both.
  const [choosingStore, setChoosingStore] = useState(false);
  const preferredStoreKey = useProjection(views.preferences, selectStoreKey);
  if (!details) return null;
  const deliveryType = choosingStore ? DELIVERY_TYPES.pickup : (picked.type ?? details.deliveryType);
  const collect = deliveryType === DELIVERY_TYPES.pickup;
  const act = async (action: () => Promise<{ ok: boolean } & ({ ok: true } | { ok: false; error: { type: string } })>, pick: typeof picked = {}) => {
    setPicked(pick);
    const result = await run(action);
    setPicked({});
    if (result && !result.ok) setError(failureMessage(result.error));
  };

  const choose = (type: DeliveryType) => {
    const storeKey = details.store?.storeKey ?? preferredStoreKey ?? undefined;
    setChoosingStore(type === DELIVERY_TYPES.pickup && !storeKey);
    if (type !== DELIVERY_TYPES.pickup || storeKey) void act(() => checkout.changeDeliveryType(type, storeKey), { type });
  };

  return (
    <div className="delivery-step">
      <fieldset className="choice-group">
        <legend>How would you like to receive your order?</legend>
        {DELIVERY_OPTIONS.map((option) => (
          <label key={option.type} className="choice">
            <input
              type="radio"
              name={`${id}-type`}
              value={option.type}
              checked={deliveryType === option.type}
              disabled={busy}
              onChange={() => choose(option.type)}
            />
            <span>
              <strong>{option.label}</strong>
              <span className="choice__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {collect ? (
        <section className="store-choice" aria-labelledby={`${id}-store`}>
          <h3 id={`${id}-store`}>Collect from</h3>
          <p role="status">
            {details.store
              ? `${details.store.name}, ${details.store.address}, ${details.store.suburb} ${details.store.state} ${details.store.postcode}`
              : 'Choose a store below.'}
          </p>
          <StoreSearch
            heading="h3"
            onChoose={async (store) => {
              await act(() => checkout.changeDeliveryType(DELIVERY_TYPES.pickup, store.storeKey));
              setChoosingStore(false);
            }}
          />
        </section>
      ) : (
        <fieldset className="choice-group">
          <legend>Shipping method</legend>
          {details.shippingMethods.map((method) => (
            <label key={method.code} className={`choice${method.available ? '' : ' choice--unavailable'}`}>
              <input
                type="radio"
                name={`${id}-method`}
                value={method.code}
                checked={(picked.method ?? details.selectedShippingMethod?.code) === method.code}
                disabled={busy || !method.available}
                onChange={() => void act(() => checkout.selectShippingMethod(method.code), { method: method.code })}
              />
              <span>
                <strong>{method.name}</strong> <span className="choice__price">{cents(method.price)}</span>
                {!method.available && <span className="choice__hint">Unavailable{method.message ? `: ${method.message}` : ' for this order'}</span>}
                {method.available && method.message && <span className="choice__hint">{method.message}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <div className="field">
        <label htmlFor={`${id}-po`}>Stores purchase order number (optional)</label>
        <input id={`${id}-po`} name="storesPurchaseOrderNumber" value={po} maxLength={40} onChange={(e) => setPo(e.target.value)} />
      </div>
      <label className="choice">
        <input
          type="checkbox"
          checked={picked.insurance ?? details.insurance.selected}
          disabled={busy}
          onChange={(e) => {
            const on = e.target.checked;
            void act(() => checkout.setInsurance(on), { insurance: on });
          }}
        />
        <span>Add delivery insurance ({cents(details.insurance.price)})</span>
      </label>
      <p className="field__error" role="alert">
        {error}
      </p>
      <button type="button" className="button" disabled={busy} onClick={() => void act(() => checkout.continueToPayment(po))}>
        {busy ? 'Please wait…' : 'Continue to payment'}
      </button>
    </div>
  );
}
