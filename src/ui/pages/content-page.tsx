import { useLayoutEffect, useState } from 'react';
import type { ContentPage as Page, ProductPage } from '../../application/ports/bff-payloads';
import { countOf } from '../format';
import { BRAND_NAMES } from '../brand';
import { formatSpecChoice } from '../../domain/catalog';
import { AttributeFacets, specChoicesOf, toggleSpec } from '../components/attribute-facets';
import { LoadProblem } from '../components/load-problem';
import { ProductGrid } from '../components/product-grid';
import type { HeadOptions } from '../head';
import { Link, useRouter } from '../router';
import { useServices } from '../services';
import { useHead } from '../use-page-head';
import { useQuery } from '../use-query';
import { type BlockContext, ContentBlocks } from './content-blocks';

const NOT_FOUND_TITLE = 'Page not found';
/** What a missing page shows when the server sent no Not Found page of its own. */
const NOT_FOUND_BLOCKS: readonly unknown[] = [
  { type: 'text', body: 'It may have moved, or the link may be out of date.' },
  {
    type: 'links',
    title: 'Try instead',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Find a store', href: '/store-finder' },
      { label: 'Makerhub', href: '/makerhub' },
    ],
  },
];

type Shown = { readonly kind: 'page'; readonly page: Page } | { readonly kind: 'notFound'; readonly blocks: readonly unknown[] };

const blocksOf = (body: unknown): readonly unknown[] | undefined => {
  const blocks = (body as { data?: { blocks?: unknown } } | undefined)?.data?.blocks;
  return Array.isArray(blocks) && blocks.length > 0 ? blocks : undefined;
};

const describe = (blocks: readonly unknown[]): string | undefined => {
  for (const block of blocks as ReadonlyArray<Record<string, unknown>>) {
    const text = block?.type === 'hero' ? block.subtitle : block?.type === 'text' ? block.body : undefined;
    if (typeof text === 'string' && text) return text;
  }
  return undefined;
};

/** Where a category sits: its parent (when it has one) and its own name. */
function categoryTrail(
  page: Page,
  path: string,
): { readonly category: string; readonly name: string; readonly parent?: { readonly name: string; readonly slug: string } } {
  const first = page.data.dehydratedState[0];
  const fromKey = first?.key[0] === 'products' ? (first.key[1] as { category?: unknown } | undefined) : undefined;
  const category = typeof fromKey?.category === 'string' ? fromKey.category : lastSegment(path);
  const parent = page.categories.find((top) => top.children.some((child) => (child as { slug?: string }).slug === category));
  const own = page.categories.find((top) => top.slug === category);
  const name = own?.name ?? parent?.children.find((child) => (child as { slug?: string }).slug === category)?.name ?? page.title;
  return { category, name, ...(parent ? { parent: { name: parent.name, slug: parent.slug } } : {}) };
}

/** A content page's head: its title with the brand, a description from its blocks, its trail and canonical. */
function contentHead(shown: Shown, path: string, pageNo: string | null, brand: string): HeadOptions {
  const pageType = shown.kind === 'notFound' ? 'Not Found' : shown.page.pageType;
  const title = shown.kind === 'page' ? shown.page.title : NOT_FOUND_TITLE;
  const blocks = shown.kind === 'page' ? shown.page.data.blocks : shown.blocks;
  const canonical = pageNo && pageNo !== '1' ? `${path}?page=${encodeURIComponent(pageNo)}` : path;
  // A page whose blocks say nothing to describe it still gets a description of its own.
  const description =
    describe(blocks) ?? (pageType === 'Not Found' ? `There is no page at this address on the ${brand} site.` : `${title} at ${brand}.`);
  const home = { name: 'Home', path: '/' };
  const trail =
    shown.kind === 'notFound' || path === '/'
      ? []
      : pageType === 'Category'
        ? (({ name, parent }) => [home, ...(parent ? [{ name: parent.name, path: `/c/${parent.slug}` }] : []), { name, path }])(
            categoryTrail(shown.page, path),
          )
        : [home, { name: title, path }];
  return {
    title: path === '/' ? `${brand} | ${title}` : `${title} | ${brand}`,
    description,
    canonical,
    pageType,
    ...(trail.length ? { breadcrumbs: trail } : {}),
  };
}

