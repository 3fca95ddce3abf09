import { useCallback, useEffect } from 'react';
import { cardLabel } from '../../domain/payments';
import { usePageHead } from '../use-page-head';
import type { Order } from '../../application/ports/bff';
import { deliveryTypeLabel } from '../../domain/checkout';
import { Link, useRouter } from '../router';
import { useCents } from '../components/checkout/use-checkout';
import { useCheckoutServices } from '../checkout-services';
import { useQuery } from '../use-query';
import { useProjection } from '../use-projection';
import type { SessionState } from '../../domain/session';

const selectSessionStatus = (state: SessionState) => state.status;
import '../components/checkout/checkout.css';

const METHOD_LABELS: Readonly<Record<string, string>> = {
  card: 'Card',
  wallet: 'Online wallet',
  payForm: 'Card (pay form)',
  quickPay: 'Saved card',
  bnpl: 'Buy now, pay later',
  giftCard: 'Gift card',
  credit: 'Account credit',
};

function Totals({ order }: { order: Order }) {
  const cents = useCents();
  const row = (label: string, amount: number, negative = false, className = '') => (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{negative ? `−${cents(amount)}` : cents(amount)}</dd>
    </div>
  );
  return (
    <dl className="order-summary__totals">
      {row('Subtotal', order.subtotal)}
      {order.discount > 0 && row(order.discountCode ? `Discount (${order.discountCode})` : 'Discount', order.discount, true)}
      {order.coupon > 0 && row('Coupon', order.coupon, true)}
      {row('Shipping', order.shipping)}
      {order.insurance > 0 && row('Insurance', order.insurance)}
      {row('Total', order.total, false, 'order-summary__total')}
      {order.giftCard > 0 && row('Paid by gift card', order.giftCard)}
      {order.credit > 0 && row('Paid by account credit', order.credit)}
      {row('Includes GST', order.tax, false, 'order-summary__gst')}
    </dl>
  );
}

/** Spec §2 /checkout/{orderNumber}: the order just placed, with its totals and lines (GET /bff/account/orders). */
export function OrderConfirmationPage({ orderNumber }: { orderNumber: string }) {
  const { orders, browsing, views } = useCheckoutServices();
  const sessionStatus = useProjection(views.session, selectSessionStatus);
  const { path } = useRouter();
  const cents = useCents();
  const load = useCallback(() => orders.loadOrder(orderNumber), [orders, orderNumber]);
  const query = useQuery(`order:${orderNumber}`, load);
  // An order that cannot be shown is not called confirmed.
  usePageHead(
    query.status === 'error' ? `Order ${orderNumber}` : `Order ${orderNumber} confirmed`,
    `Thank you for your order. Order ${orderNumber}: what you bought, how it reaches you and what you paid.`,
    'OrderConfirm',
  );

  useEffect(() => {
    browsing.viewPage(path, 'OrderConfirm');
    // Once per order shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNumber]);

  if (query.status === 'loading')
    return (
      <p className="page-loading" role="status">
        Loading your order…
      </p>
    );
  if (query.status === 'error') {
    return (
      <div className="order-confirmation">
        <h1>Order {orderNumber}</h1>
        <p role="alert">We could not load this order: {query.error.message}</p>
        <Link href="/" className="button">
          Continue shopping
        </Link>
      </div>
    );
  }
  const order = query.value;
  const signedIn = sessionStatus === 'authenticated';
  return (
    <div className="order-confirmation">
      <h1>Thank you for your order</h1>
      <p className="order-confirmation__number" role="status">
        Order number <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      {order.contactDetails && <p>A confirmation with your tax invoice is on its way to {order.contactDetails.email}.</p>}
      <div className="checkout__layout">
        <section aria-labelledby="order-lines-heading">
          <h2 id="order-lines-heading">Items</h2>
          <ul className="order-summary__lines" aria-label="Items ordered">
            {order.lineItems.map((line) => (
              <li key={line.sku}>
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span>{cents(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <h2>{deliveryTypeLabel(order.deliveryType)}</h2>
          {order.store ? (
            <p>
              Collect from {order.store.name}, {order.store.address}, {order.store.suburb} {order.store.state} {order.store.postcode}
            </p>
          ) : (
            <p>
              {order.shippingMethod?.name}
              {order.contactDetails ? ` to ${order.contactDetails.address.addressLine1}, ${order.contactDetails.address.city}` : ''}
            </p>
          )}
          {order.storesPurchaseOrderNumber && <p>Purchase order number: {order.storesPurchaseOrderNumber}</p>}
          <p>
            Paid by {METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
            {order.cardBrand && order.cardLast4 ? ` (${cardLabel(order.cardBrand, order.cardLast4)})` : ''}
          </p>
        </section>
        <aside className="checkout__summary" aria-labelledby="order-totals-heading">
          <h2 id="order-totals-heading">Totals</h2>
          <Totals order={order} />
        </aside>
      </div>
      <p className="checkout-actions">
        <Link href="/" className="button">
          Continue shopping
        </Link>
        {signedIn && (
          <Link href={`/account/orders/${encodeURIComponent(order.orderNumber)}`} className="button button--secondary">
            View this order in your account
          </Link>
        )}
      </p>
    </div>
  );
}
