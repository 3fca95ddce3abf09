import { CHECKOUT_STEPS, type CheckoutStep, canGoToStep } from '../../../domain/checkout';
import { useCheckoutServices } from '../../checkout-services';
import { useCheckout } from './use-checkout';

const STEPS: ReadonlyArray<{ step: CheckoutStep; label: string }> = [
  { step: CHECKOUT_STEPS.Contact, label: 'Contact' },
  { step: CHECKOUT_STEPS.Delivery, label: 'Delivery' },
  { step: CHECKOUT_STEPS.Payment, label: 'Payment' },
];

/** Spec §2 Checkout steps: where the shopper is; a step already reached can be returned to. */
export function CheckoutStepper() {
  const { checkout } = useCheckoutServices();
  const { state } = useCheckout();
  return (
    <nav className="checkout-stepper" aria-label="Checkout progress">
      <ol>
        {STEPS.map(({ step, label }) => {
          const current = state.step === step;
          const done = state.step > step;
          const reachable = !current && canGoToStep(state, step) && state.placeOrderVisible && step < state.step;
          return (
            <li
              key={step}
              className={`checkout-stepper__step${current ? ' is-current' : ''}${done ? ' is-done' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              {reachable ? (
                <button type="button" onClick={() => void checkout.goToStep(step)}>
                  <span className="checkout-stepper__number" aria-hidden="true">
                    {step}
                  </span>{' '}
                  {label}
                  <span className="visually-hidden"> (completed, change)</span>
                </button>
              ) : (
                <span>
                  <span className="checkout-stepper__number" aria-hidden="true">
                    {step}
                  </span>{' '}
                  {label}
                  {done && <span className="visually-hidden"> (completed)</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
