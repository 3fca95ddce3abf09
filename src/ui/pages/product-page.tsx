import { useEffect, useState } from 'react';
import type { ProductDetail } from '../../application/ports/bff-payloads';
import { categoryPath, saving } from '../../domain/catalog';
import { itemStatusMessages } from '../../domain/delivery';
import { formatMoney } from '../../domain/money';
import { BRAND_NAMES } from '../brand';
import { BuyBox } from '../components/product/buy-box';
import { LoadProblem } from '../components/load-problem';
import { DeliveryCheck } from '../components/product/delivery-check';
import { NotifyMe } from '../components/product/notify-me';
import { GALLERY_SIZE, GALLERY_SIZES, ProductGallery } from '../components/product/product-gallery';
import { leadPictureOf } from '../components/product-picture';
import { useProductHead } from '../components/product/product-head';
import { StoreAvailability } from '../components/product/store-availability';
import { Link, useRouter } from '../router';
import { useFirstPaint } from '../first-paint';
import { useServices } from '../services';
import { usePageHead } from '../use-page-head';
import { useQuery } from '../use-query';
import './product-page.css';

/** The product detail page at /p/{slug}. */
export function ProductPage({ slug }: { slug: string }) {
  const services = useServices();
  const { reloadKey } = useRouter();
  const [attempt, setAttempt] = useState(0);
  const query = useQuery(`product:${slug}:${reloadKey}:${attempt}`, () => services.catalog.products([slug]), undefined, { firstPaint: true });
  const product = query.status === 'ok' ? (query.value[0] ?? null) : null;
  useProductHead(product, BRAND_NAMES[services.site.brand]);

  const sku = product?.sku;
  useEffect(() => {
    if (!product) return;
    // The page is a product page (spec §2 page types): its page_load goes before the product's view_item.
    services.browsing.viewPage(`/p/${slug}`, 'Physical Product');
    services.browsing.viewProduct(product);
    // Once per product shown (a soft reload re-fetches the same product and is not a new view).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, sku]);

  if (query.status === 'loading') return <p className="page-loading">Loading product…</p>;
  // An outage is not a missing product: only a 404 (or no such product) reads as "not found".
  if (query.status === 'error' && query.error.status !== 404)
    return <LoadProblem status={query.error.status} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!product) return <ProductMissing />;
  return <ProductDetailView product={product} reloadKey={reloadKey} />;
}

function ProductMissing() {
  usePageHead('Product not found', 'We could not find this product. It may have been renamed or is no longer sold here.');
  return (
    <section className="product-page product-page--missing">
      <h1>Product not found</h1>
      <p>
        Sorry, we could not find this product. <Link href="/">Back to the home page</Link>
      </p>
    </section>
  );
}

function ProductDetailView({ product, reloadKey }: { product: ProductDetail; reloadKey: number }) {
  const { site } = useServices();
  const { origin } = useRouter();
  const firstPaint = useFirstPaint();
  const saved = saving(product);
  const messages = itemStatusMessages(product);
  const path = categoryPath(product);
  const specs = Object.entries(product.specs);
  const images = product.imageUrls?.length ? product.imageUrls : product.imageUrl ? [product.imageUrl] : [];
  // The gallery shows the first picture on load: preloaded as the browser will pick it (its AVIF source).
  if (images[0]) firstPaint?.leadImage(leadPictureOf(images[0], GALLERY_SIZE, GALLERY_SIZES, origin));

  return (
    <article className="product-page">
      {path.length > 0 && (
        <nav aria-label="Breadcrumb" className="product-page__breadcrumb">
          <ol>
            {path.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ol>
        </nav>
      )}
      <div className="product-page__top">
        <div className="product-page__summary">
          {product.brandName && <p className="product-page__brand">{product.brandName}</p>}
          <h1>{product.title}</h1>
          <p className="product-page__sku">SKU {product.sku}</p>
          <div className="product-page__prices">
            <span className="product-page__price">
              <span className="visually-hidden">{saved ? 'Now ' : 'Price '}</span>
              {formatMoney(product.finalPrice, site.locale)}
            </span>
            {saved && (
              <>
                <s className="product-page__regular">
                  <span className="visually-hidden">Was </span>
                  {formatMoney(product.regularPrice, site.locale)}
                </s>
                <span className="product-page__saving">Save {formatMoney(saved, site.locale)}</span>
              </>
            )}
          </div>
          <p className={product.inStock ? 'product-page__stock product-page__stock--in' : 'product-page__stock product-page__stock--out'}>
            {product.inStock ? 'In stock online' : 'Out of stock online'}
          </p>
          {messages.length > 0 && (
            <ul className="product-page__status" aria-label="Product notes">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <BuyBox product={product} />
          {!product.inStock && <NotifyMe productCode={product.productCode} title={product.title} />}
        </div>
        {/* In the document in the order a phone shows them (what to decide on, the pictures, then delivery and
            stores), so a page painted while it streams in never moves; wider screens place the pictures left. */}
        <div className="product-page__media">
          <ProductGallery key={product.sku} title={product.title} urls={images} />
        </div>
        <div className="product-page__more">
          <DeliveryCheck product={product} />
          <StoreAvailability sku={product.sku} reloadKey={reloadKey} />
        </div>
      </div>
      <section className="product-page__section" aria-labelledby="product-description">
        <h2 id="product-description">Description</h2>
        <p>{product.description}</p>
      </section>
      {specs.length > 0 && (
        <section className="product-page__section" aria-labelledby="product-specs">
          <h2 id="product-specs">Specifications</h2>
          <table className="product-page__specs">
            <tbody>
              {specs.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </article>
  );
}
