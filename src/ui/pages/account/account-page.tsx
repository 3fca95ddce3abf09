import { Suspense } from 'react';
import { LoadBoundary } from '../../load-boundary';
import { Link, useRouter } from '../../router';
import { usePageHead } from '../../use-page-head';
import { useSessionRequired } from '../../use-session-required';
import { accountPlace } from '../../../domain/account';
import { LISTS_PATH } from '../../../domain/lists/lists-paths';
import { ACCOUNT_SECTIONS, type AccountSection, OrderDetailSection, accountHref } from './sections';
import './account-page.css';

type Place =
  | { readonly type: 'section'; readonly section: AccountSection }
  | { readonly type: 'order'; readonly orderNumber: string }
  | { readonly type: 'unknown' };

function placeOf(path: string): Place {
  const place = accountPlace(path);
  if (!place || place.type === 'unknown') return { type: 'unknown' };
  if (place.type === 'order') return place;
  const section = ACCOUNT_SECTIONS.find((s) => s.path === place.path);
  return section ? { type: 'section', section } : { type: 'unknown' };
}

/**
 * Spec §2 page type "My Account": a menu of its sections and the one the path names. It needs a signed-in
 * customer: anyone else is sent to sign in with error=SessionRequired and brought back (spec §2 Redirect rules).
 */
export function AccountPage() {
  const { path } = useRouter();
  const status = useSessionRequired();
  const place = placeOf(path);
  const current = place.type === 'section' ? place.section : place.type === 'order' ? ACCOUNT_SECTIONS.find((s) => s.id === 'orders') : undefined;

  usePageHead(
    place.type === 'order' ? `Order ${place.orderNumber}` : current && current.id !== 'overview' ? current.label : 'My Account',
    current?.description ?? 'Your account.',
    'My Account',
    path,
  );

  if (status !== 'authenticated')
    return (
      <p className="page-loading" role="status">
        Loading your account…
      </p>
    );

  return (
    <div className="account">
      <nav className="account__menu" aria-label="My Account">
        <h1 className="account__title">My Account</h1>
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link href={accountHref(section)} aria-current={section === current ? 'page' : undefined} className="account__menu-link">
                {section.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={LISTS_PATH} className="account__menu-link">
              My lists
            </Link>
          </li>
        </ul>
      </nav>
      <div className="account__content">
        <LoadBoundary variant="page" resetKey={path} fallback={<p className="page-loading">Loading…</p>}>
          <Suspense fallback={<p className="page-loading">Loading…</p>}>
            <Section place={place} />
          </Suspense>
        </LoadBoundary>
      </div>
    </div>
  );
}

function Section({ place }: { readonly place: Place }) {
  if (place.type === 'order') return <OrderDetailSection orderNumber={place.orderNumber} />;
  if (place.type === 'unknown') {
    return (
      <section aria-labelledby="account-missing">
        <h2 id="account-missing">This part of your account does not exist</h2>
        <p>
          <Link href="/account">Back to My Account</Link>
        </p>
      </section>
    );
  }
  const Component = place.section.component;
  return <Component />;
}
