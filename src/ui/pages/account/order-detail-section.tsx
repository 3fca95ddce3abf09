import { type FormEvent, useState } from 'react';
import { cardLabel } from '../../../domain/payments';
import type { Order } from '../../../application/ports/bff';
import type { AccountManageUseCases } from '../../../application/use-cases/account-manage';
import { RETURN_REASONS, RETURN_REASON_LABELS, type ReturnReason, orderStatusTone } from '../../../domain/orders';
import { LoadProblem } from '../../components/load-problem';
import { Link } from '../../router';
import { useServices } from '../../services';
import { useQuery } from '../../use-query';
import { orderOriginLabel, orderStatusLabel } from './order-labels';
import { refusal, useAccountManage, useDate, useMoney } from './use-account';
import './account-sections.css';

/** One order of the customer's: lines, delivery, payment, totals with GST, its steps, and what can be done with it. */
export function OrderDetailSection({ orderNumber }: { readonly orderNumber: string }) {
  const manage = useAccountManage();
  return manage ? <OrderDetail manage={manage} orderNumber={orderNumber} /> : <p className="page-loading">Loading the order…</p>;
}

function OrderDetail({ manage, orderNumber }: { readonly manage: AccountManageUseCases; readonly orderNumber: string }) {
  const [attempt, setAttempt] = useState(0);
  const [fresh, setFresh] = useState<Order | null>(null);
  const query = useQuery(`${orderNumber}|${attempt}`, () => manage.order(orderNumber));
  if (query.status === 'loading')
    return (
      <p className="page-loading" role="status">
        Loading the order…
      </p>
    );
  if (query.status === 'error')
    return <LoadProblem status={query.error.status} heading="h2" showHome={false} onRetry={() => setAttempt((n) => n + 1)} />;
  const order = fresh ?? query.value;
  if (!order) return <LoadProblem status={404} heading="h2" showHome={false} />;
  return <OrderView order={order} manage={manage} onChanged={setFresh} />;
}

