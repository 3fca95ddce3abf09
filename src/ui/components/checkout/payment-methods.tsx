import { type ReactNode, useId, useState } from 'react';
import { cardLabel } from '../../../domain/payments';
import { useCheckoutServices } from '../../checkout-services';
import { ProviderMount } from './provider-mount';
import { useCents, useCheckout } from './use-checkout';

type Method = 'card' | 'payForm' | 'bnpl';

/**
 * Spec §1 payment options: the card drop-in (cards and its online wallet), the AU pay form with saved-card
 * quick pay, and BNPL by redirect. The place-order button hides while an attempt runs and comes back after (spec §4).
 */
export function PaymentMethods() {
  const { checkout } = useCheckoutServices();
  const { details, state } = useCheckout();
  const id = useId();
  const [method, setMethod] = useState<Method>('card');
  const [valid, setValid] = useState(false);
  const cents = useCents();
  if (!details || !state.paymentSession) return null;
  const options = details.paymentOptions;
  const key = `${state.paymentSession.reference}-${state.paymentStepId}`;
  const waiting = !state.placeOrderVisible;
  const methods: ReadonlyArray<{ value: Method; label: string; shown: boolean }> = [
    { value: 'card', label: 'Card or online wallet', shown: options.dropIn },
    { value: 'payForm', label: 'Card (secure pay form)', shown: options.payForm },
    { value: 'bnpl', label: 'Buy now, pay later', shown: options.bnpl },
  ];

  // The amount the shopper commits to stays beside the button that commits to it.
  const summary = details.cartSummary;
  const partPaid = summary.giftCard > 0 || summary.credit > 0;
  const placeOrder = (button: ReactNode) => (
    <div className="place-order-bar">
      <p className="place-order-bar__total">
        {partPaid ? 'To pay' : 'Order total'} <strong>{cents(summary.amountDue)}</strong>
      </p>
      {button}
    </div>
  );

  return (
    <section className="payment-methods" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Pay</h2>
      {options.payForm && details.savedCards.length > 0 && (
        <div className="saved-cards">
          <h3>Your saved cards</h3>
          <ul>
            {details.savedCards.map((card) => (
              <li key={card.cardId}>
                <button type="button" className="button button--secondary" disabled={waiting} onClick={() => void checkout.quickPay(card.cardId)}>
                  Quick pay with {cardLabel(card.brand, card.last4)} (expires {card.expiry}){card.isDefault ? ', default' : ''}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <fieldset className="choice-group">
        <legend>How would you like to pay?</legend>
        {methods
          .filter((m) => m.shown)
          .map((m) => (
            <label key={m.value} className="choice">
              <input
                type="radio"
                name={`${id}-method`}
                value={m.value}
                checked={method === m.value}
                disabled={waiting}
                onChange={() => setMethod(m.value)}
              />
              <span>{m.label}</span>
            </label>
          ))}
      </fieldset>
      {method === 'card' && (
        <>
          <ProviderMount mountKey={key} className="drop-in" label="Card details" mount={(target) => checkout.mountCardPayment(target, setValid)} />
          {placeOrder(
            state.placeOrderVisible && (
              <button type="button" className="button place-order" disabled={!valid} onClick={() => void checkout.submitCardPayment()}>
                Place order
              </button>
            ),
          )}
        </>
      )}
      {method === 'payForm' && options.payForm && (
        <>
          <ProviderMount mountKey={key} className="pay-form" label="Card details (pay form)" mount={(target) => checkout.mountPayForm(target)} />
          {placeOrder(
            state.placeOrderVisible && (
              <button type="button" className="button place-order" onClick={() => void checkout.submitPayForm()}>
                Place order
              </button>
            ),
          )}
        </>
      )}
      {method === 'bnpl' &&
        placeOrder(
          state.placeOrderVisible && (
            <button type="button" className="button place-order" onClick={() => void checkout.payWithBnpl()}>
              Continue to buy now, pay later
            </button>
          ),
        )}
      {waiting && (
        <p className="payment-methods__waiting" role="status" aria-live="polite">
          Processing your payment…
        </p>
      )}
    </section>
  );
}
