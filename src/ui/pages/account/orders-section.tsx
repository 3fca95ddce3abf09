import { useState } from 'react';
import type { AccountManageUseCases } from '../../../application/use-cases/account-manage';
import { ORDER_STATUSES, orderStatusTone } from '../../../domain/orders';
import { LoadProblem } from '../../components/load-problem';
import { Link, useRouter } from '../../router';
import { useQuery } from '../../use-query';
import { orderOriginLabel, orderStatusLabel } from './order-labels';
import { useAccountManage, useDate, useMoney } from './use-account';
import './account-sections.css';

/** Spec §7 GET /bff/account/orders: newest first, a page at a time, by status. */
export function OrdersSection() {
  const manage = useAccountManage();
  return manage ? <OrdersList manage={manage} /> : <p className="page-loading">Loading your orders…</p>;
}

function OrdersList({ manage }: { readonly manage: AccountManageUseCases }) {
  const { search, navigate, reloadKey } = useRouter();
  const money = useMoney();
  const date = useDate();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const status = search.get('status') ?? '';
  const [attempt, setAttempt] = useState(0);
  const query = useQuery(`${page}|${status}|${reloadKey}|${attempt}`, () => manage.orders({ page, ...(status ? { status } : {}) }));
  const go = (next: { page?: number; status?: string }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus) params.set('status', nextStatus);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    navigate(`/account/orders${params.toString() ? `?${params.toString()}` : ''}`);
  };

  return (
    <>
      <h2>Orders</h2>
      <div className="field" style={{ maxWidth: 280 }}>
        <label htmlFor="orders-status">Show</label>
        <select id="orders-status" value={status} onChange={(e) => go({ status: e.target.value, page: 1 })}>
          <option value="">All orders</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      {query.status === 'loading' ? (
        <p className="page-loading" role="status">
          Loading your orders…
        </p>
      ) : query.status === 'error' ? (
        <LoadProblem status={query.error.status} heading="h2" showHome={false} onRetry={() => setAttempt((n) => n + 1)} />
      ) : query.value.orders.length === 0 ? (
        <p>
          {status ? `No orders are ${orderStatusLabel(status).toLowerCase()}.` : 'You have no orders yet.'} <Link href="/">Start shopping</Link>
        </p>
      ) : (
        <>
          <table className="account-table account-table--stack">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {query.value.orders.map((o) => (
                <tr key={o.orderNumber}>
                  <td>
                    <Link href={`/account/orders/${encodeURIComponent(o.orderNumber)}`}>{o.orderNumber}</Link>
                  </td>
                  <td>{date(o.createdAt)}</td>
                  <td>{orderOriginLabel(o.origin)}</td>
                  <td>
                    <span className={`account-badge account-badge--${orderStatusTone(o.status)}`}>{orderStatusLabel(o.status)}</span>
                  </td>
                  <td className="num">{money(o.total, o.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pages={Math.max(1, Math.ceil(query.value.total / (query.value.pageSize ?? 10)))} onPage={(p) => go({ page: p })} />
        </>
      )}
    </>
  );
}

function Pager({ page, pages, onPage }: { readonly page: number; readonly pages: number; readonly onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="account-actions" aria-label="Order pages">
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