function OrderView({
  order,
  manage,
  onChanged,
}: {
  readonly order: Order;
  readonly manage: AccountManageUseCases;
  readonly onChanged: (order: Order) => void;
}) {
  const { site, toasts } = useServices();
  const money = useMoney();
  const date = useDate();
  const price = (cents: number) => money(cents, order.currency);
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<'invoice' | 'reorder' | null>(null);
  const gst = site.country === 'NZ' ? 'GST (15%)' : 'GST (10%)';

  const printInvoice = async () => {
    setBusy('invoice');
    const answer = await manage.invoice(order.orderNumber);
    setBusy(null);
    if (!answer.ok) return setNote({ kind: 'error', text: refusal(answer.error.message) });
    const url = URL.createObjectURL(new Blob([answer.value as BlobPart], { type: 'application/pdf' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `invoice-${order.orderNumber}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const reorder = async () => {
    setBusy('reorder');
    const answer = await manage.reorder(order.orderNumber);
    setBusy(null);
    if (!answer.ok) return setNote({ kind: 'error', text: refusal(answer.error.message) });
    const skipped = answer.value.skipped ?? [];
    if (skipped.length > 0) {
      toasts.show({ id: 'reorder-skipped', type: 'info', message: `Not added: ${skipped.map((s) => `${s.name} (${s.reason})`).join('; ')}` });
    }
  };

  const delivery = order.store ? `Click and Collect at ${order.store.name}, ${order.store.suburb}` : (order.shippingMethod?.name ?? 'Delivery');
  const paidBy = order.cardBrand && order.cardLast4 ? cardLabel(order.cardBrand, order.cardLast4) : paymentName(order.paymentMethod);

  return (
    <article aria-labelledby="order-heading">
      <p>
        <Link href="/account/orders">← All orders</Link>
      </p>
      <h2 id="order-heading">
        Order {order.orderNumber}{' '}
        <span className={`account-badge account-badge--${orderStatusTone(order.status)}`}>{orderStatusLabel(order.status)}</span>
      </h2>
      <p>
        Placed {date(order.createdAt)} · {orderOriginLabel(order.origin)}
        {order.loyaltyPoints ? ` · earned ${order.loyaltyPoints} points` : ''}
      </p>
      {note && (
        <p className={note.kind === 'ok' ? 'account-message' : 'account-error'} role={note.kind === 'ok' ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      <div className="account-actions">
        <button type="button" className="button" onClick={() => void printInvoice()} disabled={busy !== null}>
          {busy === 'invoice' ? 'Preparing the invoice…' : 'Print invoice'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void reorder()} disabled={busy !== null}>
          {busy === 'reorder' ? 'Adding to your cart…' : 'Reorder'}
        </button>
        {order.canReturn && !returning && (
          <button type="button" className="button button--secondary" onClick={() => setReturning(true)}>
            Return items
          </button>
        )}
      </div>
      {returning && (
        <ReturnForm
          order={order}
          manage={manage}
          onDone={(updated) => {
            setReturning(false);
            onChanged(updated);
            setNote({ kind: 'ok', text: 'Your return is advised. We will email you the return label.' });
          }}
          onCancel={() => setReturning(false)}
        />
      )}
      <OrderItems order={order} price={price} />
      <div className="account-grid">
        <OrderTotals order={order} price={price} gst={gst} />
        <section className="account-card" aria-labelledby="order-delivery">
          <h3 id="order-delivery">Delivery and payment</h3>
          <p>{delivery}</p>
          {order.contactDetails && (
            <address className="account-address">
              {order.contactDetails.firstName} {order.contactDetails.lastName}
              <br />
              {order.contactDetails.address.addressLine1}
              <br />
              {[order.contactDetails.address.city, order.contactDetails.address.state, order.contactDetails.address.postalCode]
                .filter(Boolean)
                .join(' ')}
            </address>
          )}
          <p>Paid by {paidBy}</p>
        </section>
        <section className="account-card" aria-labelledby="order-history">
          <h3 id="order-history">Progress</h3>
          <ol>
            {(order.statusHistory ?? []).map((step, index) => (
              <li key={`${step.status}-${index}`}>
                {orderStatusLabel(step.status)} · {date(step.at)}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}

/** The lines bought: each with its quantity, unit price and total, and how many have come back. */
function OrderItems({ order, price }: { readonly order: Order; readonly price: (cents: number) => string }) {
  return (
    <section className="account-card" aria-labelledby="order-items">
      <h3 id="order-items">Items</h3>
      <table className="account-table account-table--stack">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.map((line) => (
            <tr key={line.sku}>
              <td>
                {line.name}
                <br />
                <small>SKU {line.sku}</small>
                {(line.returnedQuantity ?? 0) > 0 && (
                  <>
                    <br />
                    <small>{line.returnedQuantity} returned</small>
                  </>
                )}
              </td>
              <td className="num">{line.quantity}</td>
              <td className="num">{price(line.unitPrice)}</td>
              <td className="num">{price(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What the order cost: subtotal, discounts, delivery, insurance, the total with its GST, and how it was paid. */
function OrderTotals({ order, price, gst }: { readonly order: Order; readonly price: (cents: number) => string; readonly gst: string }) {
  return (
    <section className="account-card" aria-labelledby="order-totals">
      <h3 id="order-totals">Totals</h3>
      <table className="account-table">
        <tbody>
          <Row label="Subtotal" value={price(order.subtotal)} />
          {order.discount > 0 && (
            <Row label={`Discount${order.discountCode ? ` (${order.discountCode})` : ''}`} value={`−${price(order.discount)}`} />
          )}
          {order.coupon > 0 && <Row label="Coupon" value={`−${price(order.coupon)}`} />}
          <Row label="Delivery" value={price(order.shipping)} />
          {order.insurance > 0 && <Row label="Shipping insurance" value={price(order.insurance)} />}
          <Row label="Total" value={price(order.total)} strong />
          <Row label={`Includes ${gst}`} value={price(order.tax)} />
          {order.giftCard > 0 && <Row label="Paid by gift card" value={price(order.giftCard)} />}
          {order.credit > 0 && <Row label="Paid from account credit" value={price(order.credit)} />}
        </tbody>
      </table>
    </section>
  );
}

function Row({ label, value, strong }: { readonly label: string; readonly value: string; readonly strong?: boolean }) {
  return (
    <tr>
      <th scope="row" style={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </th>
      <td className="num" style={{ fontWeight: strong ? 700 : 400 }}>
        {value}
      </td>
    </tr>
  );
}

const paymentName = (method: string): string =>
  ({
    card: 'card',
    wallet: 'online wallet',
    payForm: 'card',
    quickPay: 'saved card',
    bnpl: 'buy now, pay later',
    giftCard: 'gift card',
    credit: 'account credit',
  })[method] ?? method;

/** Spec §7 POST /bff/account/return/{orderNumber}: lines and quantities still returnable, each with a reason. */
function ReturnForm({
  order,
  manage,
  onDone,
  onCancel,
}: {
  readonly order: Order;
  readonly manage: AccountManageUseCases;
  readonly onDone: (order: Order) => void;
  readonly onCancel: () => void;
}) {
  const lines = order.lineItems.filter((line) => (line.returnableQuantity ?? 0) > 0);
  const [chosen, setChosen] = useState<Record<string, { quantity: number; reason: ReturnReason | '' }>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const picked = Object.entries(chosen).filter(([, c]) => c.quantity > 0);
    if (picked.length === 0) return setError('Choose at least one item to return.');
    const items = picked.flatMap(([sku, c]) =>
      c.reason === '' ? [] : [{ sku, quantity: c.quantity, reason: c.reason, ...(comment.trim() ? { comment: comment.trim() } : {}) }],
    );
    if (items.length < picked.length) return setError('Tell us why for each item you return.');
    setBusy(true);
    const answer = await manage.requestReturn(order.orderNumber, { items });
    setBusy(false);
    if (answer.ok) onDone(answer.value);
    else setError(refusal(answer.error.message));
  };

  return (
    <form className="account-card account-form" onSubmit={submit} aria-labelledby="return-heading">
      <h3 id="return-heading">Return items</h3>
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      {lines.map((line) => {
        const left = line.returnableQuantity ?? 0;
        const current = chosen[line.sku] ?? { quantity: 0, reason: '' };
        const update = (next: Partial<typeof current>) => setChosen((was) => ({ ...was, [line.sku]: { ...current, ...next } }));
        return (
          <fieldset key={line.sku} className="account-card">
            <legend>{line.name}</legend>
            <div className="account-form__row">
              <div className="field">
                <label htmlFor={`return-qty-${line.sku}`}>Quantity to return (up to {left})</label>
                <select id={`return-qty-${line.sku}`} value={current.quantity} onChange={(e) => update({ quantity: Number(e.target.value) })}>
                  {Array.from({ length: left + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`return-reason-${line.sku}`}>Reason</label>
                <select
                  id={`return-reason-${line.sku}`}
                  value={current.reason}
                  onChange={(e) => update({ reason: RETURN_REASONS.find((reason) => reason === e.target.value) ?? '' })}
                >
                  <option value="">Choose a reason</option>
                  {RETURN_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {RETURN_REASON_LABELS[reason]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </fieldset>
        );
      })}
      <div className="field">
        <label htmlFor="return-comment">Anything else we should know (optional)</label>
        <textarea id="return-comment" maxLength={500} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      <div className="account-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : 'Advise return'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
