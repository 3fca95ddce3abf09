import { useEffect } from 'react';
import type { ProductListing } from '../../application/ports/bff-payloads';
import { Link } from '../router';
import { useServices } from '../services';
import { type ProductListRef, ProductTile } from './product-tile';
import './product-grid.css';

/**
 * Records that a list of products was shown (browsing.viewList), once per list and set of products;
 * an empty list records nothing.
 */
export function useListView(list: ProductListRef, products: readonly ProductListing[]) {
  const { browsing } = useServices();
  const skus = products.map((product) => product.sku).join('|');
  useEffect(() => {
    if (products.length > 0) browsing.viewList(list, products);
    // The list's id and the skus shown say everything the fact depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [browsing, list.listId, list.listName, skus]);
}

export interface Pagination {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** The address of a page, so each page link is a real link (?page=n). */
  readonly hrefFor: (page: number) => string;
}

export interface ProductGridProps {
  readonly products: readonly ProductListing[];
  readonly list: ProductListRef;
  /** How many tiles load their images eagerly (the first row); the rest are lazy. */
  readonly eagerCount?: number;
  readonly pagination?: Pagination;
  /** The offset of the first product in the whole list, for analytics positions; defaults from the page. */
  readonly startIndex?: number;
  /** Set when the grid should record the list as viewed (viewList). */
  readonly recordView?: boolean;
}

/** Products in a responsive grid of tiles, with page links when the list spans pages. */
export function ProductGrid({ products, list, eagerCount = 4, pagination, startIndex, recordView = false }: ProductGridProps) {
  const offset = startIndex ?? (pagination ? (pagination.page - 1) * pagination.pageSize : 0);
  return (
    <div className="product-grid">
      {recordView && <ListView list={list} products={products} />}
      <ul className="product-grid__list">
        {products.map((product, i) => (
          <li key={product.sku} className="product-grid__item">
            <ProductTile product={product} list={list} index={offset + i} eager={i < eagerCount} lead={i === 0 && eagerCount > 0} />
          </li>
        ))}
      </ul>
      {pagination && <PageLinks {...pagination} />}
    </div>
  );
}

function ListView({ list, products }: { list: ProductListRef; products: readonly ProductListing[] }) {
  useListView(list, products);
  return null;
}

/** Which page numbers to offer: the first, the last and two either side of the current page. */
export function pageNumbers(page: number, pages: number): Array<number | 'gap'> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  shown.forEach((n, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && n - previous > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

function PageLinks({ page, pageSize, total, hrefFor }: Pagination) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link href={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
