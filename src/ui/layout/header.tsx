import { type FormEvent, useState } from 'react';
import type { CartState } from '../../domain/cart';
import { SEARCH_QUERY_MAX_LENGTH } from '../../domain/catalog';
import type { CompareState } from '../../domain/compare';
import { countOf } from '../../domain/presentation';
import type { StoreState } from '../../domain/store';
import { BRAND_NAMES } from '../brand';
import { AccountMenu } from './account-menu';
import { Link, useRouter } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';

const selectCartCount = (state: CartState) => state.cart?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
const selectCompareCount = (state: CompareState) => state.skus.length;
const selectStoreName = (state: StoreState) => state.storeName;
const selectPostcode = (state: StoreState) => state.deliveryPostcode;

/** The shop's header: brand, search, preferred store, delivery postcode and the cart. */
export function Header() {
  const services = useServices();
  const { navigate, search } = useRouter();
  const [query, setQuery] = useState(() => search.get('q') ?? '');
  const cartCount = useProjection(services.views.cart, selectCartCount);
  const compareCount = useProjection(services.views.compare, selectCompareCount);
  const storeName = useProjection(services.views.preferences, selectStoreName);
  const postcode = useProjection(services.views.preferences, selectPostcode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link href="/" className="brand" aria-label={`${BRAND_NAMES[services.site.brand]} home`}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{BRAND_NAMES[services.site.brand]}</span>
        </Link>
        <form className="search-box" role="search" action="/search" method="get" onSubmit={submit}>
          <label htmlFor="site-search" className="visually-hidden">
            Search products
          </label>
          <input id="site-search" name="q" type="search" maxLength={SEARCH_QUERY_MAX_LENGTH} placeholder="Search parts, tools, kits…" value={query} onChange={(e) => setQuery(e.target.value)} />
          <button type="submit">Search</button>
        </form>
        <nav className="header-actions" aria-label="Your shop">
          <button type="button" className="header-action header-action--store" data-reserve="Choose a store" onClick={() => services.drawers.open('preferredStore')}>
            <span className="header-action__label">Store</span>
            <span className="header-action__value" title={storeName ?? undefined}>{storeName ?? 'Choose a store'}</span>
          </button>
          <button type="button" className="header-action" data-reserve="Set postcode" onClick={() => services.drawers.open('deliveryPostcode')}>
            <span className="header-action__label">Deliver to</span>
            <span className="header-action__value">{postcode ?? 'Set postcode'}</span>
          </button>
          {compareCount > 0 && (
            <Link href={services.compare.href()} className="header-action">
              <span className="header-action__label">Compare</span>
              <span className="header-action__value">{compareCount}</span>
            </Link>
          )}
          <AccountMenu />
          <button type="button" className="header-action header-action--cart" data-reserve="000" onClick={() => services.drawers.open('cart')} aria-label={`Cart, ${countOf(cartCount, 'item')}`}>
            <span className="header-action__label">Cart</span>
            <span className="header-action__value">{cartCount}</span>
          </button>
        </nav>
      </div>
    </header>
  );
}
