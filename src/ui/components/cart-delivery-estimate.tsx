import { useEffect, useRef } from 'react';
import type { CartSummary } from '../../application/ports/bff';
import { NO_DELIVERY_OPTIONS_MESSAGE, cartDeliveryEstimate, type DeliveryState } from '../../domain/delivery';
import { formatMoney } from '../../domain/money';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import { UseMyLocation } from './use-my-location';

const selectPostcode = (state: DeliveryState) => state.deliveryPostcode;
const selectCity = (state: DeliveryState) => state.deliveryCity;

/**
 * The cart's delivery estimate: how the whole cart can travel to the delivery postcode and what it costs, or
 * the ways to give one (the shopper's location, or the postcode drawer).
 */
export function CartDeliveryEstimate({ summary }: { summary: CartSummary }) {
  const services = useServices();
  const postcode = useProjection(services.views.delivery, selectPostcode);
  const city = useProjection(services.views.delivery, selectCity);
  // The cart's lines are priced at the postcode the token held when it was asked: a new postcode asks again.
  const pricedFor = useRef(postcode);
  useEffect(() => {
    if (pricedFor.current === postcode) return;
    pricedFor.current = postcode;
    void services.cart.loadCart();
  }, [postcode, services]);
  const estimate = cartDeliveryEstimate(summary.lineItems);
  const price = (value: Parameters<typeof formatMoney>[0]) => (value.centAmount === 0 ? 'Free' : formatMoney(value, services.site.locale));

  return (
    <section className="cart-delivery" aria-labelledby="cart-delivery-heading">
      <h3 id="cart-delivery-heading">{postcode ? `Delivery to ${postcode}${city ? ` ${city}` : ''}` : 'Delivery'}</h3>
      {postcode && estimate.kind === 'estimated' && estimate.methods.length > 0 && (
        <ul className="cart-delivery__methods" aria-label="Delivery options for your cart">
          {estimate.methods.map((method) => (
            <li key={method.deliveryMethod}>
              <span>{method.deliveryLabel}</span>
              <strong>{price(method.deliveryCharge)}</strong>
            </li>
          ))}
        </ul>
      )}
      {postcode && estimate.kind === 'estimated' && estimate.methods.length === 0 && (
        <p className="cart-delivery__none">{NO_DELIVERY_OPTIONS_MESSAGE}</p>
      )}
      {!postcode && <p className="cart-delivery__hint">Add your postcode to see delivery options and costs.</p>}
      <div className="cart-delivery__actions">
        <UseMyLocation />
        <button type="button" className="button button--link cart-delivery__change" onClick={() => services.drawers.open('deliveryPostcode')}>
          {postcode ? 'Change postcode' : 'Enter postcode'}
        </button>
      </div>
    </section>
  );
}
