import { useEffect, useId, useRef, useState } from 'react';
import type { AccountState } from '../../domain/account';
import { AUTH_PAGE_PATHS, DEFAULT_AUTH_BASE, type SessionState, signInHref, isSignInPath } from '../../domain/session';
import { Link, useRouter } from '../router';
import { HeaderIcon } from './header-icon';
import { useServices } from '../services';
import { useProjection } from '../use-projection';

const selectStatus = (state: SessionState) => state.status;
const selectFirstName = (state: AccountState) => state.customer?.firstName ?? null;

/** The signed-in state in the header (issue: sign in, sign up and sign out from the shop), on every site. */
export function AccountMenu() {
  const { views, account } = useServices();
  const { path, search, navigate } = useRouter();
  const status = useProjection(views.session, selectStatus);
  const firstName = useProjection(views.account, selectFirstName);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  if (status !== 'authenticated') {
    // From the sign-in, sign-up and password pages, sign-in leads where they would have led.
    const onAuthPage = isSignInPath(path) || (AUTH_PAGE_PATHS as readonly string[]).includes(path);
    const here = onAuthPage ? (search.get('callbackUrl') ?? '/') : `${path}${search.toString() ? `?${search.toString()}` : ''}`;
    const signIn = signInHref(DEFAULT_AUTH_BASE, here);
    return (
      <Link
        href={signIn}
        className="header-action header-action--account"
        data-reserve="My Account"
        aria-label="Account: Sign in or create an account"
      >
        <HeaderIcon name="account" />
        <span className="header-action__label">Account</span> <span className="header-action__value">{status === 'loading' ? '…' : 'Sign in'}</span>
      </Link>
    );
  }

  const signOut = async () => {
    setOpen(false);
    await account.signOut(path);
    navigate(path, { replace: true });
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="header-action header-action--account"
        data-reserve="My Account"
        data-set=""
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <HeaderIcon name="account" />
        <span className="header-action__label">Hello</span>{' '}
        <span className="header-action__value" title={firstName ?? undefined}>
          {firstName ?? 'My Account'}
        </span>
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list">
          <li>
            <Link href="/account">My Account</Link>
          </li>
          <li>
            <Link href="/account/orders">Orders</Link>
          </li>
          <li>
            <Link href="/lists">My lists</Link>
          </li>
          <li>
            <Link href="/account/saved-projects">Saved projects</Link>
          </li>
          <li>
            <button type="button" onClick={() => void signOut()}>
              Sign out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
