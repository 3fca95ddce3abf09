import { useState } from 'react';
import type { CheckoutDetails } from '../../../application/ports/bff';
import { effectiveLineTotal } from '../../../domain/cart';
import { formatMoney } from '../../../domain/money';
import { useCheckoutServices } from '../../checkout-services';
import { useCents } from './use-checkout';

/** The order as the server prices it: lines, then subtotal, discount, coupon, shipping, insurance, gift card, credit, GST and total. */
export function OrderSummary({
  details,
  headingLevel = 2,
  editable = false,
}: {
  details: CheckoutDetails;
  headingLevel?: 2 | 3;
  editable?: boolean;
}) {
  const { site, checkout } = useCheckoutServices();
  const [busy, setBusy] = useState(false);
  const change = async (lineItemId: string, quantity: number) => {
    setBusy(true);
    await checkout.updateCart(lineItemId, quantity);
    setBusy(false);
  };
  const cents = useCents();
  const s = details.cartSummary;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const row = (label: string, amount: number, negative = false, className = '') => (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{negative ? `−${cents(amount)}` : cents(amount)}</dd>
    </div>
  );
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <Heading id="order-summary-heading">Order summary</Heading>
      <ul className="order-summary__lines" aria-label="Items in your order">
        {s.lineItems.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{formatMoney(effectiveLineTotal(line), site.locale)}</span>
            {editable && (
              <span className="order-summary__edit" role="group" aria-label={`Quantity of ${line.name}`}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void change(line.id, line.quantity - 1)}
                  aria-label={line.quantity <= 1 ? `Remove ${line.name}` : `One fewer ${line.name}`}
                >
                  −
                </button>
                <button
                  type="button"
                  disabled={busy || (line.orderLimit !== undefined && line.quantity >= line.orderLimit)}
                  onClick={() => void change(line.id, line.quantity + 1)}
                  aria-label={`One more ${line.name}`}
                >
                  +
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        {row('Subtotal', s.subtotal)}
        {s.discount > 0 && row(s.discountCode ? `Discount (${s.discountCode})` : 'Discount', s.discount, true)}
        {s.coupon > 0 && row('Coupon', s.coupon, true)}
        {row(details.deliveryType === 'clickCollect' ? 'Click and Collect' : 'Shipping', s.shipping)}
        {s.insurance > 0 && row('Insurance', s.insurance)}
        {row('Total', s.total, false, 'order-summary__total')}
        {s.giftCard > 0 && row('Gift card', s.giftCard, true)}
        {s.credit > 0 && row('Account credit', s.credit, true)}
        {(s.giftCard > 0 || s.credit > 0) && row('To pay', s.amountDue, false, 'order-summary__due')}
        {row('Includes GST', s.tax, false, 'order-summary__gst')}
      </dl>
    </section>
  );
}