/** A content-managed page (spec §2 page types, §7 Content pages): home, categories, stores, Makerhub, Not Found. */
export function ContentPage({ path }: { path: string }) {
  const services = useServices();
  const { reloadKey, search } = useRouter();
  const [attempt, setAttempt] = useState(0);
  const state = useQuery(`page:${path}:${reloadKey}:${attempt}`, () => services.catalog.page(path), undefined, { firstPaint: true });
  const shown: Shown | undefined =
    state.status === 'ok'
      ? { kind: 'page', page: state.value }
      : state.status === 'error' && state.error.status === 404
        ? { kind: 'notFound', blocks: blocksOf(state.error.body) ?? NOT_FOUND_BLOCKS }
        : undefined;
  const pageType = shown?.kind === 'notFound' ? 'Not Found' : shown?.page.pageType;

  // A layout effect: it runs before the page's blocks record their lists (passive effects), so the data layer
  // gets this page's page_load before what the page shows, on a navigation as on the first load.
  useLayoutEffect(() => {
    if (pageType !== undefined) services.browsing.viewPage(path, pageType);
  }, [services, path, reloadKey, pageType]);

  useHead(shown ? contentHead(shown, path, search.get('page'), BRAND_NAMES[services.site.brand]) : null);

  if (state.status === 'loading')
    return (
      <p className="page-loading" role="status">
        Loading…
      </p>
    );
  if (!shown) return <LoadProblem status={state.status === 'error' ? state.error.status : 0} onRetry={() => setAttempt((n) => n + 1)} />;
  if (shown.kind === 'notFound') {
    return (
      <article className="content-page">
        <h1>{NOT_FOUND_TITLE}</h1>
        <ContentBlocks blocks={shown.blocks} context={{ pageTitle: NOT_FOUND_TITLE, dehydrated: [] }} />
      </article>
    );
  }
  const { page } = shown;
  const context: BlockContext = { pageTitle: page.title, dehydrated: page.data.dehydratedState };
  if (page.pageType === 'Category') return <CategoryView page={page} path={path} context={context} />;
  return (
    <article className={path === '/' ? 'content-page content-page--home' : 'content-page'}>
      {path !== '/' && <Breadcrumbs trail={[{ label: page.title }]} />}
      <h1>{page.title}</h1>
      <ContentBlocks blocks={page.data.blocks} context={path === '/' ? { ...context, promotion: { slot: 'home_hero', path } } : context} />
    </article>
  );
}

