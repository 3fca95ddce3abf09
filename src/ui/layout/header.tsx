import { type ComponentType, type FormEvent, useRef, useState } from 'react';
import type { CartState } from '../../domain/cart';
import { SEARCH_QUERY_MAX_LENGTH } from '../../domain/catalog';
import type { CompareState } from '../../domain/compare';
import { countOf } from '../format';
import type { DeliveryState } from '../../domain/delivery';
import type { StoreState } from '../../domain/preferred-store';
import { BRAND_NAMES } from '../brand';
import { AccountMenu } from './account-menu';
import { HeaderIcon } from './header-icon';
import type { Combobox, PanelControl, SuggestionsPanelProps } from './search-combobox';
import { Link, useRouter } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import { useTypedBeforeHydration } from '../use-typed-before-hydration';

const selectCartCount = (state: CartState) => state.cart?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
const selectCompareCount = (state: CompareState) => state.skus.length;
const selectStoreName = (state: StoreState) => state.storeName;
const selectPostcode = (state: DeliveryState) => state.deliveryPostcode;
const LIST_ID = 'site-search-suggestions';

/** The shop's header: brand, search, preferred store, delivery postcode and the cart. */
export function Header() {
  const services = useServices();
  const { navigate, search } = useRouter();
  const [query, setQuery] = useState(() => search.get('q') ?? '');
  useTypedBeforeHydration('site-search', query, setQuery);
  const cartCount = useProjection(services.views.cart, selectCartCount);
  const compareCount = useProjection(services.views.compare, selectCompareCount);
  const storeName = useProjection(services.views.preferences, selectStoreName);
  const postcode = useProjection(services.views.delivery, selectPostcode);

  // The suggestion panel's code loads with the box's first focus or keystroke; the server renders none.
  const [Panel, setPanel] = useState<ComponentType<SuggestionsPanelProps> | null>(null);
  const [combobox, setCombobox] = useState<Combobox>({ expanded: false });
  const control = useRef<PanelControl | null>(null);
  const loadPanel = () => {
    if (!Panel)
      void import('../components/search-suggestions').then(
        (m) => setPanel(() => m.SuggestionsPanel),
        () => undefined,
      );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    control.current?.submitted();
    void services.loadSuggestions().then(
      (suggestions) => suggestions.searched(q),
      () => undefined,
    );
    navigate(`/search?q=${encodeURIComponent(q)}`);
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
          <input
            id="site-search"
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-controls={LIST_ID}
            aria-expanded={combobox.expanded}
            aria-activedescendant={combobox.active}
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder="Search parts, tools, kits…"
            value={query}
            onFocus={() => (loadPanel(), control.current?.focus())}
            onChange={(e) => (loadPanel(), setQuery(e.target.value), control.current?.input(e.target.value))}
            onKeyDown={(e) => control.current?.keyDown(e)}
          />
          <button type="submit">Search</button>
          {Panel && <Panel inputId="site-search" listId={LIST_ID} query={query} setQuery={setQuery} setCombobox={setCombobox} control={control} />}
        </form>
        <nav className="header-actions" aria-label="Your shop">
          <button
            type="button"
            className="header-action header-action--store"
            data-reserve="Choose a store"
            data-set={storeName ? '' : undefined}
            onClick={() => services.drawers.open('preferredStore')}
          >
            <HeaderIcon name="store" />
            <span className="header-action__label">Store</span>{' '}
            <span className="header-action__value" title={storeName ?? undefined}>
              {storeName ?? 'Choose a store'}
            </span>
          </button>
          <button
            type="button"
            className="header-action header-action--postcode"
            data-reserve="Set postcode"
            data-set={postcode ? '' : undefined}
            onClick={() => services.drawers.open('deliveryPostcode')}
          >
            <HeaderIcon name="postcode" />
            <span className="header-action__label">Deliver to</span> <span className="header-action__value">{postcode ?? 'Set postcode'}</span>
          </button>
          {compareCount > 0 && (
            <Link href={services.compare.href()} className="header-action header-action--count">
              <HeaderIcon name="compare" />
              <span className="header-action__label">Compare</span> <span className="header-action__value">{compareCount}</span>
            </Link>
          )}
          <AccountMenu />
          <button
            type="button"
            className="header-action header-action--count header-action--cart"
            data-reserve="000"
            onClick={() => services.drawers.open('cart')}
            aria-label={`Cart, ${countOf(cartCount, 'item')}`}
          >
            <HeaderIcon name="cart" />
            <span className="header-action__label">Cart</span> <span className="header-action__value">{cartCount}</span>
          </button>
        </nav>
      </div>
    </header>
  );
}
