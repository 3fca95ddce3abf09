import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import type { FacetValue, ProjectSearch, SearchPage as SearchResults } from '../../application/ports/bff-payloads';
import type { InsightsFilter } from '../../domain/analytics';
import { SEARCH_TOO_LONG_MESSAGE, type SpecChoice, formatSpecChoice, isSearchTooLong, specChoicesByName } from '../../domain/catalog';
import { countOf, resultCountOf } from '../format';
import { AttributeFacets, specChoicesOf, toggleSpec } from '../components/attribute-facets';
import { LoadProblem } from '../components/load-problem';
import { ProductTile } from '../components/product-tile';
import { Link, useRouter } from '../router';
import { useServices } from '../services';
import { usePageHead } from '../use-page-head';
import { useQuery } from '../use-query';
import { SearchMakerhub } from './search-makerhub';
import './search-page.css';

const SORTS = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest' },
] as const;
const FILTERS_ID = 'search-filters-panel';
const LIST = { listId: 'search-results', listName: 'Search results' };
/** How many Makerhub items the search page shows beside the products. */
const MAKERHUB_LIMIT = 6;
const SINGLE = ['category', 'priceBand', 'inStock'] as const;
type Single = (typeof SINGLE)[number];
const FACET_NAMES: Record<Single | 'brand', string> = { category: 'Category', brand: 'Brand', priceBand: 'Price', inStock: 'Availability' };

const brandsOf = (search: URLSearchParams) =>
  search
    .getAll('brand')
    .flatMap((b) => b.split('|'))
    .map((b) => b.trim())
    .filter(Boolean);
const pageOf = (search: URLSearchParams) => Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
const hasTerm = (q: string) => /[\p{L}\p{N}]/u.test(q);

