import { useEffect, useState } from 'react';
import type { ProductDetail } from '../../application/ports/bff-payloads';
import { type CompareState, compareHref, parseCompareProducts } from '../../domain/compare';
import { formatMoney } from '../../domain/money';
import { countOf, imageSrcSet, imageUrl } from '../format';
import { ok } from '../../domain/shared';
import { LoadProblem } from '../components/load-problem';
import { Link, useRouter } from '../router';
import { useServices } from '../services';
import { usePageHead } from '../use-page-head';
import { useProjection } from '../use-projection';
import { useQuery } from '../use-query';
import './compare-page.css';

const COMPARE_LIST = { listId: 'compare', listName: 'Compare' };
const selectSkus = (state: CompareState) => state.skus;

/** Every spec name any of the products has, in the order first met. */
const specNames = (products: readonly ProductDetail[]): string[] => [...new Set(products.flatMap((p) => Object.keys(p.specs)))];

/** /compare?products={sku}|{sku}|…: up to 4 products side by side. */
export function ComparePage() {
  const services = useServices();
  const { search, navigate, reloadKey } = useRouter();
  const selected = useProjection(services.views.compare, selectSkus);
  const fromUrl = parseCompareProducts(search.get('products'));
  const skus = fromUrl.length > 0 ? fromUrl : selected;
  const key = skus.join('|');

  useEffect(() => {
    services.compare.restore();
  }, [services]);

  const [attempt, setAttempt] = useState(0);
  const query = useQuery(
    `compare:${key}:${reloadKey}:${attempt}`,
    async () => (skus.length === 0 ? ok([] as readonly ProductDetail[]) : services.catalog.products(skus)),
    undefined,
    { firstPaint: true },
  );
  const products = query.status === 'ok' ? query.value : null;

  useEffect(() => {
    if (products && products.length > 0) services.browsing.viewList(COMPARE_LIST, products);
  }, [services, products]);

  usePageHead('Compare products', 'Compare up to 4 products side by side: price, stock and every specification.', 'compare', '/compare');

  const remove = (sku: string) => {
    if (selected.includes(sku)) services.compare.toggle(sku);
    const rest = skus.filter((s) => s !== sku);
    navigate(rest.length > 0 ? compareHref(rest) : '/compare', { replace: true });
  };

  return (
    <section className="compare-page" aria-labelledby="compare-heading">
      <h1 id="compare-heading">Compare products</h1>
      {query.status === 'loading' && <p className="page-loading">Loading products…</p>}
      {query.status === 'error' && <LoadProblem status={query.error.status} heading="h2" onRetry={() => setAttempt((n) => n + 1)} />}
      {products && products.length === 0 && (
        <p>
          You have no products to compare yet. Choose “Add to compare” on up to 4 products. <Link href="/">Start shopping</Link>
        </p>
      )}
      {products && products.length > 0 && <CompareTable products={products} onRemove={remove} />}
    </section>
  );
}

function CompareTable({ products, onRemove }: { products: readonly ProductDetail[]; onRemove: (sku: string) => void }) {
  const { site } = useServices();
  const { origin } = useRouter();
  const rows: Array<[string, (p: ProductDetail) => string]> = [
    ['Price', (p) => formatMoney(p.finalPrice, site.locale)],
    ['Regular price', (p) => formatMoney(p.regularPrice, site.locale)],
    ['Brand', (p) => p.brandName ?? '—'],
    ['Stock', (p) => (p.inStock ? 'In stock' : 'Out of stock')],
    ...specNames(products).map((name): [string, (p: ProductDetail) => string] => [name, (p) => p.specs[name] ?? '—']),
  ];
  return (
    <div className="compare-page__scroll" tabIndex={0} role="region" aria-label="Comparison table, scrolls sideways">
      <table className="compare-table">
        <caption className="visually-hidden">Comparison of {countOf(products.length, 'product')}</caption>
        <thead>
          <tr>
            <td />
            {products.map((p) => (
              <th key={p.sku} scope="col" className="compare-table__product">
                {p.imageUrl && (
                  <img
                    src={imageUrl(p.imageUrl, 200, origin)}
                    srcSet={imageSrcSet(p.imageUrl, origin) || undefined}
                    sizes="120px"
                    width={120}
                    height={120}
                    alt=""
                  />
                )}
                <Link href={`/p/${encodeURIComponent(p.slug)}`}>{p.title}</Link>
                <button
                  type="button"
                  className="button button--secondary compare-table__remove"
                  onClick={() => onRemove(p.sku)}
                  aria-label={`Remove ${p.title} from compare`}
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {products.map((p) => (
                <td key={p.sku}>{value(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
