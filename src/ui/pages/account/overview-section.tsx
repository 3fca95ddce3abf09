import { useEffect, useState } from 'react';
import type { Order, SavedAddress } from '../../../application/ports/bff';
import { Link } from '../../router';
import { orderStatusLabel } from './order-labels';
import { useAccount, useAccountManage, useDate, useMoney } from './use-account';
import './account-sections.css';

function AddressCard({ title, address }: { readonly title: string; readonly address: SavedAddress | undefined }) {
  return (
    <section className="account-card" aria-label={title}>
      <h3>{title}</h3>
      {address ? (
        <address className="account-address">
          {address.firstName} {address.lastName}
          <br />
          {address.addressLine1}
          <br />
          {[address.city, address.state, address.postalCode].filter(Boolean).join(' ')}
        </address>
      ) : (
        <p>
          None yet. <Link href="/account/addresses">Add an address</Link>
        </p>
      )}
    </section>
  );
}

/** My Account's first page: who is signed in, recent orders, points and default addresses. */
export function OverviewSection() {
  const { customer } = useAccount();
  const manage = useAccountManage();
  const money = useMoney();
  const date = useDate();
  const [orders, setOrders] = useState<readonly Order[] | null>(null);
  const [points, setPoints] = useState<number | null>(null);

  useEffect(() => {
    if (!manage) return;
    let live = true;
    void manage.orders({ page: 1 }).then((answer) => live && setOrders(answer.ok ? answer.value.orders.slice(0, 3) : []));
    void manage.loyaltyPoints().then((answer) => live && setPoints(answer.ok ? answer.value.balance : null));
    return () => {
      live = false;
    };
  }, [manage]);

  if (!customer) return <p className="page-loading">Loading your account…</p>;
  const addresses = customer.customerAddresses as readonly SavedAddress[];
  return (
    <>
      <h2>Hello, {customer.firstName}</h2>
      <p>
        Signed in as <strong>{customer.email}</strong>. <Link href="/account/profile">Edit your details</Link>
      </p>
      <div className="account-grid">
        <section className="account-card" aria-labelledby="overview-orders">
          <h3 id="overview-orders">Recent orders</h3>
          {orders === null ? (
            <p className="page-loading">Loading…</p>
          ) : orders.length === 0 ? (
            <p>
              No orders yet. <Link href="/">Start shopping</Link>
            </p>
          ) : (
            <ul>
              {orders.map((o) => (
                <li key={o.orderNumber}>
                  <Link href={`/account/orders/${encodeURIComponent(o.orderNumber)}`}>{o.orderNumber}</Link> · {date(o.createdAt)} ·{' '}
                  {orderStatusLabel(o.status)} · {money(o.total, o.currency)}
                </li>
              ))}
            </ul>
          )}
          <Link href="/account/orders">All orders</Link>
        </section>
        <section className="account-card" aria-labelledby="overview-points">
          <h3 id="overview-points">Loyalty points</h3>
          <p>
            <strong>{points ?? '…'}</strong> points
          </p>
          <Link href="/account/loyalty">See how you earned them</Link>
        </section>
        <AddressCard title="Default delivery address" address={addresses.find((a) => a.isDefault)} />
        <AddressCard title="Default billing address" address={addresses.find((a) => a.isDefaultBilling)} />
      </div>
    </>
  );
}
