import { useState } from 'react';
import type { AccountManageUseCases } from '../../../application/use-cases/account-manage';
import { LoadProblem } from '../../components/load-problem';
import { Link } from '../../router';
import { useQuery } from '../../use-query';
import { useAccountManage, useDate } from './use-account';
import './account-sections.css';

/** Loyalty points (spec §1): the balance, the rule, and every point earned or given back. */
export function LoyaltySection() {
  const manage = useAccountManage();
  return manage ? <Loyalty manage={manage} /> : <p className="page-loading">Loading your points…</p>;
}

function Loyalty({ manage }: { readonly manage: AccountManageUseCases }) {
  const date = useDate();
  const [attempt, setAttempt] = useState(0);
  const query = useQuery(`loyalty|${attempt}`, () => manage.loyaltyPoints());
  if (query.status === 'loading')
    return (
      <p className="page-loading" role="status">
        Loading your points…
      </p>
    );
  if (query.status === 'error')
    return <LoadProblem status={query.error.status} heading="h2" showHome={false} onRetry={() => setAttempt((n) => n + 1)} />;
  const { balance, rule, history } = query.value;
  return (
    <>
      <h2>Loyalty points</h2>
      <section className="account-card" aria-labelledby="points-balance">
        <h3 id="points-balance">Your balance</h3>
        <p style={{ fontSize: '2rem', fontWeight: 800, margin: 0 }} data-testid="loyalty-balance">
          {balance} points
        </p>
        <p>{rule}</p>
      </section>
      <section className="account-card" aria-labelledby="points-history">
        <h3 id="points-history">History</h3>
        {history.length === 0 ? (
          <p>No points yet: they come with your first order.</p>
        ) : (
          <table className="account-table account-table--stack">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col" className="num">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>{date(entry.at)}</td>
                  <td>
                    {entry.description}
                    {entry.orderNumber && (
                      <>
                        {' '}
                        <Link href={`/account/orders/${encodeURIComponent(entry.orderNumber)}`}>View order</Link>
                      </>
                    )}
                  </td>
                  <td className="num">{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