/** Spec §2 Search: results for ?q= with facets, sort and pages; the URL holds every choice. */
export function SearchPage() {
  const { path, search, reloadKey } = useRouter();
  const { browsing } = useServices();
  const q = (search.get('q') ?? '').trim();
  // Text over the limit is neither searched nor echoed: the page says what is wrong instead.
  const tooLong = isSearchTooLong(q);
  const searching = hasTerm(q) && !tooLong;
  usePageHead(
    searching ? `Results for “${q}”` : 'Search',
    searching
      ? `Products matching “${q}”: compare prices, check stock at your store and order online.`
      : 'Search our range of parts, tools, kits and electronics.',
  );
  useEffect(() => {
    browsing.viewPage(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  return (
    <div className="search-page">
      {searching ? <Results q={q} search={search} reloadKey={reloadKey} /> : <h1>Search</h1>}
      {tooLong && (
        <p role="alert" className="search-page__too-long">
          {SEARCH_TOO_LONG_MESSAGE}
        </p>
      )}
      {!searching && !tooLong && <p>Type what you are looking for in the search box above.</p>}
    </div>
  );
}

function Results({ q, search, reloadKey }: { q: string; search: URLSearchParams; reloadKey: number }) {
  const { catalog, browsing } = useServices();
  const { path, navigate } = useRouter();
  const brands = brandsOf(search);
  const specs = specChoicesOf(search);
  const page = pageOf(search);
  const filters: Record<Single, string> = {
    category: search.get('category') ?? '',
    priceBand: search.get('priceBand') ?? '',
    inStock: search.get('inStock') ?? '',
  };
  const sort = search.get('sort') ?? 'relevance';
  const query = {
    ...Object.fromEntries(SINGLE.filter((k) => filters[k]).map((k) => [k, filters[k]])),
    ...(brands.length ? { brand: brands } : {}),
    ...(specs.length ? { spec: specs.map(formatSpecChoice) } : {}),
    sort,
    page,
  };
  const [attempt, setAttempt] = useState(0);
  const key = `${q}|${JSON.stringify(query)}|${reloadKey}|${attempt}`;
  const state = useQuery(key, () => catalog.search(q, query), undefined, { firstPaint: true });
  // While a filter, the sort or the page changes, the results shown stay until the new ones come, so the
  // filters and products do not go and come back (the page would jump under the shopper's finger).
  const [last, setLast] = useState<{ readonly q: string; readonly value: SearchResults } | null>(null);
  if (state.status === 'ok' && last?.value !== state.value) setLast({ q, value: state.value });
  const result = state.status === 'ok' ? state.value : state.status === 'loading' && last?.q === q ? last.value : null;
  // The Makerhub section reads the words only: filters, sort and pages are the products'.
  const content = useQuery(`${q}|${reloadKey}`, () => catalog.searchContent(q, MAKERHUB_LIMIT), undefined, { firstPaint: true });
  const found = content.status === 'ok' ? content.value : null;

  const insights = useMemo<InsightsFilter[]>(
    () => [
      ...SINGLE.filter((k) => filters[k]).map((k) => ({ attribute: k, values: [filters[k]] })),
      ...(brands.length ? [{ attribute: 'brand', values: brands }] : []),
      // A spec is reported as the attribute of a nested field, `specs.Resistance:10k ohm`.
      ...[...specChoicesByName(specs).values()].map(({ name, values }) => ({ attribute: `specs.${name}`, values })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  // A search for exactly one product's sku or code is that product: go to its page in place of the results.
  const redirect = state.status === 'ok' ? state.value.redirect : undefined;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  useEffect(() => {
    if (result && !result.redirect) browsing.viewSearchResults({ query: q, queryId: result.queryId, products: result.products, filters: insights });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  /** Any change of filter or sort starts again at page 1. */
  const go = (change: (params: URLSearchParams) => void, keepPage = false) => {
    const params = new URLSearchParams(search);
    change(params);
    if (!keepPage) params.delete('page');
    navigate(`${path}?${params.toString()}`);
  };
  const setSingle = (name: Single) => (e: ChangeEvent<HTMLInputElement>) =>
    go((p) => (e.target.value ? p.set(name, e.target.value) : p.delete(name)));
  const toggleBrand = (brand: string) => () =>
    go((p) => {
      const next = brands.includes(brand) ? brands.filter((b) => b !== brand) : [...brands, brand];
      p.delete('brand');
      next.forEach((b) => p.append('brand', b));
    });
  // The shopper stays at the box they ticked: the results beside it (or below, on a phone) update in place.
  const toggleAttribute = (name: string, value: string) => navigate(`${path}?${toggleSpec(search, name, value).toString()}`, { keepScroll: true });
  const pageHref = (n: number) => {
    const params = new URLSearchParams(search);
    if (n > 1) params.set('page', String(n));
    else params.delete('page');
    return `${path}?${params.toString()}`;
  };

  if (state.status === 'error') {
    return (
      <>
        <h1>Search results for “{q}”</h1>
        <LoadProblem status={state.error.status} heading="h2" onRetry={() => setAttempt((n) => n + 1)} />
      </>
    );
  }

  // The Makerhub section sits above the products, so the products wait for it: arriving later it would push them down.
  if (!result || content.status === 'loading') {
    return (
      <>
        <h1>Search results for “{q}”</h1>
        <p className="search-page__count" role="status" aria-live="polite">
          Searching…
        </p>
        <div className="search-page__pending" aria-hidden="true" />
      </>
    );
  }

  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const chosenCount = SINGLE.filter((k) => filters[k]).length + brands.length + specs.length;

  return (
    <>
      <h1>Search results for “{q}”</h1>
      <p className="search-page__count" role="status" aria-live="polite">
        {state.status === 'loading' ? 'Searching…' : countText(result, q, found)}
      </p>
      {result.corrected && result.total > 0 && <p className="search-page__corrected">Showing results for “{result.corrected}”</p>}
      {/* Above the products, where a maker looking for know-how sees it without paging through parts. */}
      {found && <SearchMakerhub found={found} />}
      <div className="search-page__layout" aria-busy={state.status === 'loading'}>
        {/* On a phone the filters open over the results from the "Filters" button (a popover: it works before the page's code runs). */}
        <SearchFilters
          facets={result.facets}
          filters={filters}
          brands={brands}
          specs={specs}
          onSingle={setSingle}
          onBrand={toggleBrand}
          onAttribute={toggleAttribute}
          onClear={() => go((p) => ['category', 'brand', 'priceBand', 'inStock', 'spec'].forEach((k) => p.delete(k)))}
        />
        <section className="search-page__results" aria-labelledby="search-products">
          <SearchToolbar chosen={chosenCount} sort={sort} onSort={(value) => go((p) => p.set('sort', value))} />
          {result.products.length > 0 && (
            <ul className="search-page__grid">
              {result.products.map((product, index) => (
                <li key={product.sku}>
                  <ProductTile
                    product={product}
                    list={LIST}
                    index={(result.page - 1) * result.pageSize + index}
                    eager={index < 4}
                    lead={index === 0}
                  />
                </li>
              ))}
            </ul>
          )}
          {result.products.length === 0 && <p>No products match. Try other words or clear the filters.</p>}
          <SearchPagination page={page} pages={pages} hrefOf={pageHref} />
        </section>
      </div>
    </>
  );
}

function countText(result: SearchResults, q: string, found: ProjectSearch | null): string {
  const content = found?.total ?? 0;
  if (result.total === 0 && content > 0)
    return `No products for “${q}”, but ${countOf(content, 'Makerhub article or project', 'Makerhub articles and projects')} below`;
  if (result.total === 0) return `No results for “${q}”`;
  const first = (result.page - 1) * result.pageSize + 1;
  const last = Math.min(result.total, first + result.products.length - 1);
  const showing = result.products.length ? `, showing ${first}–${last}` : '';
  // No product matched every word: say which words found nothing rather than pass the rest off as answers.
  if (result.partial)
    return `No results for “${result.partial.unmatched}”; ${resultCountOf(result.total, result.capped)} for “${result.partial.matched}”${showing}`;
  return `${resultCountOf(result.total, result.capped)} for “${q}”${showing}`;
}

/** The filters beside the results (over them on a phone): category, brand, price, availability and the products' own specifications. */
function SearchFilters(props: {
  facets: SearchResults['facets'];
  filters: Record<Single, string>;
  brands: readonly string[];
  specs: readonly SpecChoice[];
  onSingle: (name: Single) => (e: ChangeEvent<HTMLInputElement>) => void;
  onBrand: (brand: string) => () => void;
  onAttribute: (name: string, value: string) => void;
  onClear: () => void;
}) {
  const { facets, filters, brands, specs, onSingle, onBrand, onAttribute, onClear } = props;
  const active = SINGLE.some((k) => filters[k]) || brands.length + specs.length > 0;
  const radios = (name: Single, values: readonly FacetValue[], anyLabel: string) => (
    <fieldset className="facet">
      <legend>{FACET_NAMES[name]}</legend>
      {[{ value: '', label: anyLabel, count: -1 }, ...values].map((v) => (
        <label key={v.value} className="facet__option">
          <input
            type="radio"
            name={name}
            value={v.value}
            checked={filters[name] === v.value}
            onChange={onSingle(name)}
            disabled={v.count === 0 && filters[name] !== v.value}
          />
          {v.label}
          {v.count >= 0 && <span className="facet__count">({v.count})</span>}
        </label>
      ))}
    </fieldset>
  );

  return (
    <aside id={FILTERS_ID} className="search-page__facets" aria-labelledby="search-filters" popover="auto">
      <div className="search-page__facets-head">
        <h2 id="search-filters">Filters</h2>
        <button type="button" className="button search-page__facets-done" popoverTarget={FILTERS_ID} popoverTargetAction="hide">
          Show results
        </button>
      </div>
      <form onSubmit={(e) => e.preventDefault()}>
        {facets.category.length > 0 && radios('category', facets.category, 'All categories')}
        {facets.brand.length > 0 && (
          <fieldset className="facet">
            <legend>{FACET_NAMES.brand}</legend>
            {facets.brand.map((v) => (
              <label key={v.value} className="facet__option">
                <input type="checkbox" name="brand" value={v.value} checked={brands.includes(v.value)} onChange={onBrand(v.value)} />
                {v.label} <span className="facet__count">({v.count})</span>
              </label>
            ))}
          </fieldset>
        )}
        {radios('priceBand', facets.priceBand, 'Any price')}
        {radios('inStock', facets.inStock, 'Any availability')}
        <AttributeFacets facets={facets.attributes} chosen={specs} onToggle={onAttribute} />
        {active && (
          <button type="button" className="button button--secondary" onClick={onClear}>
            Clear filters
          </button>
        )}
      </form>
    </aside>
  );
}

/** Above the results: the phone's Filters button (with how many are chosen) and the sort order. */
function SearchToolbar({ chosen, sort, onSort }: { chosen: number; sort: string; onSort: (sort: string) => void }) {
  return (
    <div className="search-page__toolbar">
      <h2 id="search-products" className="visually-hidden">
        Products
      </h2>
      <button type="button" className="button button--secondary search-page__filters-button" popoverTarget={FILTERS_ID}>
        Filters{chosen > 0 && ` (${chosen})`}
      </button>
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" value={sort} onChange={(e) => onSort(e.target.value)}>
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The pages of the results: the first, the last, and two either side of this one. */
function SearchPagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (n: number) => string }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav className="pagination" aria-label="Search result pages">
      {page > 1 && (
        <Link href={hrefOf(page - 1)} rel="prev">
          Previous
        </Link>
      )}
      <ol>
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && (numbers[i - 1] ?? n) < n - 1 && <span aria-hidden="true">…</span>}
            <Link href={hrefOf(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link href={hrefOf(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