function Breadcrumbs({ trail }: { trail: ReadonlyArray<{ label: string; href?: string }> }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link href="/">Home</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

const lastSegment = (path: string): string => path.split('/').filter(Boolean).pop() ?? '';

/** A Category page: the category's name, its children, and its products page by page (?page=n). */
function CategoryView({ page, path, context }: { page: Page; path: string; context: BlockContext }) {
  const services = useServices();
  const { search, reloadKey, navigate } = useRouter();
  const requested = Number.parseInt(search.get('page') ?? '1', 10);
  const pageNo = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const { category, name, parent } = categoryTrail(page, path);
  const first = page.data.dehydratedState[0];
  const fromKey = first?.key[0] === 'products' ? (first.key[1] as { page?: unknown } | undefined) : undefined;
  // The attribute filters the URL holds: the page the server prefilled is the unfiltered one.
  const specs = specChoicesOf(search).map(formatSpecChoice);
  const prefill = fromKey && fromKey.page === pageNo && specs.length === 0 ? (first?.data as ProductPage) : undefined;
  const pageSize = (first?.data as ProductPage | undefined)?.pageSize ?? 24;
  const [listAttempt, setListAttempt] = useState(0);
  const products = useQuery(
    `products:${category}:${pageNo}:${pageSize}:${specs.join('|')}:${reloadKey}:${listAttempt}`,
    () => services.catalog.list({ category, page: pageNo, pageSize, ...(specs.length ? { spec: specs } : {}) }),
    prefill,
    { firstPaint: true },
  );
  // While a filter or the page changes, the products shown stay until the new ones come (no jump under the finger).
  const [last, setLast] = useState<{ readonly category: string; readonly value: ProductPage } | null>(null);
  if (products.status === 'ok' && last?.value !== products.value) setLast({ category, value: products.value });
  const shownPage = products.status === 'ok' ? products.value : products.status === 'loading' && last?.category === category ? last.value : null;
  const chosen = specChoicesOf(search);
  const attributes = shownPage?.facets.attributes ?? [];
  const withSearch = (params: URLSearchParams) => (params.size > 0 ? `${path}?${params.toString()}` : path);
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(search);
    if (n > 1) params.set('page', String(n));
    else params.delete('page');
    return withSearch(params);
  };
  // On a phone the filters fold away above the products, behind a button that says how many are chosen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const clearFilters = () => {
    const params = new URLSearchParams(search);
    params.delete('spec');
    params.delete('page');
    navigate(withSearch(params));
  };

  const own = page.categories.find((top) => top.slug === category);
  const children = (own?.children ?? []).map((child) => ({ name: child.name, href: `/c/${(child as { slug?: string }).slug ?? child.id}` }));
  const [hero, ...rest] = page.data.blocks as ReadonlyArray<{ type?: unknown }>;
  const leading = hero?.type === 'hero' ? [hero] : [];
  const trailing = hero?.type === 'hero' ? rest : page.data.blocks;
  const blockContext: BlockContext = {
    ...context,
    pageTitle: name,
    shownHrefs: new Set(children.map((child) => child.href)),
    promotion: { slot: 'category_hero', path },
  };

  return (
    <article className="content-page content-page--category">
      <Breadcrumbs trail={[...(parent ? [{ label: parent.name, href: `/c/${parent.slug}` }] : []), { label: name }]} />
      <h1>{name}</h1>
      <ContentBlocks blocks={leading} context={blockContext} />
      {children.length > 0 && (
        <nav className="category-children" aria-label={`${name} categories`}>
          <ul>
            {children.map((child) => (
              <li key={child.href}>
                <Link href={child.href}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section className="category-products" aria-labelledby="category-products-heading" aria-busy={products.status === 'loading'}>
        <h2 id="category-products-heading">{shownPage ? countOf(shownPage.total, 'product') : 'Products'}</h2>
        <div className={attributes.length > 0 || chosen.length > 0 ? 'category-products__layout' : undefined}>
          {(attributes.length > 0 || chosen.length > 0) && (
            <aside className="category-products__filters" aria-labelledby="category-filters" data-open={filtersOpen}>
              <button
                type="button"
                className="category-products__filters-toggle"
                aria-expanded={filtersOpen}
                aria-controls="category-filters-body"
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {chosen.length > 0 ? `Filters (${chosen.length} chosen)` : 'Filters'}
              </button>
              <h3 id="category-filters">Filters</h3>
              <form id="category-filters-body" onSubmit={(e) => e.preventDefault()}>
                <AttributeFacets
                  facets={attributes}
                  chosen={chosen}
                  onToggle={(specName, value) => navigate(withSearch(toggleSpec(search, specName, value)), { keepScroll: true })}
                />
                <div className="category-products__filter-actions">
                  {chosen.length > 0 && (
                    <button type="button" className="button button--secondary" onClick={clearFilters}>
                      Clear filters
                    </button>
                  )}
                  {/* On a phone the products are below the filters: this folds them and goes there. */}
                  <button
                    type="button"
                    className="button category-products__show"
                    onClick={() => {
                      setFiltersOpen(false);
                      document.getElementById('category-products-heading')?.scrollIntoView({ block: 'start' });
                    }}
                  >
                    {shownPage ? `Show ${countOf(shownPage.total, 'product')}` : 'Show products'}
                  </button>
                </div>
              </form>
            </aside>
          )}
          <div className="category-products__results">
            <div aria-live="polite">
              {!shownPage && products.status === 'loading' && <p className="page-loading">Loading products…</p>}
              {products.status === 'error' && (
                <LoadProblem status={products.error.status} heading="h2" onRetry={() => setListAttempt((n) => n + 1)} />
              )}
              {shownPage && shownPage.products.length === 0 && (
                <p>{chosen.length > 0 ? 'No products match these filters. Try fewer of them.' : 'No products in this category yet.'}</p>
              )}
            </div>
            {shownPage && shownPage.products.length > 0 && (
              <ProductGrid
                products={shownPage.products}
                list={{ listId: `category-${category}`, listName: name }}
                pagination={{ page: shownPage.page, pageSize: shownPage.pageSize, total: shownPage.total, hrefFor }}
                recordView
              />
            )}
          </div>
        </div>
      </section>
      <ContentBlocks blocks={trailing} context={blockContext} />
    </article>
  );
}
