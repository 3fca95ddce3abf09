import { useEffect, useRef, useState } from 'react';
import { usePageHead } from '../use-page-head';
import { readCheckoutReturnQuery } from '../../domain/checkout';
import type { SessionState } from '../../domain/session';
import { CheckoutStepper } from '../components/checkout/checkout-stepper';
import { ContactStep } from '../components/checkout/contact-step';
import { DeliveryStep } from '../components/checkout/delivery-step';
import { OrderSummary } from '../components/checkout/order-summary';
import { PaymentMethods } from '../components/checkout/payment-methods';
import { Discounts, GiftCardAndCredit } from '../components/checkout/tenders';
import { useCheckout } from '../components/checkout/use-checkout';
import { useRouter } from '../router';
import { useCheckoutServices } from '../checkout-services';
import { useProjection } from '../use-projection';
import '../components/checkout/checkout.css';

const selectSessionLoaded = (state: SessionState) => state.status !== 'loading';
const STEP_TITLES = { 1: 'Contact details', 2: 'Delivery', 3: 'Payment', 4: 'Order placed' } as const;

/**
 * Spec §2 /checkout: three steps as a stepper. Opening it (once the session is known, so the cart is the
 * shopper's) loads the details, and a return from a payment provider is handled with its query (spec §2).
 */
export function CheckoutPage() {
  const { checkout, browsing, views } = useCheckoutServices();
  const { path, search } = useRouter();
  const sessionLoaded = useProjection(views.session, selectSessionLoaded);
  const { details, state } = useCheckout();
  const [ready, setReady] = useState(false);
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  usePageHead('Checkout', 'Your contact details, delivery and payment, in three steps.', 'Checkout');

  useEffect(() => {
    if (!sessionLoaded || started.current) return;
    started.current = true;
    browsing.viewPage(path, 'Checkout');
    void checkout.start(readCheckoutReturnQuery(search)).then(() => setReady(true));
    // Started once per visit; later query changes are the page's own (replace after a provider return).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionLoaded]);

  useEffect(() => {
    // A new step is announced by moving focus to its heading.
    if (ready) heading.current?.focus();
  }, [state.step, ready]);

  if (!ready || !details)
    return (
      <p className="page-loading" role="status">
        Loading checkout…
      </p>
    );
  const step = state.step in STEP_TITLES ? (state.step as keyof typeof STEP_TITLES) : 1;

  return (
    <div className="checkout">
      <h1>Checkout</h1>
      <CheckoutStepper />
      <div className="checkout__layout">
        <section className="checkout__step" aria-labelledby="checkout-step-heading">
          <h2 id="checkout-step-heading" ref={heading} tabIndex={-1}>
            <span className="visually-hidden">Step {step} of 3: </span>
            {STEP_TITLES[step]}
          </h2>
          {step === 1 && <ContactStep />}
          {step === 2 && <DeliveryStep />}
          {step === 3 && (
            <>
              <Discounts />
              <GiftCardAndCredit />
              <PaymentMethods />
            </>
          )}
          {step === 4 && <p role="status">Your order is placed. Taking you to its confirmation…</p>}
        </section>
        <aside className="checkout__summary">
          <OrderSummary details={details} editable={step < 3 && state.placeOrderVisible} />
        </aside>
      </div>
    </div>
  );
}
