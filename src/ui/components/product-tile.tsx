import { type MouseEvent, useCallback, useState } from 'react';
import type { ProductListing } from '../../application/ports/bff-payloads';
import { saving } from '../../domain/catalog';
import type { CompareState } from '../../domain/compare';
import { COMPARE_LIMIT } from '../../domain/compare';
import { OUT_OF_STOCK_MESSAGE, itemStatusMessages } from '../../domain/delivery';
import { formatMoney } from '../../domain/money';
import { useRouter } from '../router';
import { AddToListButton } from './lists/list-controls';
import { ProductPicture } from './product-picture';
import { listedProduct } from './lists/listed-product';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import './product-tile.css';

export interface ProductListRef {
  readonly listId: string;
  readonly listName: string;
}

export interface ProductTileProps {
  readonly product: ProductListing;
  readonly list: ProductListRef;
  /** The tile's place in its list, from 0. */
  readonly index: number;
  /** Tiles in the first row load eagerly; the rest wait until they scroll into view. */
  readonly eager?: boolean;
  /** The first picture a shopper sees on the page (its largest paint): fetched before any other. */
  readonly lead?: boolean;
}

/** Our wording: the spec only says a fifth product is refused. */
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} products. Remove one to add another.`;
const COMPARE_LIMIT_TOAST_ID = 'compare-limit';
const IMAGE_WIDTH = 300;
/** The tile's width in the product grid (4, 3 or 2 columns in a 1280 px page with 16 px padding and gaps): the source a browser picks is the one it needs. */
const TILE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) calc(25vw - 20px), (min-width: 768px) calc(33vw - 21px), calc(50vw - 22px)';

/** A product in a list: picture, name, price, stock, and the add-to-cart and compare actions. */
export function ProductTile({ product, list, index, eager = false, lead = false }: ProductTileProps) {
  const services = useServices();
  const { navigate } = useRouter();
  const { locale } = services.site;
  const selectCompared = useCallback((state: CompareState) => state.skus.includes(product.sku), [product.sku]);
  const compared = useProjection(services.views.compare, selectCompared);
  const [adding, setAdding] = useState(false);

  const href = `/p/${encodeURIComponent(product.slug)}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    services.browsing.selectProduct(product, list, index);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  const addToCart = async () => {
    setAdding(true);
    try {
      await services.cart.addToCart({ sku: product.sku, itemContainer: list.listId });
    } finally {
      setAdding(false);
    }
  };

  const toggleCompare = () => {
    const result = services.compare.toggle(product.sku);
    if (!result.ok && result.error.type === 'compare/limitReached') {
      services.toasts.show({ id: COMPARE_LIMIT_TOAST_ID, type: 'error', message: COMPARE_LIMIT_MESSAGE, showTarget: services.compare.href() });
    }
  };

  const saved = saving(product);
  // The stock badge says "Out of stock"; the tags list carries the other status messages.
  const tags = itemStatusMessages(product).filter((message) => message !== OUT_OF_STOCK_MESSAGE);
  const titleId = `tile-${list.listId}-${index}-title`;
  const image = product.imageUrl;

  return (
    <article className="product-tile" aria-labelledby={titleId}>
      <a href={href} onClick={open} className="product-tile__image" tabIndex={-1} aria-hidden="true">
        {image ? (
          <ProductPicture url={image} size={IMAGE_WIDTH} sizes={TILE_SIZES} eager={eager || lead} fetchPriority={lead ? 'high' : undefined} alt="" />
        ) : (
          <span className="product-tile__no-image" />
        )}
      </a>
      <div className="product-tile__body">
        {product.brandName && <p className="product-tile__brand">{product.brandName}</p>}
        <h3 className="product-tile__title" id={titleId}>
          <a href={href} onClick={open}>
            {product.title}
          </a>
        </h3>
        <p className="product-tile__price">
          <span className="product-tile__final">
            {saved && <span className="visually-hidden">Now </span>}
            {formatMoney(product.finalPrice, locale)}
          </span>
          {saved && (
            <>
              {' '}
              <s className="product-tile__regular">
                <span className="visually-hidden">Was </span>
                {formatMoney(product.regularPrice, locale)}
              </s>{' '}
              <span className="product-tile__saving">Save {formatMoney(saved, locale)}</span>
            </>
          )}
        </p>
        <p className={product.inStock ? 'product-tile__stock product-tile__stock--in' : 'product-tile__stock product-tile__stock--out'}>
          {product.inStock ? 'In stock' : OUT_OF_STOCK_MESSAGE}
        </p>
        {tags.length > 0 && (
          <ul className="product-tile__tags">
            {tags.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <div className="product-tile__actions">
          <button type="button" className="button" onClick={addToCart} disabled={adding || !product.inStock} aria-describedby={titleId}>
            {adding ? 'Adding…' : 'Add to cart'}
          </button>
          <AddToListButton product={listedProduct(product)} />
          <button
            type="button"
            className={`product-tile__compare${compared ? ' product-tile__compare--on' : ''}`}
            aria-pressed={compared}
            onClick={toggleCompare}
          >
            Compare<span className="visually-hidden"> {product.title}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
